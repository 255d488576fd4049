export * from './auth-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
