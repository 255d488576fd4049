export * from './auth-implementations.ts';
export * from './auth-machine.ts';
export * from './line-session-machine.ts';
export * from './selectors.ts';
export * from './sign-in.ts';
export * from './sign-in-rules.ts';
export type * from './types.ts';
