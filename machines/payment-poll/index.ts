export * from './payment-poll-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
