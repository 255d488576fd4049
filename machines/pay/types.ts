/** Types of the pay chart (pay-machine.ts): paying an existing order. */
import type { QrNavState } from '../payment-poll/types.ts';

export type PayInput = { orderId: string | number };

/** Output of createPayment (src/contract/payments.ts PaymentCreated); payment_id may be missing. */
export type CreatedPayment = {
  payment_id?: number | null;
  qr_image?: string | null;
  qr_timeout?: number | null;
  created_date?: string | null;
  amount?: number | null;
};

export type CreatePaymentInput = { orderId: string | number };

export type PayContext = { orderId: string | number };

export type PayEvent = { type: 'pay.start' };

export type PayNavigateEmitted = { type: 'navigate'; to: string; replace: boolean; state?: QrNavState };
export type PayEmitted = PayNavigateEmitted;
