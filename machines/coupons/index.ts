export * from './coupon-detail-machine.ts';
export * from './coupon-status.ts';
export * from './coupons-implementations.ts';
export * from './coupons-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
