import { type PaymentPollSnapshot, remainingSeconds } from './payment-poll-machine.ts';
import type { QrSaveSnapshot } from './qr-save-machine.ts';

/** The QR data is there and the page is watching the payment. */
export const isActive = (snapshot: PaymentPollSnapshot): boolean => snapshot.matches('active');

/** The order detail failed to load: show the error dialog. */
export const showsErrorDialog = (snapshot: PaymentPollSnapshot): boolean => snapshot.hasTag('errorDialog');

/** The deadline passed: the expired notice with 'new QR' and 'go to the order' instead of the QR. */
export const isExpired = (snapshot: PaymentPollSnapshot): boolean => snapshot.hasTag('expired');

/** Paid, but not for this order (status 6): the refund notice with a way to the order. */
export const isPaidToRefund = (snapshot: PaymentPollSnapshot): boolean => snapshot.hasTag('paidToRefund');

/** A new payment is being created (the 'new QR' button is busy). */
export const isRenewing = (snapshot: PaymentPollSnapshot): boolean => snapshot.hasTag('busy');

/**
 * The status checks (or the lookup of an ended payment) do not reach the server (failed looks in a
 * row, or the browser offline): the page says so in one line, the QR stays; gone with the first
 * answered check (payment-poll-machine.ts, its polling region). Only while the page is watching the
 * payment (a look runs or is due): never on the refund notice or once settled.
 */
export const isConnectionLost = (snapshot: PaymentPollSnapshot): boolean =>
  snapshot.hasTag('watching') && snapshot.context.connectionLost;

/** Saving the QR (qr-save-machine.ts): there while the QR can be paid, gone once it expired. */
export const selectQrSave = (snapshot: PaymentPollSnapshot) => snapshot.children.qrSave;

/** The share sheet is open (the save button is busy). Read from selectQrSave's snapshot. */
export const isSharing = (save: QrSaveSnapshot | undefined): boolean => save?.hasTag('sharing') ?? false;

/** No share sheet with files: the QR shown large with the long-press hint. */
export const isQrEnlarged = (save: QrSaveSnapshot | undefined): boolean => save?.hasTag('enlarged') ?? false;

/** 'New QR' can be pressed (expired, nothing in flight). */
export const canRenew = (snapshot: PaymentPollSnapshot): boolean => snapshot.can({ type: 'qr.renew' });

/** 'Save QR' can be pressed (the QR is payable, no share in flight). */
export const canSave = (save: QrSaveSnapshot | undefined): boolean => save?.matches('idle') ?? false;

/** Seconds to the deadline at the last clock reading. */
export const selectRemainingSeconds = (snapshot: PaymentPollSnapshot): number =>
  remainingSeconds(snapshot.context);

/** 'mm:ss' (or 'h:mm:ss' from an hour up) of a number of seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

export const selectClock = (snapshot: PaymentPollSnapshot): string =>
  formatClock(selectRemainingSeconds(snapshot));

export const selectQrCode = (snapshot: PaymentPollSnapshot): string | null => snapshot.context.qrCode;
export const selectTotalAmount = (snapshot: PaymentPollSnapshot): number | null =>
  snapshot.context.totalAmount;
export const selectOrderNo = (snapshot: PaymentPollSnapshot): string | null => snapshot.context.orderNo;

/**
 * What the QR page shows (usePaymentPoll): whether it is open, expired or the refund notice; the
 * order number and amount, the QR and the time left; the error dialog; the 'new QR' button; the
 * connection-lost line.
 */
export const qrPageView = (snapshot: PaymentPollSnapshot) => ({
  active: isActive(snapshot),
  expired: isExpired(snapshot),
  paidToRefund: isPaidToRefund(snapshot),
  clock: selectClock(snapshot),
  errorDialog: showsErrorDialog(snapshot),
  qrCode: selectQrCode(snapshot),
  totalAmount: selectTotalAmount(snapshot),
  orderNo: selectOrderNo(snapshot),
  renewing: isRenewing(snapshot),
  canRenew: canRenew(snapshot),
  connectionLost: isConnectionLost(snapshot),
});

/** What the QR page shows of saving the QR (selectQrSave's snapshot): the busy button, the large QR. */
export const qrSaveView = (save: QrSaveSnapshot | undefined) => ({
  sharing: isSharing(save),
  canSave: canSave(save),
  enlarged: isQrEnlarged(save),
});
