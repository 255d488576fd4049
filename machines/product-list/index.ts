export * from './list-rules.ts';
export * from './near-end.ts';
export * from './product-list-implementations.ts';
export * from './product-list-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
