import type { Navigate } from '../navigation.ts';
import type { QrNavState } from './qr-page.ts';
/** Types of the pay chart (pay-machine.ts): paying an existing order. */

/** `replace`: the page the customer goes to replaces the current one (an expired QR page renewing). */
export type PayInput = { orderId: string | number; replace: boolean };

/** Output of createPayment (contract/payments.ts PaymentCreated); payment_id may be missing. */
export type CreatedPayment = {
  payment_id?: number | null;
  qr_image?: string | null;
  qr_timeout?: number | null;
  created_date?: string | null;
  amount?: number | null;
};

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
