export * from './friendship-implementations.ts';
export * from './friendship-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
