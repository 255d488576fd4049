export * from './session-implementations.ts';
export * from './session-machine.ts';
export type * from './types.ts';
