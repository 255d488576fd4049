export * from './selectors.ts';
export * from './share-picker-machine.ts';
export type * from './types.ts';
