import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import {
  createPaymentPollImplementations,
  createQrSaveImplementations,
  shareQrImage,
} from '../../machines/payment-poll/index.ts';

// The QR page's factory (machines/payment-poll/payment-poll-implementations.ts, ADR 0009): which API
// call each actor makes, with what, and what it hands the chart (spec section 4 "Payment status",
// section 7 "The calls it makes").

// biome-ignore lint/suspicious/noExplicitAny: each actor has its own input type
const run = (logic: unknown, input?: any) =>
  toPromise(createActor(logic as AnyActorLogic, { input }).start());
const SIGNAL = { signal: expect.any(AbortSignal) };

function factory(navigator?: { canShare?: () => boolean; share?: () => Promise<void> }) {
  const api = {
    getOrderDetail: vi.fn(async () => ({ order_id: 42, order_no: 'SO-42', total_amount: 1500 })),
    checkPaymentStatus: vi.fn(async () => ({ payment_status: 1 })),
    inquirePayment: vi.fn(async () => ({ payment_status: 2 })),
    createPayment: vi.fn(async () => ({ payment_id: 'P2', qr_image: 'QUJD', qr_timeout: 15 })),
  };
  const now = vi.fn(() => 1_767_261_600_000);
  return {
    api,
    now,
    implementations: createPaymentPollImplementations({ api: api as never, now, navigator }),
  };
}

describe('createPaymentPollImplementations', () => {
  it('the order detail: GET /orders/detail for the page’s order', async () => {
    const { api, implementations } = factory();
    expect(await run(implementations.actors?.loadOrder, { orderId: '42' })).toEqual({
      order_id: 42,
      order_no: 'SO-42',
      total_amount: 1500,
    });
    expect(api.getOrderDetail).toHaveBeenCalledWith({ query: { order_id: '42' } }, SIGNAL);
  });

  it('the status check (GET) and the inquiry (POST) of the page’s payment give its payment_status', async () => {
    const { api, implementations } = factory();
    expect(await run(implementations.actors?.checkStatus, { paymentId: 'P1' })).toEqual({ paymentStatus: 1 });
    expect(api.checkPaymentStatus).toHaveBeenCalledWith({ params: { payment_id: 'P1' } }, SIGNAL);
    expect(api.inquirePayment).not.toHaveBeenCalled();
    expect(await run(implementations.actors?.inquire, { paymentId: 'P1' })).toEqual({ paymentStatus: 2 });
    expect(api.inquirePayment).toHaveBeenCalledWith({ params: { payment_id: 'P1' } }, SIGNAL);
  });

  it('the clock is the one given', async () => {
    const { now, implementations } = factory();
    expect(await run(implementations.actors?.readClock)).toBe(1_767_261_600_000);
    expect(now).toHaveBeenCalled();
  });

  it('saving the QR goes through the navigator given', async () => {
    const share = vi.fn(async () => {});
    const { implementations } = factory({ canShare: () => true, share });
    const qrSave = createActor(implementations.actors?.qrSave as AnyActorLogic).start();
    qrSave.send({ type: 'qr.save', qrCode: 'QUJD', fileName: 'promptpay-SO-42.jpg' });
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(
      await run(createQrSaveImplementations({ navigator: {} }).actors?.shareQr, {
        qrCode: 'QUJD',
        fileName: 'x.jpg',
      }),
    ).toBe('unsupported');
  });
});

describe('shareQrImage: the share sheet only where it can take the file', () => {
  const qr = { qrCode: 'QUJD', fileName: 'promptpay-SO-42.jpg' };

  it('no navigator, or one without canShare or without share: unsupported (the QR shown large)', async () => {
    const share = vi.fn(async () => {});
    expect(await shareQrImage(qr, undefined)).toBe('unsupported');
    expect(await shareQrImage(qr, { share })).toBe('unsupported');
    expect(await shareQrImage(qr, { canShare: () => true })).toBe('unsupported');
    expect(share).not.toHaveBeenCalled();
  });

  it('asks canShare about the JPEG file itself', async () => {
    const canShare = vi.fn((_: ShareData) => false);
    expect(await shareQrImage(qr, { canShare, share: async () => {} })).toBe('unsupported');
    const file = canShare.mock.calls[0]?.[0].files?.[0];
    expect(file?.name).toBe('promptpay-SO-42.jpg');
    expect(file?.type).toBe('image/jpeg');
  });
});
