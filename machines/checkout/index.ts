/** The coupon chosen on /summary, kept for the checkout (shared with the cart's estimate). */
export * from '../coupon-choice.ts';
/** The message of whatever an actor rejected with (machines/errors.ts, shared by the charts). */
export { describeError } from '../errors.ts';
export * from './checkout-implementations.ts';
export * from './checkout-machine.ts';
export * from './entry.ts';
export * from './order-attempts.ts';
export * from './order-placement-machine.ts';
export * from './order-request.ts';
export * from './payment-coupon-machine.ts';
export * from './selectors.ts';
export type * from './types.ts';
