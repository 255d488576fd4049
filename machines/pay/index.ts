export * from './pay-machine.ts';
export type * from './types.ts';
