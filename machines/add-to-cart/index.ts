export * from './add-to-cart-implementations.ts';
export * from './add-to-cart-machine.ts';
export * from './cart-line.ts';
export * from './selectors.ts';
export type * from './types.ts';
