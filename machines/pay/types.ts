import type { Navigate } from '../navigation.ts';
/** Types of the pay chart (pay-machine.ts): paying an existing order. */

/** The navigation state the QR page reads (handed over by the checkout or the pay flow). */
export type QrNavState = {
  qr_code?: string | null;
  qr_timeout?: number | null;
  created_date?: string | null;
  total_amount?: number | null;
  order_no?: string | null;
};

export type PayInput = { orderId: string | number };

/** Output of createPayment (contract/payments.ts PaymentCreated); payment_id may be missing. */
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

export type PayEmitted = Navigate<QrNavState>;
