export * from './cart-implementations.ts';
export * from './cart-machine.ts';
export * from './cart-sync-machine.ts';
export * from './lines.ts';
export * from './product-line.ts';
export * from './quantity.ts';
export * from './reorder.ts';
export * from './selectors.ts';
export type * from './types.ts';
