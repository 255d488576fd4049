export * from './category-drawer-implementations.ts';
export * from './category-drawer-machine.ts';
export * from './dialog-state.ts';
export * from './selectors.ts';
export type * from './types.ts';
