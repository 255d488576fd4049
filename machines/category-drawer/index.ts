export * from './category-drawer-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
