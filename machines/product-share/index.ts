export * from './product-share-implementations.ts';
export * from './product-share-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
