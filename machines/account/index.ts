export * from './account-implementations.ts';
export * from './account-machine.ts';
export type * from './types.ts';
