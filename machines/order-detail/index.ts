export * from './order-actions.ts';
export * from './order-detail-implementations.ts';
export * from './order-detail-machine.ts';
export * from './rules.ts';
export type * from './types.ts';
