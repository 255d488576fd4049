import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type CheckoutAddresses,
  type CheckoutDeps,
  type CheckoutLine,
  type CheckoutSummary,
  canPlaceOrder,
  checkoutMachine,
  createCheckoutImplementations,
  type OrderAttempt,
  type OrderPlaced,
  type OrderRequest,
  type PlaceOrderInput,
  selectionOf,
} from '../../machines/checkout/index.ts';
import {
  ATTEMPT_TTL_MS,
  forgetOrderAttempt,
  readOrderAttempt,
  saveOrderAttempt,
} from '../../machines/checkout/order-attempts.ts';
import type { KeyValueStorage } from '../../machines/storage.ts';
import { orderRequest } from '../fixtures/order-request.ts';
import { flush, memoryStorage } from './helpers.ts';

/*
 * Issue 20 item 7: the Idempotency-Key of an order survives a reload for the same selection and
 * coupon, so a retry after a lost answer gets the first order back, not a second one. Each "visit"
 * is a new chart (a reload of /summary) with a new key base and the attempt src read from storage.
 */

const ADDRESS = {
  id: 7,
  name: '99/9',
  sub_district: 'a',
  district: 'b',
  province: 'c',
  zipcode: '10900',
  phone_1: null,
};
const ADDRESSES: CheckoutAddresses = {
  customer_detail: { name: 'ร้านสมใจ' },
  shipping_address: ADDRESS,
  tax_address: { ...ADDRESS, id: 8, company_name: null },
};
const DISCOUNT: Record<string, number> = { C50: 50, C20: 20 };
/** The summary the server answers: the coupons it offers, the chosen one (else the best) applied. */
function summaryOf(lines: CheckoutLine[], offered: string[], chosen?: string | null): CheckoutSummary {
  const code = chosen === undefined ? (offered[0] ?? null) : chosen;
  const sale = lines.reduce((sum, line) => sum + 300 * line.quantity, 0);
  const discount = code ? (DISCOUNT[code] ?? 0) : 0;
  return {
    cart: [
      {
        sale_items: lines.map((line) => ({
          ...line,
          price: 300,
          net_price: 300,
          total_net_price: 300 * line.quantity,
          title: `SKU ${line.sku_id}`,
          image: null,
        })),
        coupons: offered.map((c) => ({
          code: c,
          name: c,
          detail: '',
          image: null,
          end_date: '2030-01-01',
          selected: c === code,
          applicable: true,
          discount: DISCOUNT[c] ?? 0,
          status: null,
          privilege_condition_type_name: '',
        })),
        promotions: [],
        promotion_discounts: 0,
        coupon_discount: discount,
        total_sale: sale,
        total_net_price: sale - discount,
        total_shipping: 0,
        shipping_matching: [{ shipping_discount: 0 }],
      },
    ],
    total_sku_discount: 0,
    shipping_address: [ADDRESS],
  };
}
const ORDER: OrderPlaced = {
  order_id: 5,
  order_no: 'SO261121000005',
  payment_id: 9,
  qr_code: 'QR',
  qr_timeout: 15,
  created_date: '2026-11-21T06:00:00Z',
  total_amount: 550,
};
const LINES: CheckoutLine[] = [
  { sku_id: 11, quantity: 1, seq: 1 },
  { sku_id: 12, quantity: 1, seq: 2 },
];

let visits = 0;
/**
 * Opens /summary once (a new chart: a reload), with `offered` coupons on the server, taps order
 * (after choosing `coupon` when given) and lets the order request answer `answer`.
 */
