import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  type CheckoutSummary,
  createOrderPlacementImplementations,
  type OrderPlacementDeps,
  type OrderSource,
  orderPlacementMachine,
  readOrderAttempt,
} from '../../machines/checkout/index.ts';
import type { KeyValueStorage } from '../../machines/storage.ts';

/*
 * The order-placement chart with its real factory (spec section 4 "Placing an order", section 8
 * "Order placement failure", issue 20 item 7): one request with a kept Idempotency-Key, the lines
 * leaving the cart on 200, the kept request forgotten once confirmed or refused and kept otherwise.
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
const SUMMARY = {
  cart: [
    {
      sale_items: [
        {
          sku_id: 11,
          seq: 1,
          quantity: 2,
          price: 300,
          net_price: 300,
          total_net_price: 600,
          title: 'น้ำ',
          image: null,
        },
      ],
      coupons: [],
      promotions: [],
      promotion_discounts: 0,
      coupon_discount: 0,
      total_sale: 600,
      total_net_price: 600,
      total_shipping: 0,
      shipping_matching: [{ shipping_discount: 0 }],
    },
  ],
  total_sku_discount: 0,
  shipping_address: [ADDRESS],
} as unknown as CheckoutSummary;
const SOURCE: OrderSource = {
  lines: [{ sku_id: 11, quantity: 2, seq: 1 }],
  summary: SUMMARY,
  addresses: {
    customer_detail: { name: 'ร้านสมใจ' },
    shipping_address: ADDRESS,
    tax_address: { ...ADDRESS, id: 8, company_name: null },
  },
  currentCode: null,
  keyBase: 'visit-1',
  summaryVersion: 1,
  attempt: null,
};
const ORDER = {
  order_id: 5,
  order_no: 'SO-5',
  payment_id: 9,
  qr_code: 'QR',
  qr_timeout: 15,
  created_date: '2026-11-21T06:00:00Z',
  total_amount: 600,
};

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Places the order of SOURCE against a server answering `answer` (a thrown value rejects). */
async function place(answer: () => Promise<unknown>) {
  const storage = memoryStorage();
  const createOrder = vi.fn((_request: unknown) => answer());
  const deps = {
    api: { createOrder },
    storage,
    now: () => 1_000,
    log: vi.fn(),
    cart: { removeOrdered: vi.fn() },
  } as unknown as OrderPlacementDeps;
  const actor = createActor(orderPlacementMachine.provide(createOrderPlacementImplementations(deps)), {
    input: SOURCE,
  }).start();
  const keptWhileSent = readOrderAttempt('11x2', storage, 1_000);
  const output = await toPromise(actor);
  return { output, deps, createOrder, keptWhileSent, keptAfter: readOrderAttempt('11x2', storage, 1_000) };
}

describe('orderPlacementMachine', () => {
  it('sends the order once with its key, kept meanwhile; on 200 the lines leave the cart and the QR page is next', async () => {
    const { output, deps, createOrder, keptWhileSent, keptAfter } = await place(async () => ORDER);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]?.[0]).toMatchObject({
      body: {
        total: 600,
        payment_method: 1,
        order_items: [{ sku_id: 11, seq: 1, quantity: 2 }],
        coupon_code: null,
      },
      headers: { 'idempotency-key': 'visit-1:1' },
    });
    expect(keptWhileSent?.key).toBe('visit-1:1');
    expect(keptAfter).toBeNull();
    expect(deps.cart.removeOrdered).toHaveBeenCalledWith([11]);
    expect(output).toMatchObject({
      outcome: 'ordered',
      navigation: { to: '/payment/9/5/qrcode', replace: true },
    });
  });

  it('a server error: logged, told as "server", the request kept for the next tap (the order may exist)', async () => {
    const { output, deps, keptAfter } = await place(async () => {
      throw { message: 'Internal Server Error', status: 500 };
    });
    expect(deps.log).toHaveBeenCalledTimes(1);
    expect(deps.cart.removeOrdered).not.toHaveBeenCalled();
    expect(keptAfter?.key).toBe('visit-1:1');
    expect(output).toMatchObject({
      outcome: 'failed',
      orderError: 'Internal Server Error',
      orderErrorKind: 'server',
    });
    expect(output.outcome === 'failed' && output.attempt?.key).toBe('visit-1:1');
  });

  it('a 409 refusal: told as "conflict", the request forgotten and dropped (the next tap is a new request)', async () => {
    const { output, keptAfter } = await place(async () => {
      throw { message: 'summary changed', status: 409 };
    });
    expect(keptAfter).toBeNull();
    expect(output).toEqual({
      outcome: 'failed',
      orderError: 'summary changed',
      orderErrorKind: 'conflict',
      attempt: null,
    });
  });
});
