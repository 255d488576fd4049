export * from './screen-load-machine.ts';
export type * from './types.ts';
