export * from './screen-load-implementations.ts';
export * from './screen-load-machine.ts';
export type * from './types.ts';
