export * from './banner-route.ts';
export * from './home-implementations.ts';
export * from './home-machine.ts';
export * from './home-section-machine.ts';
export * from './promotions-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
export * from './usual-order.ts';
