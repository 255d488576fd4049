export * from './search-box-implementations.ts';
export * from './search-box-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
