import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  buildOrderRequest,
  type CheckoutEmitted,
  type CheckoutSummary,
  canPlaceOrder,
  checkoutMachine,
  describeError,
  hasCouponFailed,
  isCouponUsable,
  isLoadFailed,
  type OrderPlaced,
  orderErrorKind,
  orderPlacementMachine,
  selectCoupons,
  selectCurrentCode,
  selectCurrentCoupon,
  selectOrderErrorKind,
  selectShippingAddress,
  selectSummaryCart,
} from '../../machines/checkout/index.ts';
import { ADDRESS, ADDRESSES, oneLineSummary } from '../fixtures/shop.ts';
import { flush } from './helpers.ts';

/*
 * Spec rules of /summary that the chart suite did not pin (found by mutation testing, docs/mutation.md):
 * - section 2 "Summary" and section 4 "Placing an order": the QR page only when BOTH a payment id and
 *   a QR code come back, otherwise order history;
 * - section 8 "Order placement failure": an error dialog the customer can close.
 */

const SUMMARY = oneLineSummary(
  { sku_id: 11, quantity: 5, price: 120, net_price: 120, total_net_price: 600, title: 'น้ำ' },
  { total_sale: 600, total_net_price: 660, total_shipping: 60 },
  ADDRESS,
) as unknown as CheckoutSummary;
const ORDER: OrderPlaced = {
  order_id: 5,
  order_no: 'SO-5',
  payment_id: 9,
  qr_code: 'QkFTRTY0',
  qr_timeout: 15,
  created_date: '2026-11-21T06:00:00Z',
  total_amount: 660,
};

/** /summary with its loads answered (a thrown value rejects). */
async function opened(summary: () => CheckoutSummary = () => SUMMARY, placed: unknown = ORDER) {
  const emitted: CheckoutEmitted[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => ADDRESSES),
        loadSummary: fromPromise(async () => summary()),
        orderPlacement: orderPlacementMachine.provide({
          actors: {
            placeOrder: fromPromise(async () => {
              if (!(placed as OrderPlaced).order_no) throw placed;
              return placed as OrderPlaced;
            }),
          },
        }),
      },
    }),
    { input: { lines: [{ sku_id: 11, quantity: 5, seq: 1 }], selectedTotal: 600, idempotencyKey: 'k' } },
  );
  actor.on('navigate', (event) => void emitted.push(event));
  actor.start();
  await flush();
  return { actor, emitted };
}

/** A loaded /summary whose order request answers `placed` (an Error-like object rejects). */
async function placing(placed: OrderPlaced | { message: string; status: number }) {
  const { actor, emitted } = await opened(() => SUMMARY, placed);
  expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'order.place' });
  await flush();
  return { actor, emitted };
}

describe('placing an order: where the customer goes', () => {
  it('payment id and QR code -> the QR page', async () => {
    const { emitted } = await placing(ORDER);
    expect(emitted.map((e) => e.to)).toEqual(['/payment/9/5/qrcode']);
  });

  it('a QR code without a payment id -> order history', async () => {
    const { emitted } = await placing({ ...ORDER, payment_id: null });
    expect(emitted).toEqual([{ type: 'navigate', to: '/ordershistory', replace: true }]);
  });

  it('a payment id without a QR code (null or empty) -> order history', async () => {
    for (const qr_code of [null, '']) {
      const { emitted } = await placing({ ...ORDER, qr_code });
      expect(emitted).toEqual([{ type: 'navigate', to: '/ordershistory', replace: true }]);
    }
  });
});

describe('order placement failure: the error dialog', () => {
  it('shows the error text; closing it removes the dialog and the button stays enabled', async () => {
    const { actor } = await placing({ message: 'Internal error', status: 500 });
    expect(actor.getSnapshot().context.orderError).toBe('Internal error');
    expect(selectOrderErrorKind(actor.getSnapshot())).toBe('server');
    actor.send({ type: 'order.dismissError' });
    expect(actor.getSnapshot().context.orderError).toBeNull();
    expect(selectOrderErrorKind(actor.getSnapshot())).toBeNull();
    expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  });
});

describe('what the customer is told about a failed order (section 8: the error as text)', () => {
  it('maps each kind of failure', () => {
    expect(orderErrorKind({ status: 403 })).toBe('signIn');
    expect(orderErrorKind({ status: 408 })).toBe('timeout');
    expect(orderErrorKind({ status: 302 })).toBe('server');
    expect(orderErrorKind({ status: 503 })).toBe('server');
  });

  it('a rejection with nothing in it is a server error shown as text', () => {
    expect(orderErrorKind(null)).toBe('server');
    expect(describeError(null)).toBe('null');
    expect(orderErrorKind(undefined)).toBe('server');
  });
});

