import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { LINES_MAX } from '../../contract/limits.ts';
import {
  ATTEMPT_TTL_MS,
  cannotOrder,
  createCheckoutImplementations,
  createPaymentCouponImplementations,
  type OrderAttempt,
  readOrderAttempt,
} from '../../machines/checkout/index.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { memoryStorage } from './helpers.ts';

// Checkout's factory and helpers beside the chart (machines/checkout/, ADR 0009) at their edges:
// the pay button's rule (spec section 5 "Cart pay button", section 9), the order attempts kept
// across reloads (docs/adr, issue 20 item 7) and the calls the factory's actors make.

// biome-ignore lint/suspicious/noExplicitAny: each actor has its own input type
const run = (logic: unknown, input?: any) =>
  toPromise(createActor(logic as AnyActorLogic, { input }).start());
const SIGNAL = { signal: expect.any(AbortSignal) };
const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ sku_id: i + 1, quantity: 1, seq: i + 1 }));

describe('cannotOrder: the pay button’s rule', () => {
  it('no line, under 500 baht or more than LINES_MAX lines: no order; exactly LINES_MAX lines: an order', () => {
    expect(cannotOrder({ context: { lines: [], selectedTotal: 600 } })).toBe(true);
    expect(cannotOrder({ context: { lines: lines(1), selectedTotal: 499.99 } })).toBe(true);
    expect(cannotOrder({ context: { lines: lines(1), selectedTotal: 500 } })).toBe(false);
    expect(cannotOrder({ context: { lines: lines(LINES_MAX), selectedTotal: 600 } })).toBe(false);
    expect(cannotOrder({ context: { lines: lines(LINES_MAX + 1), selectedTotal: 600 } })).toBe(true);
  });
});

describe('readOrderAttempt: only well-formed attempts of the last day', () => {
  const NOW = 1_800_000_000_000;
  const attempt = { selection: '11x1', key: 'k1', couponCode: null, body: { total: 1 }, savedAt: NOW - 1000 };
  const read = (stored: unknown, now = NOW) =>
    readOrderAttempt('11x1', memoryStorage({ [STORAGE_KEYS.orderAttempts]: JSON.stringify(stored) }), now);

  it('reads a kept attempt, with or without a coupon, without its saving time', () => {
    const { savedAt: _, ...kept } = attempt;
    expect(read([attempt])).toEqual(kept);
    expect(read([{ ...attempt, couponCode: 'C50' }])).toEqual({ ...kept, couponCode: 'C50' });
  });

  it.each([
    ['no selection', { selection: undefined }],
    ['no key', { key: 7 }],
    ['a saving time that is not a number', { savedAt: String(NOW - 1000) }],
    ['a coupon that is not text', { couponCode: 5 }],
    ['no body', { body: null }],
    ['a body that is text', { body: 'x' }],
  ])('%s: ignored', (_, fields) => expect(read([{ ...attempt, ...fields }])).toBeNull());

  it('null entries and stored values that are not lists are ignored', () => {
    expect(read([null, attempt])).not.toBeNull();
    expect(read({ 0: attempt })).toBeNull();
  });

  it('an attempt a day old is ignored (an unpaid order is cancelled after 24 hours)', () => {
    expect(ATTEMPT_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(read([attempt], attempt.savedAt + ATTEMPT_TTL_MS - 1)).not.toBeNull();
    expect(read([attempt], attempt.savedAt + ATTEMPT_TTL_MS)).toBeNull();
  });
});

describe('the factories’ calls', () => {
  it('/payment/coupon’s summary: POST /summary/saleitem with the body and query asked', async () => {
    const getSummary = vi.fn(async () => ({ cart: [] }));
    const { actors } = createPaymentCouponImplementations({ api: { getSummary } as never });
    const request = { body: [{ sku_id: 11, quantity: 2 }], query: { coupon_code: 'C50' } };
    expect(await run(actors?.loadSummary, request)).toEqual({ cart: [] });
    expect(getSummary).toHaveBeenCalledWith(request, SIGNAL);
  });

  it('checkout: the addresses (GET), the summary (POST), and a nudge added with the attempt kept for the new selection', async () => {
    const getAddresses = vi.fn(async () => ({ addresses: [] }));
    const getSummary = vi.fn(async () => ({ cart: [] }));
    const entry = { lines: lines(1), selectedTotal: 600 };
    const kept: OrderAttempt = {
      selection: '1x1',
      key: 'k',
      couponCode: null,
      body: { total: 600 } as never,
    };
    const storage = memoryStorage({
      [STORAGE_KEYS.orderAttempts]: JSON.stringify([{ ...kept, savedAt: 1000 }]),
    });
    const addNudge = vi.fn(() => entry);
    const { actors } = createCheckoutImplementations({
      api: { getAddresses, getSummary, createOrder: vi.fn() } as never,
      storage,
      now: () => 2000,
      log: () => {},
      cart: { removeOrdered: () => {}, addNudge },
    });
    await run(actors?.loadAddresses);
    expect(getAddresses).toHaveBeenCalledWith({}, SIGNAL);
    await run(actors?.loadSummary, { body: [], query: {} });
    expect(getSummary).toHaveBeenCalledWith({ body: [], query: {} }, SIGNAL);
    expect(await run(actors?.addNudge, { sku_id: 1, quantity: 3 })).toEqual({ ...entry, savedAttempt: kept });
    expect(addNudge).toHaveBeenCalledWith({ sku_id: 1, quantity: 3 });
  });
});
