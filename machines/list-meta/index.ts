export * from './list-meta-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
