export * from './pay-implementations.ts';
export * from './pay-machine.ts';
export type * from './types.ts';
