import type { PaymentPollSnapshot } from './payment-poll-machine.ts';

/** The QR data is there and the page is watching the payment. */
export const isActive = (snapshot: PaymentPollSnapshot): boolean => snapshot.matches('active');

/** The order detail failed to load: show the error dialog. */
export const showsErrorDialog = (snapshot: PaymentPollSnapshot): boolean => snapshot.hasTag('errorDialog');

/** The countdown reached zero: show the expiry text instead of the clock. */
export const isExpired = (snapshot: PaymentPollSnapshot): boolean => snapshot.hasTag('expired');

export const selectRemainingSeconds = (snapshot: PaymentPollSnapshot): number =>
  snapshot.context.remainingSeconds;

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
  formatClock(snapshot.context.remainingSeconds);

/** What the QR page shows of the payment. */
export const selectQr = (snapshot: PaymentPollSnapshot) => ({
  qrCode: snapshot.context.qrCode,
  totalAmount: snapshot.context.totalAmount,
  orderNo: snapshot.context.orderNo,
});
