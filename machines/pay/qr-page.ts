import { paths } from '../../contract/app-paths.ts';

/**
 * The QR page's address and navigation state (spec section 2 "Payment screens", section 5): one
 * builder for every flow that opens it, the checkout (from the placed order) and the pay flow (from
 * a created payment, which knows no order number). machines/payment-poll reads the state back.
 */

/** The navigation state the QR page reads (handed over by the checkout or the pay flow). */
export type QrNavState = {
  qr_code?: string | null;
  qr_timeout?: number | null;
  created_date?: string | null;
  total_amount?: number | null;
  order_no?: string | null;
};

/** What a flow knows of the QR it opens; null where its answer had nothing. */
export type QrPage = {
  orderId: string | number;
  paymentId: string | number;
  qrCode: string | null;
  /** Minutes the QR can be paid from `createdDate`. */
  qrTimeout: number | null;
  createdDate: string | null;
  totalAmount: number | null;
  /** The order number when the flow knows it (the checkout); the QR page loads it otherwise. */
  orderNo: string | null;
};

/** The QR page of a payment, with the QR data as navigation state (the order number only when known). */
export function qrPageNavigation(page: QrPage): { to: string; state: QrNavState } {
  return {
    to: paths.qr(page.paymentId, page.orderId),
    state: {
      qr_code: page.qrCode,
      qr_timeout: page.qrTimeout,
      created_date: page.createdDate,
      total_amount: page.totalAmount,
      ...(page.orderNo !== null && { order_no: page.orderNo }),
    },
  };
}
