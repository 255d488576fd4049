// /summary's chosen coupon across a reload, and a choice that could not be priced (offline).
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type CheckoutInput,
  type CheckoutSummary,
  checkoutMachine,
  createCheckoutImplementations,
  hasCouponFailed,
  readCouponChoice,
  type SummaryRequest,
  selectCurrentCoupon,
  selectTickedCode,
} from '../../machines/checkout/index.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { ADDRESS, ADDRESSES, oneLineSummary } from '../fixtures/shop.ts';
import { memoryStorage } from './helpers.ts';
import { coupon } from './transitions/charts/checkout-samples.ts';

const NOW = 1_800_000_000_000;
const OFF = { C50: 50, C20: 20 } as const;
/** The server's answer with `selected` applied (C50, the larger discount, is the best). */
const priced = (selected: 'C50' | 'C20' | null) => {
  const off = selected ? OFF[selected] : 0;
  const answer = oneLineSummary(
    { sku_id: 11, quantity: 2, price: 330, net_price: 330, total_net_price: 660, title: 'น้ำ' },
    { total_sale: 660, total_net_price: 660 - off, total_shipping: 0 },
    ADDRESS,
  );
  const coupons = (['C50', 'C20'] as const).map((code) => ({
    ...coupon(code, code === selected),
    name: `คูปอง ${code}`,
    discount: OFF[code],
  }));
  const cart = { ...answer.cart[0], coupons, coupon_discount: off };
  return { ...answer, cart: [cart] } as unknown as CheckoutSummary;
};
const refusal = Object.assign(new Error('query.coupon_code cannot be used for this order'), {
  status: 409,
  errors: [{ path: 'query.coupon_code', message: 'cannot be used for this order' }],
});
const offline = Object.assign(new Error('Failed to fetch'), { status: null, kind: 'network' });

/** A /summary opened over `storage` as the app opens it (the choice read from storage), the server answering `answer`. */
function open(storage: ReturnType<typeof memoryStorage>, answer: (req: SummaryRequest) => CheckoutSummary) {
  const requests: SummaryRequest['query'][] = [];
  const server = { answer };
  const getSummary = vi.fn(async (req: SummaryRequest) => {
    requests.push(req.query);
    return server.answer(req);
  });
  const implementations = createCheckoutImplementations({
    api: { getAddresses: async () => ADDRESSES, getSummary, createOrder: vi.fn() } as never,
    storage,
    now: () => NOW,
    log: () => {},
    cart: { removeOrdered: () => {}, addNudge: vi.fn() },
  });
  const input: CheckoutInput = {
    lines: [{ sku_id: 11, quantity: 2, seq: 1 }],
    selectedTotal: 660,
    idempotencyKey: 'k',
    savedCoupon: readCouponChoice(storage, NOW),
  };
  const actor = createActor(checkoutMachine.provide(implementations), { input }).start();
  return { actor, requests, server, ready: () => waitFor(actor, (s) => s.matches('ready')) };
}
const byQuery = (req: SummaryRequest) =>
  priced(req.query.not_use_coupon ? null : ((req.query.coupon_code as 'C20' | undefined) ?? 'C50'));

describe('the coupon chosen on /summary', () => {
  it('is asked for again after a reload, and so is "no coupon"', async () => {
    const storage = memoryStorage();
    const first = open(storage, byQuery);
    await first.ready();
    expect(selectCurrentCoupon(first.actor.getSnapshot())?.code).toBe('C50');
    first.actor.send({ type: 'coupon.openPicker' });
    first.actor.send({ type: 'coupon.toggle', code: 'C20' });
    first.actor.send({ type: 'coupon.confirm' });
    await first.ready();
    first.actor.stop();

    const reloaded = open(storage, byQuery);
    await reloaded.ready();
    expect(reloaded.requests).toEqual([{ coupon_code: 'C20' }]);
    expect(selectCurrentCoupon(reloaded.actor.getSnapshot())?.name).toBe('คูปอง C20');
    reloaded.actor.send({ type: 'coupon.openPicker' });
    reloaded.actor.send({ type: 'coupon.toggle', code: 'C20' });
    reloaded.actor.send({ type: 'coupon.confirm' });
    await reloaded.ready();
    expect(readCouponChoice(storage, NOW)).toEqual({ code: null });
    const third = open(storage, byQuery);
    await third.ready();
    expect(third.requests).toEqual([{ not_use_coupon: '1' }]);
    expect(selectCurrentCoupon(third.actor.getSnapshot())).toBeNull();
  });

  it('is forgotten when the server refuses it for these lines, and the best coupon is applied', async () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.couponChoice]: JSON.stringify({ code: 'C20', savedAt: NOW - 60_000 }),
    });
    const page = open(storage, (req) => {
      if (req.query.coupon_code === 'C20') throw refusal;
      return byQuery(req);
    });
    await page.ready();
    expect(page.requests).toEqual([{ coupon_code: 'C20' }, {}]);
    expect(selectCurrentCoupon(page.actor.getSnapshot())?.code).toBe('C50');
    expect(storage.data.has(STORAGE_KEYS.couponChoice)).toBe(false);
  });

  it('a day old, is not asked for', () => {
    const stored = (savedAt: number) =>
      memoryStorage({ [STORAGE_KEYS.couponChoice]: JSON.stringify({ code: 'C20', savedAt }) });
    expect(readCouponChoice(stored(NOW - 86_400_000 + 1), NOW)).toEqual({ code: 'C20' });
    expect(readCouponChoice(stored(NOW - 86_400_000), NOW)).toBeNull();
    expect(readCouponChoice(memoryStorage({ [STORAGE_KEYS.couponChoice]: '{"code":5}' }), NOW)).toBeNull();
  });
});

describe('a coupon chosen offline', () => {
  it('keeps the priced coupon shown and ticked, says so, and a later choice online applies', async () => {
    const storage = memoryStorage();
    const page = open(storage, byQuery);
    await page.ready();
    page.server.answer = () => {
      throw offline;
    };
    page.actor.send({ type: 'coupon.openPicker' });
    page.actor.send({ type: 'coupon.toggle', code: 'C20' });
    page.actor.send({ type: 'coupon.confirm' });
    await page.ready();
    const failed = page.actor.getSnapshot();
    expect(hasCouponFailed(failed)).toBe(true);
    expect(selectCurrentCoupon(failed)?.code).toBe('C50');
    expect(failed.context.summary?.cart[0]?.total_net_price).toBe(610);
    expect(readCouponChoice(storage, NOW)).toBeNull();
    page.actor.send({ type: 'coupon.openPicker' });
    expect(selectTickedCode(page.actor.getSnapshot())).toBe('C50');
    expect(hasCouponFailed(page.actor.getSnapshot())).toBe(false);

    page.server.answer = byQuery;
    page.actor.send({ type: 'coupon.toggle', code: 'C20' });
    page.actor.send({ type: 'coupon.confirm' });
    await page.ready();
    expect(selectCurrentCoupon(page.actor.getSnapshot())?.code).toBe('C20');
    expect(readCouponChoice(storage, NOW)).toEqual({ code: 'C20' });
  });
});
