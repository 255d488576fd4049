export * from './selectors.ts';
export * from './share-picker-implementations.ts';
export * from './share-picker-machine.ts';
export * from './share-session-machine.ts';
export type * from './types.ts';