async function visit(
  store: KeyValueStorage,
  answer: OrderPlaced | { message: string; status?: number; kind?: string },
  {
    lines = LINES,
    offered = ['C50', 'C20'],
    coupon,
  }: { lines?: CheckoutLine[]; offered?: string[]; coupon?: string } = {},
) {
  visits += 1;
  const sent: PlaceOrderInput[] = [];
  const removed: number[][] = [];
  const logged: string[] = [];
  const api = {
    getAddresses: async () => ADDRESSES,
    getSummary: async ({ query }: { query?: { coupon_code?: string } }) =>
      summaryOf(lines, offered, query?.coupon_code),
    createOrder: async ({
      body,
      headers,
    }: {
      body: OrderRequest;
      headers: { 'idempotency-key': string };
    }) => {
      sent.push({ body, idempotencyKey: headers['idempotency-key'] });
      if ('order_id' in answer) return answer;
      throw answer;
    },
  };
  const actor = createActor(
    checkoutMachine.provide(
      createCheckoutImplementations({
        api: api as unknown as CheckoutDeps['api'],
        storage: store,
        now: () => Date.now(),
        log: (message) => void logged.push(message),
        cart: {
          removeOrdered: (ids) => void removed.push(ids),
          addNudge: () => ({ lines, selectedTotal: 600 }),
        },
      }),
    ),
    {
      input: {
        lines,
        selectedTotal: 600,
        idempotencyKey: `visit-${visits}`,
        savedAttempt: readOrderAttempt(selectionOf(lines), store, Date.now()),
      },
    },
  );
  actor.start();
  await flush();
  if (coupon) {
    actor.send({ type: 'coupon.openPicker' });
    actor.send({ type: 'coupon.toggle', code: coupon });
    actor.send({ type: 'coupon.confirm' });
    await flush();
  }
  expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'order.place' });
  await flush();
  return { sent: sent[0] as PlaceOrderInput, actor, removed, logged };
}

const lost = { message: 'Failed to fetch', kind: 'network' };

describe('the Idempotency-Key across reloads (issue 20 item 7)', () => {
  it('same selection and coupon: the same key and body after a reload; forgotten once ordered', async () => {
    const store = memoryStorage();
    const first = await visit(store, lost);
    expect(first.sent.body.coupon_code).toBe('C50');
    const retry = await visit(store, ORDER);
    expect(retry.sent).toEqual(first.sent);
    expect(retry.actor.getSnapshot().status).toBe('done');
    // Confirmed: nothing kept, so a later identical order is a new order with a new key.
    expect(store.data.size).toBe(0);
    const later = await visit(store, ORDER);
    expect(later.sent.body).toEqual(first.sent.body);
    expect(later.sent.idempotencyKey).not.toBe(first.sent.idempotencyKey);
  });

  it('the lost order holds its coupon (no longer offered): the retry still sends that order again', async () => {
    const store = memoryStorage();
    const first = await visit(store, lost);
    expect(first.sent.body.coupon_code).toBe('C50');
    // The server committed it: C50 is used and the reloaded summary applies C20.
    const retry = await visit(store, ORDER, { offered: ['C20'] });
    expect(retry.sent).toEqual(first.sent);
  });

  it('another coupon chosen (the kept one still offered): a new key for the new body', async () => {
    const store = memoryStorage();
    const first = await visit(store, lost);
    const other = await visit(store, lost, { coupon: 'C20' });
    expect(other.sent.body.coupon_code).toBe('C20');
    expect(other.sent.idempotencyKey).not.toBe(first.sent.idempotencyKey);
    // That is now the kept request for this selection.
    expect(readOrderAttempt(selectionOf(LINES), store, Date.now())?.key).toBe(other.sent.idempotencyKey);
  });

  it('another selection (a quantity changed): a new key; each selection keeps its own request', async () => {
    const store = memoryStorage();
    const first = await visit(store, lost);
    const more = [{ ...LINES[0], quantity: 2 } as CheckoutLine, LINES[1] as CheckoutLine];
    const second = await visit(store, lost, { lines: more });
    expect(second.sent.idempotencyKey).not.toBe(first.sent.idempotencyKey);
    expect((await visit(store, lost)).sent).toEqual(first.sent);
    expect((await visit(store, lost, { lines: more })).sent).toEqual(second.sent);
  });

  it('its factory (createCheckoutImplementations): the ordered lines leave the cart; a failure is logged', async () => {
    const store = memoryStorage();
    const failed = await visit(store, { message: 'Internal error', status: 500 });
    expect(failed.removed).toEqual([]);
    expect(failed.logged).toEqual(['Order placement failed: Internal error']);
    const ordered = await visit(store, ORDER);
    expect(ordered.removed).toEqual([[11, 12]]);
    expect(ordered.logged).toEqual([]);
  });

  it('a refusal (409, 4xx) forgets the request; a server error or no answer keeps it', async () => {
    const store = memoryStorage();
    const first = await visit(store, { message: 'Internal error', status: 500 });
    expect((await visit(store, { message: 'timeout', status: 504 })).sent).toEqual(first.sent);
    await visit(store, { message: 'prices changed', status: 409 });
    expect(store.data.size).toBe(0);
    expect((await visit(store, lost)).sent.idempotencyKey).not.toBe(first.sent.idempotencyKey);
  });
});

