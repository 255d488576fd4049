export * from './list-meta-implementations.ts';
export * from './list-meta-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
