import type { PaymentCreated } from '../../contract/payments.ts';
import type { Navigate } from '../navigation.ts';
import type { QrNavState } from './qr-page.ts';
/** Types of the pay chart (pay-machine.ts): paying an existing order. */

/** `replace`: the page the customer goes to replaces the current one (an expired QR page renewing). */
export type PayInput = { orderId: string | number; replace: boolean };

/**
 * Output of createPayment: the contract's PaymentCreated, read defensively: any field may be missing
 * or null (a payment without payment_id goes to the pay-later page, spec section 4 "Pay flow").
 */
export type CreatedPayment = { [K in keyof PaymentCreated]?: PaymentCreated[K] | null };

export type CreatePaymentInput = { orderId: string | number };

export type PayContext = {
  orderId: string | number;
  replace: boolean;
  /** The created payment, once it came back with a payment_id. */
  payment: CreatedPayment | null;
};

export type PayEvent = { type: 'pay.start' };

/** Where the customer goes: the QR page or the pay-later page. Emitted, and the chart's output. */
export type PayNavigation = Navigate<QrNavState>;

export type PayEmitted = PayNavigation;

export type PayOutput = PayNavigation;