describe('summary answers and the order button', () => {
  it('a coupon change that cannot be priced keeps the summary shown, says so, and the order button is back', async () => {
    let calls = 0;
    const { actor } = await opened(() => {
      calls += 1;
      if (calls > 1) throw new Error('summary down');
      return SUMMARY;
    });
    actor.send({ type: 'coupon.openPicker' });
    actor.send({ type: 'coupon.confirm' });
    await flush();
    expect(calls).toBe(2);
    expect(selectSummaryCart(actor.getSnapshot())?.total_net_price).toBe(660);
    expect(hasCouponFailed(actor.getSnapshot())).toBe(true);
    expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  });

  it('once the order is made (QR page or order history) the checkout is over: nothing more can be placed', async () => {
    for (const placed of [ORDER, { ...ORDER, qr_code: null }]) {
      const { actor } = await placing(placed);
      expect(actor.getSnapshot().status).toBe('done');
      expect(canPlaceOrder(actor.getSnapshot())).toBe(false);
    }
  });

  it('the summary failed, the addresses loaded: no dialog, the retry line, the order button stays disabled', async () => {
    const { actor } = await opened(() => {
      throw new Error('summary down');
    });
    expect(isLoadFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.orderError).toBeNull();
    expect(canPlaceOrder(actor.getSnapshot())).toBe(false);
    expect(selectSummaryCart(actor.getSnapshot())).toBeNull();
    expect(selectCoupons(actor.getSnapshot())).toEqual([]);
  });

  it('a summary with no cart: no current coupon, and an order body with nothing in it', async () => {
    const empty = { ...SUMMARY, cart: [] } as CheckoutSummary;
    const { actor } = await opened(() => empty);
    expect(selectCurrentCode(actor.getSnapshot())).toBeNull();
    expect(selectSummaryCart(actor.getSnapshot())).toBeNull();
    expect(selectCoupons(actor.getSnapshot())).toEqual([]);
    expect(buildOrderRequest(empty, ADDRESSES, null)).toMatchObject({
      total: 0,
      shipping_fee: 0,
      discount_shipping: 0,
      order_items: [],
    });
  });

  it('the loaded summary is what the screen shows', async () => {
    const { actor } = await opened();
    expect(selectSummaryCart(actor.getSnapshot())?.total_net_price).toBe(660);
    const coupon = { code: 'C50', name: 'C50', detail: '', image: null, end_date: '2030-01-01T00:00:00Z' };
    const withCoupon = {
      ...SUMMARY,
      cart: [{ ...SUMMARY.cart[0], coupons: [{ ...coupon, selected: true, discount: 50 }] }],
    } as CheckoutSummary;
    const loaded = await opened(() => withCoupon);
    expect(selectCoupons(loaded.actor.getSnapshot()).map((c) => c.code)).toEqual(['C50']);
    expect(selectCurrentCode(loaded.actor.getSnapshot())).toBe('C50');
    const noMatching = {
      ...SUMMARY,
      cart: [{ ...SUMMARY.cart[0], shipping_matching: [] }],
    } as CheckoutSummary;
    expect(buildOrderRequest(noMatching, ADDRESSES, null).discount_shipping).toBe(0);
  });

  it('the delivery address: the summary’s, else the customer’s shipping address', async () => {
    const summaryAddress = { ...ADDRESS, id: 70 };
    const { actor } = await opened(
      () => ({ ...SUMMARY, shipping_address: [summaryAddress] }) as CheckoutSummary,
    );
    expect(selectShippingAddress(actor.getSnapshot())).toEqual(summaryAddress);
    const without = await opened(() => ({ ...SUMMARY, shipping_address: [] }) as unknown as CheckoutSummary);
    expect(selectShippingAddress(without.actor.getSnapshot())).toEqual(ADDRESS);
  });

  it('before the summary and the addresses have loaded: no delivery address yet', () => {
    const actor = createActor(checkoutMachine, {
      input: { lines: [{ sku_id: 11, quantity: 5, seq: 1 }], selectedTotal: 600, idempotencyKey: 'k' },
    }).start();
    expect(selectShippingAddress(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('the coupon the summary was priced with, among the others; none without one', async () => {
    const coupon = (code: string, selected: boolean) => ({
      code,
      name: code,
      detail: '',
      image: null,
      end_date: '2030-01-01T00:00:00Z',
      selected,
      discount: 20,
    });
    const twoCoupons = {
      ...SUMMARY,
      cart: [{ ...SUMMARY.cart[0], coupons: [coupon('C20', false), coupon('C50', true)] }],
    } as CheckoutSummary;
    const { actor } = await opened(() => twoCoupons);
    expect(selectCurrentCoupon(actor.getSnapshot())?.code).toBe('C50');
    const none = await opened();
    expect(selectCurrentCoupon(none.actor.getSnapshot())).toBeNull();
  });

  it('a coupon that is not applicable is listed disabled even with a discount', () => {
    expect(isCouponUsable({ applicable: false, discount: 50 })).toBe(false);
  });
});
