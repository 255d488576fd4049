export * from './checkout-implementations.ts';
export * from './checkout-machine.ts';
export * from './order-attempts.ts';
export * from './selectors.ts';
export type * from './types.ts';
