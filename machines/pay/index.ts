export * from './pay-implementations.ts';
export * from './pay-machine.ts';
export * from './qr-page.ts';
export type * from './types.ts';
