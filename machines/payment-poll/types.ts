/** Types of the payment-poll chart (payment-poll-machine.ts): the QR page. */
import type { Navigate } from '../navigation.ts';
import type { OrderHistoryNavState } from '../order-history/index.ts';
import type { QrNavState } from '../pay/index.ts';

/** QrNavState: the navigation state the checkout (or the pay flow) hands to the QR page; null when opened cold. */
export type { QrNavState };

export type PaymentPollInput = {
  paymentId: string;
  orderId: string;
  navState: QrNavState | null;
  /** Epoch ms when the page opened (the first clock reading; later ones come from `readClock`). */
  now: number;
};

/** What the page needs of the order detail (contract/orders.ts OrderDetail). */
export type PaymentOrder = { order_no: string; total_amount?: number | null };

export type LoadOrderInput = { orderId: string };
export type PaymentIdInput = { paymentId: string };
/** Output of checkStatus and inquire: the payment_status number (CONTRACT.md). */
export type PaymentStatusOutput = { paymentStatus: number };

/** Input of shareQr: the QR as base64 JPEG and the file name to save it under. */
export type ShareQrInput = { qrCode: string; fileName: string };
/**
 * Output of shareQr: 'shared' (the share sheet saved or sent it), 'cancelled' (the customer closed
 * the sheet), 'unsupported' (no Web Share with files here: show the image large to long-press).
 */
export type ShareQrOutput = 'shared' | 'cancelled' | 'unsupported';

export type PaymentPollContext = {
  paymentId: string;
  orderId: string;
  qrCode: string | null;
  qrTimeoutMinutes: number | null;
  createdDate: string | null;
  totalAmount: number | null;
  orderNo: string | null;
  /** The last clock reading (epoch ms): the countdown is the deadline minus this. */
  now: number;
  order: PaymentOrder | null;
  /**
   * Status checks in a row that got no answer (no connection, a 5xx, none within CHECK_TIMEOUT_MS); a
   * lookup (inquiry) with no answer counts as one.
   */
  failedChecks: number;
  /**
   * The page says the connection is lost (the QR still works, it checks again by itself): set by
   * CONNECTION_LOST_AFTER failed checks in a row or the browser's `offline` event, cleared by the
   * first check that is answered. Never says anything of the payment itself.
   */
  connectionLost: boolean;
};

export type PaymentPollEvent =
  /** Closing the order-detail error dialog. */
  | { type: 'errorDialog.close' }
  /** The page became visible again (visibilitychange): read the clock now. */
  | { type: 'page.visible' }
  /** 'Go to the order': /ordershistory/{order_id}. */
  | { type: 'order.open' }
  /** The QR expired: create a new payment and open its QR page (the pay flow). */
  | { type: 'qr.renew' }
  /** 'Save QR': the share sheet with the image file, else the image large with a hint (passed on to qrSave). */
  | { type: 'qr.save' }
  /** Close the large image (passed on to qrSave). */
  | { type: 'qr.closeLarge' }
  /** The browser's `offline` event: the line that the connection is lost shows at once. */
  | { type: 'browser.offline' }
  /** The browser's `online` event: check the payment at once, not in up to 10 s. */
  | { type: 'browser.online' }
  /** Raised by the deadline region when the QR expires: the polling looks at the payment at once. */
  | { type: 'deadline.reached' };

/** Every way out: a new QR page takes QrNavState, order history the order whose payment was not made. */
export type PaymentPollEmitted = Navigate<QrNavState | OrderHistoryNavState>;

/** The save-the-QR child chart (qr-save-machine.ts): what it shares once the customer presses save. */
export type QrSaveContext = { share: ShareQrInput | null };

export type QrSaveEvent =
  /** 'Save QR', passed on by the QR page's chart with the image and its file name. */
  | ({ type: 'qr.save' } & ShareQrInput)
  /** Close the large image. */
  | { type: 'qr.closeLarge' };