describe('machines/checkout/order-attempts.ts: the kept requests in storage', () => {
  const attempt = (selection: string, key = `key-${selection}`): OrderAttempt => ({
    selection,
    couponCode: null,
    key,
    body: orderRequest({ total: 1, shippingAddressId: 1, taxAddressId: 2 }),
  });

  it('reads what was saved by selection; a new save for a selection replaces its request', () => {
    const store = memoryStorage();
    saveOrderAttempt(attempt('11x1'), store, 1000);
    saveOrderAttempt(attempt('12x1'), store, 1000);
    saveOrderAttempt(attempt('11x1', 'newer'), store, 2000);
    expect(readOrderAttempt('11x1', store, 3000)?.key).toBe('newer');
    expect(readOrderAttempt('12x1', store, 3000)).toEqual(attempt('12x1'));
    expect(readOrderAttempt('13x1', store, 3000)).toBeNull();
    forgetOrderAttempt('11x1', store, 3000);
    expect(readOrderAttempt('11x1', store, 3000)).toBeNull();
    expect(readOrderAttempt('12x1', store, 3000)).not.toBeNull();
  });

  it('a request older than a day is ignored (an unpaid order is cancelled after 24 hours)', () => {
    const store = memoryStorage();
    saveOrderAttempt(attempt('11x1'), store, 0);
    expect(readOrderAttempt('11x1', store, ATTEMPT_TTL_MS - 1)).not.toBeNull();
    expect(readOrderAttempt('11x1', store, ATTEMPT_TTL_MS)).toBeNull();
  });

  it('keeps a few selections at most, the newest', () => {
    const store = memoryStorage();
    for (let i = 1; i <= 7; i++) saveOrderAttempt(attempt(`${i}x1`), store, i);
    expect(readOrderAttempt('1x1', store, 10)).toBeNull();
    expect(readOrderAttempt('2x1', store, 10)).toBeNull();
    expect(readOrderAttempt('3x1', store, 10)).not.toBeNull();
    expect(readOrderAttempt('7x1', store, 10)).not.toBeNull();
  });

  it('a foreign or broken value reads as nothing kept; no storage at all is no error', () => {
    const store = memoryStorage();
    for (const raw of ['{', '{"a":1}', '[{"selection":1}]', 'null']) {
      store.setItem('order_attempts', raw);
      expect(readOrderAttempt('11x1', store, 0)).toBeNull();
    }
    expect(readOrderAttempt('11x1', null, 0)).toBeNull();
    expect(() => saveOrderAttempt(attempt('11x1'), null, 0)).not.toThrow();
    expect(() => forgetOrderAttempt('11x1', null, 0)).not.toThrow();
  });

  it('the selection is the lines with their quantities, in any order', () => {
    expect(selectionOf([...LINES].reverse())).toBe(selectionOf(LINES));
    expect(selectionOf([{ sku_id: 11, quantity: 2, seq: 1 }])).not.toBe(
      selectionOf([{ sku_id: 11, quantity: 1, seq: 1 }]),
    );
  });
});
