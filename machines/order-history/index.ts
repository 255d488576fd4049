export * from './order-history-implementations.ts';
export * from './order-history-machine.ts';
export * from './tabs.ts';
export type * from './types.ts';
