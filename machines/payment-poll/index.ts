export * from './payment-poll-implementations.ts';
export * from './payment-poll-machine.ts';
export * from './qr-save-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
