export * from './add-to-cart-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
