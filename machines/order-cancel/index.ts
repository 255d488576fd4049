export * from './order-cancel-implementations.ts';
export * from './order-cancel-machine.ts';
export type * from './types.ts';
