export * from './product-detail-implementations.ts';
export * from './product-detail-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
