/** Types of the payment-poll chart (payment-poll-machine.ts): the QR page's status polling. */

/** The navigation state the checkout (or the pay flow) hands to the QR page; null when opened cold. */
export type QrNavState = {
  qr_code?: string | null;
  qr_timeout?: number | null;
  created_date?: string | null;
  total_amount?: number | null;
  order_no?: string | null;
};

export type PaymentPollInput = {
  paymentId: string;
  orderId: string;
  navState: QrNavState | null;
  /** Epoch ms when the page opened: the countdown starts from created_date + qr_timeout - now. */
  now: number;
};

/** What the page needs of the order detail (src/contract/orders.ts OrderDetail). */
export type PaymentOrder = { order_no: string };

export type LoadOrderInput = { orderId: string };
export type PaymentIdInput = { paymentId: string };
/** Output of checkStatus and inquire: the payment_status number (CONTRACT.md). */
export type PaymentStatusOutput = { paymentStatus: number };

export type PaymentPollContext = {
  paymentId: string;
  orderId: string;
  qrCode: string | null;
  qrTimeoutMinutes: number | null;
  createdDate: string | null;
  totalAmount: number | null;
  orderNo: string | null;
  /** Seconds left before the QR expires (0 once expired). */
  remainingSeconds: number;
  order: PaymentOrder | null;
};

/** The only user event: closing the order-detail error dialog (leaving the page stops the actor). */
export type PaymentPollEvent = { type: 'errorDialog.close' };

export type NavigateEmitted = { type: 'navigate'; to: string; replace: boolean };
export type PaymentPollEmitted = NavigateEmitted;
