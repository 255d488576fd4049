import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { OrderDetail } from '../../contract/orders.ts';
import {
  canCancel,
  canPay,
  hasOrderLoadFailed,
  isLoadingOrder,
  isOrderUnavailable,
  isSummaryGreyed,
  type LoadOrderDetailInput,
  orderDetailMachine,
  paidOrderView,
  paymentSummaryRows,
  selectOrder,
  showsCancelledBanner,
} from '../../machines/order-detail/index.ts';
import { recordingActor } from './helpers.ts';

/* /ordershistory/{order_id} (spec section 2 "Order detail", section 4 "Order status_id", section 8). */

const ORDER: OrderDetail = {
  order_id: 42,
  order_no: 'SO-42',
  created_date: '2026-11-20T10:00:00+07:00',
  status_id: 1,
  customer_name: 'สมชาย ใจดี',
  shipping_address_detail: {
    phone_1: '0812345678',
    phone_2: null,
    address: '99/12 ถ.พหลโยธิน',
    sub_dist: 'สามเสนใน',
    district: 'พญาไท',
    province: 'กรุงเทพมหานคร',
    zipcode: '10400',
  },
  order_items: [{ sku_id: 1, image_url: null, title: 'น้ำดื่ม', price: 100, quantity: 6 }],
  premiums: [],
  total_sale: 600,
  shipping_fee: 50,
  discount_shipping: 0,
  total_discount: 0,
  coupon_discount: 0,
  coupon_code: null,
  total_amount: 650,
};

describe('order detail rules', () => {
  it('shows the cancelled banner for 6, 7 and 12 only', () => {
    const statuses = [1, 2, 3, 4, 5, 6, 7, 12, 99];
    expect(statuses.filter(showsCancelledBanner)).toEqual([6, 7, 12]);
  });

  it('offers pay for status 1 and cancel for statuses 1 and 2', () => {
    const statuses = [1, 2, 3, 4, 5, 6, 7, 12, 99];
    expect(statuses.filter(canPay)).toEqual([1]);
    expect(statuses.filter(canCancel)).toEqual([1, 2]);
  });

  it('greys the summary for status 7 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].filter(isSummaryGreyed)).toEqual([7]);
  });

  it('lists total, shipping fee and amount to pay, with no discount row at 0', () => {
    expect(paymentSummaryRows(ORDER)).toEqual([
      { key: 'orderTotal', amount: 600 },
      { key: 'shippingFee', amount: 50 },
      { key: 'amountToPay', amount: 650 },
    ]);
  });

  it('adds each discount above 0, as a negative amount, in the order shipping, promotion, coupon', () => {
    const rows = paymentSummaryRows({
      ...ORDER,
      discount_shipping: 50,
      total_discount: 30,
      coupon_discount: 0.01,
    });
    expect(rows.map((r) => r.key)).toEqual([
      'orderTotal',
      'shippingFee',
      'shippingDiscount',
      'promotionDiscount',
      'couponDiscount',
      'amountToPay',
    ]);
    expect(rows.slice(2, 5).map((r) => r.amount)).toEqual([-50, -30, -0.01]);
    expect(paymentSummaryRows({ ...ORDER, total_discount: 12 }).map((r) => r.key)).toEqual([
      'orderTotal',
      'shippingFee',
      'promotionDiscount',
      'amountToPay',
    ]);
  });
});

describe('orderDetailMachine', () => {
  function start(load: (input: LoadOrderDetailInput) => Promise<OrderDetail>) {
    const inputs: LoadOrderDetailInput[] = [];
    const actor = createActor(
      orderDetailMachine.provide({
        actors: {
          loadOrder: recordingActor(inputs, load),
        },
      }),
      { input: { orderId: '42' } },
    );
    actor.start();
    return { actor, inputs };
  }

  it('loads the order of the route on open', async () => {
    const { actor, inputs } = start(async () => ORDER);
    expect(isLoadingOrder(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(inputs).toEqual([{ orderId: '42' }]);
    expect(selectOrder(actor.getSnapshot())).toEqual(ORDER);
    expect(isLoadingOrder(actor.getSnapshot())).toBe(false);
  });

  it('a failed load is silent: no order, not loading', async () => {
    const { actor } = start(() =>
      Promise.reject(Object.assign(new Error('404'), { kind: 'http', status: 404 })),
    );
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(selectOrder(actor.getSnapshot())).toBeNull();
    expect(isLoadingOrder(actor.getSnapshot())).toBe(false);
    expect(isOrderUnavailable(actor.getSnapshot())).toBe(true);
    expect(hasOrderLoadFailed(actor.getSnapshot())).toBe(false);
  });

  it('issue 20: a 5xx is not "not found": the could-not-load line, and the retry loads again', async () => {
    let fails = true;
    const { actor, inputs } = start(() =>
      fails
        ? Promise.reject(Object.assign(new Error('Bad Gateway'), { kind: 'http', status: 502 }))
        : Promise.resolve(ORDER),
    );
    await waitFor(actor, (s) => hasOrderLoadFailed(s));
    expect(isOrderUnavailable(actor.getSnapshot())).toBe(false);
    fails = false;
    actor.send({ type: 'order.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectOrder(actor.getSnapshot())).toEqual(ORDER);
    expect(inputs).toHaveLength(2);
  });

  // The 'payment successful' page reads the same chart: it may say paid only of a paid order.
  it.each([
    [1, 'unpaid'],
    [2, 'paid'],
    [3, 'paid'],
    [4, 'paid'],
    [5, 'paid'],
    [6, 'unpaid'],
    [7, 'unpaid'],
    [12, 'unpaid'],
  ] as const)('the success page reads an order in status %i as %s', async (statusId, view) => {
    const { actor } = start(async () => ({ ...ORDER, status_id: statusId }));
    expect(paidOrderView(actor.getSnapshot())).toBe('checking');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(paidOrderView(actor.getSnapshot())).toBe(view);
  });

  it('the success page says neither paid nor unpaid of an order it could not load, or that is not there', async () => {
    const failed = start(() =>
      Promise.reject(Object.assign(new Error('Bad Gateway'), { kind: 'http', status: 502 })),
    );
    await waitFor(failed.actor, (s) => hasOrderLoadFailed(s));
    expect(paidOrderView(failed.actor.getSnapshot())).toBe('failed');
    const missing = start(() =>
      Promise.reject(Object.assign(new Error('404'), { kind: 'http', status: 404 })),
    );
    await waitFor(missing.actor, (s) => isOrderUnavailable(s));
    expect(paidOrderView(missing.actor.getSnapshot())).toBe('notFound');
  });
});
