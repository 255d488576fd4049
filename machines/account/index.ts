export * from './account-machine.ts';
export type * from './types.ts';
