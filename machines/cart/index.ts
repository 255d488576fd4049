export * from './cart-machine.ts';
export * from './quantity.ts';
export * from './reorder.ts';
export * from './selectors.ts';
export type * from './types.ts';
