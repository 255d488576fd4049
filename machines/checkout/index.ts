export * from './checkout-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
