export * from './category-chooser-implementations.ts';
export * from './category-chooser-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
