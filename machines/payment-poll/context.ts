import type { PaymentPollContext, PaymentPollInput, ShareQrInput } from './types.ts';

/**
 * The QR page chart's context (payment-poll-machine.ts): what it starts from (the QR data of the
 * navigation state) and the countdown it shows, computed from the deadline and the last clock
 * reading, never decremented.
 */

/** The QR's deadline in epoch ms: created_date + qr_timeout minutes (NaN when unreadable). */
export function deadlineOf(createdDate: string, qrTimeoutMinutes: number): number {
  return Date.parse(createdDate) + qrTimeoutMinutes * 60_000;
}

/** Seconds from `now` to the deadline (0 when past or unreadable). */
export function secondsLeft(createdDate: string, qrTimeoutMinutes: number, now: number): number {
  const deadline = deadlineOf(createdDate, qrTimeoutMinutes);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Seconds left of the context's QR at its last clock reading. */
export const remainingSeconds = (context: PaymentPollContext): number =>
  context.createdDate !== null && context.qrTimeoutMinutes !== null
    ? secondsLeft(context.createdDate, context.qrTimeoutMinutes, context.now)
    : 0;

export function initialContext({ input }: { input: PaymentPollInput }): PaymentPollContext {
  const nav = input.navState ?? {};
  return {
    paymentId: input.paymentId,
    orderId: input.orderId,
    qrCode: nav.qr_code || null,
    qrTimeoutMinutes: typeof nav.qr_timeout === 'number' ? nav.qr_timeout : null,
    createdDate: nav.created_date || null,
    totalAmount: typeof nav.total_amount === 'number' ? nav.total_amount : null,
    orderNo: nav.order_no || null,
    now: input.now,
    order: null,
    failedChecks: 0,
    connectionLost: false,
  };
}

/** The QR image and the file it is saved as: promptpay-{order number, else order id}.jpg. */
export const qrToSave = (context: PaymentPollContext): ShareQrInput => ({
  qrCode: context.qrCode ?? '',
  fileName: `promptpay-${context.orderNo ?? context.orderId}.jpg`,
});

/** A navigation the QR page emits; every way out replaces the QR page but the order's detail. */
export const leaveFor = (to: string, replace = true) => ({ type: 'navigate' as const, to, replace });
