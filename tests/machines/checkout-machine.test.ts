import { beforeAll, describe, expect, it } from 'vitest';
import { type ActorLogic, createActor, type NonReducibleUnknown, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import { LINES_MAX, MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';
import { cartMachine } from '../../machines/cart/index.ts';
import {
  buildOrderRequest,
  type CheckoutAddresses,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutReload,
  type CheckoutSnapshot,
  type CheckoutSummary,
  canPlaceOrder,
  checkoutCartOf,
  checkoutMachine,
  describeError,
  hasLeftForCart,
  isCouponUsable,
  isLoadFailed,
  isLoading,
  isPickerOpen,
  isPlacingOrder,
  type NudgeAddition,
  type OrderOutcome,
  type OrderPlaced,
  openSheet,
  orderErrorKind,
  orderPlacementMachine,
  type PlaceOrderInput,
  type SummaryRequest,
} from '../../machines/checkout/index.ts';
import { orderRequest } from '../fixtures/order-request.ts';
import { ADDRESS, ADDRESSES } from '../fixtures/shop.ts';
import { answerPending, type Deferred, waitingActor } from './helpers.ts';

const coupon = (code: string, selected: boolean, discount: number) => ({
  code,
  name: `คูปอง ${code}`,
  detail: '',
  image: null,
  end_date: '2030-01-01T00:00:00Z',
  selected,
  applicable: true,
  discount,
  status: null,
  privilege_condition_type_name: 'ส่วนลด',
});
function summary(selected: string | null): CheckoutSummary {
  const couponDiscount = selected === 'C50' ? 50 : selected === 'C20' ? 20 : 0;
  return {
    cart: [
      {
        sale_items: [
          {
            sku_id: 11,
            seq: 1,
            quantity: 2,
            price: 200,
            net_price: 180,
            total_net_price: 360,
            title: 'น้ำ',
            image: null,
          },
          {
            sku_id: 12,
            seq: 2,
            quantity: 1,
            price: 300,
            net_price: 300,
            total_net_price: 300,
            title: 'ชา',
            image: null,
          },
        ],
        coupons: [coupon('C50', selected === 'C50', 50), coupon('C20', selected === 'C20', 20)],
        promotions: [],
        promotion_discounts: 10,
        coupon_discount: couponDiscount,
        total_sale: 660,
        total_net_price: 660 - 10 - couponDiscount + 40 - 40,
        total_shipping: 40,
        shipping_matching: [{ shipping_discount: 40 }],
      },
    ],
    total_sku_discount: 40,
    shipping_address: [ADDRESS],
  };
}
const LINES = [
  { sku_id: 11, quantity: 2, seq: 1 },
  { sku_id: 12, quantity: 1, seq: 2 },
];
const ORDER_QR: OrderPlaced = {
  order_id: 5,
  order_no: 'SO261121000005',
  payment_id: 9,
  qr_code: 'QkFTRTY0',
  qr_timeout: 15,
  created_date: '2026-11-21T06:00:00Z',
  total_amount: 600,
};
const ORDER_NO_QR: OrderPlaced = { ...ORDER_QR, payment_id: null, qr_code: null };

const INPUT = { lines: LINES, selectedTotal: 660, idempotencyKey: 'key-0123456789' };

/**
 * A real actor whose invoked actors (the order-placement child's request too) wait for the test's
 * answers; records inputs, emits, removals.
 */
function harness(input: CheckoutInput = INPUT) {
  const pending = new Map<string, Deferred<unknown>>();
  const inputs: { summary: SummaryRequest[]; order: PlaceOrderInput[]; nudge: NudgeAddition[] } = {
    summary: [],
    order: [],
    nudge: [],
  };
  const removed: number[][] = [];
  const emitted: CheckoutEmitted[] = [];
  const stub = <TOutput, TInput = NonReducibleUnknown>(name: string, record?: (input: TInput) => void) =>
    waitingActor<TOutput, TInput>(pending, name, record);
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadAddresses: stub<CheckoutAddresses>('loadAddresses'),
        loadSummary: stub<CheckoutSummary, SummaryRequest>('loadSummary', (i) => void inputs.summary.push(i)),
        addNudge: stub<CheckoutReload, NudgeAddition>('addNudge', (i) => void inputs.nudge.push(i)),
        orderPlacement: orderPlacementMachine.provide({
          actors: {
            placeOrder: stub<OrderPlaced, PlaceOrderInput>('placeOrder', (i) => void inputs.order.push(i)),
          },
          actions: { removeOrderedLines: (_, { ids }) => void removed.push(ids) },
        }),
      },
    }),
    { input },
  );
  actor.on('navigate', (event) => void emitted.push(event));
  actor.start();
  const answer = answerPending(pending);
  return { actor, answer, pending, inputs, removed, emitted };
}
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failure = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/** Answers a round's two loads: the summary (with `selected` applied), then the addresses. */
async function answerLoads(h: ReturnType<typeof harness>, selected: string | null = null) {
  await h.answer(done('loadSummary', summary(selected)));
  await h.answer(done('loadAddresses', ADDRESSES));
}

async function loaded(selected: string | null = null) {
  const h = harness();
  await answerLoads(h, selected);
  return h;
}

describe('checkoutMachine', () => {
  it('loads addresses and the summary together, the summary for the selected lines', async () => {
    const h = harness();
    expect(isLoading(h.actor.getSnapshot())).toBe(true);
    expect([...h.pending.keys()].sort()).toEqual(['loadAddresses', 'loadSummary']);
    expect(h.inputs.summary[0]).toEqual({
      body: [
        { sku_id: 11, quantity: 2 },
        { sku_id: 12, quantity: 1 },
      ],
      query: {},
    });
    await h.answer(done('loadSummary', summary('C50')));
    await h.answer(done('loadAddresses', ADDRESSES));
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.currentCode).toBe('C50');
    expect(canPlaceOrder(snapshot)).toBe(true);
  });

  // /summary opened by its address is judged by the cart pay button's rule (spec section 5; ADR 0009 point 6).
  it.each([
    ['nothing is selected', { ...INPUT, lines: [], selectedTotal: 0 }],
    ['the selected total is under the 500-baht minimum', { ...INPUT, selectedTotal: 499.99 }],
    [
      `more than ${LINES_MAX} lines are selected`,
      {
        ...INPUT,
        lines: Array.from({ length: LINES_MAX + 1 }, (_, i) => ({ sku_id: i + 1, quantity: 1, seq: i + 1 })),
        selectedTotal: 50_000,
      },
    ],
  ])('when %s, it loads nothing and sends the customer back to /cart, replacing /summary', (_, input) => {
    const h = harness(input);
    expect(h.pending.size).toBe(0);
    expect(h.emitted).toEqual([{ type: 'navigate', to: '/cart', replace: true }]);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(hasLeftForCart(h.actor.getSnapshot())).toBe(true);
  });

  it('a selection of exactly the minimum opens: both loads start, no navigation', () => {
    const h = harness({ ...INPUT, selectedTotal: MINIMUM_ORDER_BAHT });
    expect([...h.pending.keys()].sort()).toEqual(['loadAddresses', 'loadSummary']);
    expect(h.emitted).toEqual([]);
    expect(hasLeftForCart(h.actor.getSnapshot())).toBe(false);
  });

  it('a failed load opens no dialog: loadFailed keeps what loaded, the order button stays disabled', async () => {
    const h = harness();
    await h.answer(failure('loadAddresses', new Error('down')));
    await h.answer(done('loadSummary', summary(null)));
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('loadFailed');
    expect(isLoadFailed(snapshot)).toBe(true);
    expect(isLoading(snapshot)).toBe(false);
    expect(snapshot.context.summary).not.toBeNull();
    expect(canPlaceOrder(snapshot)).toBe(false);
    expect(snapshot.context.orderError).toBeNull();
    for (const type of ['coupon.openPicker', 'sheet.openCouponDiscount', 'order.dismissError'] as const)
      expect(snapshot.can({ type })).toBe(false);
  });

  it('the retry loads both again; what an earlier load got stays until the new answers', async () => {
    const h = harness();
    await h.answer(done('loadAddresses', ADDRESSES));
    await h.answer(failure('loadSummary', new Error('offline')));
    expect(isLoadFailed(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'summary.retry' });
    expect(isLoading(h.actor.getSnapshot())).toBe(true);
    expect([...h.pending.keys()].sort()).toEqual(['loadAddresses', 'loadSummary']);
    expect(h.inputs.summary[1]).toEqual(h.inputs.summary[0]);
    // The addresses fail this time: the ones loaded before are kept, the summary arrives.
    await h.answer(failure('loadAddresses', new Error('offline')));
    expect(h.actor.getSnapshot().context.addresses).toEqual(ADDRESSES);
    await h.answer(done('loadSummary', summary('C50')));
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(canPlaceOrder(h.actor.getSnapshot())).toBe(true);
  });

  it('summary.retry (tapped, or sent back online) reloads a failed load; elsewhere it changes nothing', async () => {
    const h = harness();
    await h.answer(failure('loadSummary', new Error('offline')));
    await h.answer(failure('loadAddresses', new Error('offline')));
    expect(h.actor.getSnapshot().value).toBe('loadFailed');
    h.actor.send({ type: 'summary.retry' });
    expect([...h.pending.keys()].sort()).toEqual(['loadAddresses', 'loadSummary']);
    await h.answer(done('loadSummary', summary('C50')));
    await h.answer(done('loadAddresses', ADDRESSES));
    expect(h.actor.getSnapshot().value).toBe('ready');
    h.actor.send({ type: 'summary.retry' });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.pending.size).toBe(0);
  });

  it('one box ticked at a time; ticking the ticked one unticks it', async () => {
    const { actor } = await loaded('C50');
    actor.send({ type: 'coupon.openPicker' });
    expect(isPickerOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.tickedCode).toBe('C50');
    actor.send({ type: 'coupon.toggle', code: 'C20' });
    expect(actor.getSnapshot().context.tickedCode).toBe('C20');
    actor.send({ type: 'coupon.toggle', code: 'C20' });
    expect(actor.getSnapshot().context.tickedCode).toBeNull();
    actor.send({ type: 'coupon.closePicker' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.currentCode).toBe('C50');
  });

  it('confirm re-fetches with the ticked coupon, or with not_use_coupon=1', async () => {
    const h = await loaded('C50');
    h.actor.send({ type: 'coupon.openPicker' });
    h.actor.send({ type: 'coupon.toggle', code: 'C20' });
    h.actor.send({ type: 'coupon.confirm' });
    expect(h.inputs.summary[1]?.query).toEqual({ coupon_code: 'C20' });
    await h.answer(done('loadSummary', summary('C20')));
    expect(h.actor.getSnapshot().context.currentCode).toBe('C20');
    h.actor.send({ type: 'coupon.openPicker' });
    h.actor.send({ type: 'coupon.toggle', code: 'C20' });
    h.actor.send({ type: 'coupon.confirm' });
    expect(h.inputs.summary[2]?.query).toEqual({ not_use_coupon: '1' });
    await h.answer(done('loadSummary', summary(null)));
    expect(h.actor.getSnapshot().context.currentCode).toBeNull();
  });

  it('places the order built from the summary, once, then removes the lines and goes to the QR page', async () => {
    const h = await loaded('C50');
    h.actor.send({ type: 'order.place' });
    h.actor.send({ type: 'order.place' });
    expect(isPlacingOrder(h.actor.getSnapshot())).toBe(true);
    expect(canPlaceOrder(h.actor.getSnapshot())).toBe(false);
    expect(h.inputs.order).toHaveLength(1);
    expect(h.inputs.order[0]).toEqual({
      body: orderRequest({
        total: 600,
        shippingAddressId: 7,
        taxAddressId: 8,
        shipping: { fee: 40, discount: 40 },
        items: [
          [11, 2],
          [12, 1],
        ],
        coupon: 'C50',
      }),
      idempotencyKey: 'key-0123456789:1',
    });
    await h.answer(done('placeOrder', ORDER_QR));
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.removed).toEqual([[11, 12]]);
    expect(h.emitted).toEqual([
      {
        type: 'navigate',
        to: '/payment/9/5/qrcode',
        replace: true,
        state: {
          qr_code: 'QkFTRTY0',
          qr_timeout: 15,
          created_date: '2026-11-21T06:00:00Z',
          total_amount: 600,
          order_no: 'SO261121000005',
        },
      },
    ]);
  });

  it('without payment id or QR code goes to order history', async () => {
    const h = await loaded();
    h.actor.send({ type: 'order.place' });
    await h.answer(done('placeOrder', ORDER_NO_QR));
    expect(h.removed).toEqual([[11, 12]]);
    expect(h.emitted).toEqual([{ type: 'navigate', to: '/ordershistory', replace: true }]);
  });

  it('a failure shows its message and re-enables the button; the retry reuses the key', async () => {
    const h = await loaded();
    h.actor.send({ type: 'order.place' });
    await h.answer(failure('placeOrder', { message: 'Internal error', status: 500 }));
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.orderError).toBe('Internal error');
    expect(snapshot.context.orderErrorKind).toBe('server');
    expect(canPlaceOrder(snapshot)).toBe(true);
    expect(h.removed).toEqual([]);
    h.actor.send({ type: 'order.place' });
    expect(h.actor.getSnapshot().context.orderError).toBeNull();
    expect(h.inputs.order[1]?.idempotencyKey).toBe(h.inputs.order[0]?.idempotencyKey);
  });

  it('409 re-prices the order with the current coupon; the next attempt has a new key', async () => {
    const h = await loaded('C50');
    h.actor.send({ type: 'order.place' });
    await h.answer(failure('placeOrder', { message: 'prices changed', status: 409 }));
    expect(h.actor.getSnapshot().value).toBe('refreshingSummary');
    expect(h.actor.getSnapshot().context.orderError).toBe('prices changed');
    expect(h.actor.getSnapshot().context.orderErrorKind).toBe('conflict');
    expect(h.inputs.summary.at(-1)?.query).toEqual({ coupon_code: 'C50' });
    await h.answer(done('loadSummary', summary('C50')));
    h.actor.send({ type: 'order.dismissError' });
    h.actor.send({ type: 'order.place' });
    expect(h.inputs.order[1]?.idempotencyKey).toBe('key-0123456789:2');
  });

  // A nudge's tap ('อีก 1 แพ็ค ลด 3%', docs/pricing.md "Nudges") is a transition of the chart: the
  // cart takes the missing quantity, then the page loads again as on opening, for the new selection.
  it("a nudge's tap adds to the cart, then the page loads again for the cart's new selection", async () => {
    const h = await loaded('C50');
    h.actor.send({ type: 'summary.addNudge', add: { sku_id: 11, quantity: 3 } });
    expect(h.inputs.nudge).toEqual([{ sku_id: 11, quantity: 3 }]);
    expect(canPlaceOrder(h.actor.getSnapshot())).toBe(false);
    const selection = [{ sku_id: 11, quantity: 5, seq: 1 }, LINES[1]];
    await h.answer(done('addNudge', { lines: selection, selectedTotal: 1300, savedAttempt: null }));
    const reloading = h.actor.getSnapshot();
    expect(isLoading(reloading)).toBe(true);
    // As a page just opened: nothing shown yet, no coupon chosen, no error dialog.
    expect(reloading.context).toMatchObject({
      summary: null,
      addresses: null,
      currentCode: null,
      orderError: null,
    });
    const body = selection.map((line) => ({ sku_id: line?.sku_id, quantity: line?.quantity }));
    expect(h.inputs.summary.at(-1)).toEqual({ body, query: {} });
    await answerLoads(h, 'C50');
    expect(canPlaceOrder(h.actor.getSnapshot())).toBe(true);
    // The key base goes on with the next version: no key of this visit is used for two bodies.
    h.actor.send({ type: 'order.place' });
    expect(h.inputs.order[0]?.idempotencyKey).toBe('key-0123456789:2');
    expect(h.inputs.order[0]?.body.order_items).toEqual([
      { sku_id: 11, seq: 1, quantity: 2 },
      { sku_id: 12, seq: 2, quantity: 1 },
    ]);
  });

  it('after a nudge, the order attempt kept for the new selection is the one sent again', async () => {
    const h = await loaded('C50');
    h.actor.send({ type: 'summary.addNudge', add: { sku_id: 12, quantity: 1 } });
    const kept = { selection: '11x2,12x2', couponCode: 'C50', key: 'kept-key', body: { total: 1 } };
    const selection = [LINES[0], { sku_id: 12, quantity: 2, seq: 2 }];
    await h.answer(done('addNudge', { lines: selection, selectedTotal: 960, savedAttempt: kept }));
    await answerLoads(h, 'C50');
    h.actor.send({ type: 'order.place' });
    expect(h.inputs.order[0]).toEqual({ body: { total: 1 }, idempotencyKey: 'kept-key' });
  });

  it('a nudge tapped beside the retry line, or during a coupon re-fetch, adds too; not while ordering', async () => {
    const h = harness();
    await h.answer(failure('loadAddresses', new Error('down')));
    await h.answer(done('loadSummary', summary('C50')));
    expect(isLoadFailed(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'summary.addNudge', add: { sku_id: 11, quantity: 3 } });
    expect(h.inputs.nudge).toHaveLength(1);
    await h.answer(failure('addNudge', new Error('cart gone')));
    // The cart took nothing: the page loads again for the selection as it was.
    expect(h.inputs.summary.at(-1)).toEqual(h.inputs.summary[0]);
    await answerLoads(h, 'C50');
    h.actor.send({ type: 'coupon.openPicker' });
    h.actor.send({ type: 'summary.addNudge', add: { sku_id: 11, quantity: 3 } });
    expect(h.inputs.nudge).toHaveLength(1);
    h.actor.send({ type: 'coupon.confirm' });
    h.actor.send({ type: 'summary.addNudge', add: { sku_id: 11, quantity: 3 } });
    expect(h.inputs.nudge).toHaveLength(2);
    await h.answer(done('addNudge', { lines: LINES, selectedTotal: 660, savedAttempt: null }));
    expect(h.pending.has('loadSummary')).toBe(true);
    await answerLoads(h, 'C50');
    h.actor.send({ type: 'order.place' });
    h.actor.send({ type: 'summary.addNudge', add: { sku_id: 11, quantity: 3 } });
    expect(h.inputs.nudge).toHaveLength(2);
    expect(isPlacingOrder(h.actor.getSnapshot())).toBe(true);
  });

  it('checkoutCartOf: the cart takes the missing quantity on its line and gives its new selection', () => {
    const cart = createActor(cartMachine, { input: {} }).start();
    const line = (id: number, price: number) => ({
      id,
      name: `สินค้า ${id}`,
      price,
      discount: 0,
      imageUrl: null,
    });
    cart.send({ type: 'cart.addLine', line: line(11, 200), qty: 2 });
    cart.send({ type: 'cart.addLine', line: line(12, 300), qty: 1 });
    cart.send({ type: 'cart.toggleSelectAll' });
    const checkoutCart = checkoutCartOf(cart);
    expect(checkoutCart.addNudge({ sku_id: 11, quantity: 3 })).toEqual({
      lines: [
        { sku_id: 11, quantity: 5, seq: 1 },
        { sku_id: 12, quantity: 1, seq: 2 },
      ],
      selectedTotal: 1300,
    });
    // A line that left the cart meanwhile takes nothing.
    expect(checkoutCart.addNudge({ sku_id: 99, quantity: 1 }).lines).toHaveLength(2);
    checkoutCart.removeOrdered([11]);
    expect(cart.getSnapshot().context.products.map((p) => p.id)).toEqual([12]);
  });

  it('sheets open and close', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'sheet.openPromotionDiscount' });
    expect(openSheet(actor.getSnapshot())).toBe('promotionDiscount');
    actor.send({ type: 'sheet.close' });
    actor.send({ type: 'sheet.openCouponDiscount' });
    expect(openSheet(actor.getSnapshot())).toBe('couponDiscount');
    actor.send({ type: 'sheet.close' });
    expect(openSheet(actor.getSnapshot())).toBeNull();
  });

  it('buildOrderRequest falls back to the customer shipping address', () => {
    const s = { ...summary(null), shipping_address: [] };
    expect(buildOrderRequest(s, ADDRESSES, null).shipping_address).toEqual({ id: 7 });
  });

  it('orderErrorKind maps the HTTP status or the transport to what the customer is told', () => {
    expect(orderErrorKind({ status: 409, kind: 'http' })).toBe('conflict');
    expect(orderErrorKind({ status: 400, kind: 'http' })).toBe('badRequest');
    expect(orderErrorKind({ status: 422, kind: 'http' })).toBe('badRequest');
    expect(orderErrorKind({ status: 401, kind: 'http' })).toBe('signIn');
    expect(orderErrorKind({ status: 504, kind: 'http' })).toBe('timeout');
    expect(orderErrorKind({ status: 500, kind: 'http' })).toBe('server');
    expect(orderErrorKind({ status: null, kind: 'network' })).toBe('network');
    expect(orderErrorKind(new Error('boom'))).toBe('server');
    expect(orderErrorKind('text')).toBe('server');
  });

  it('isCouponUsable: applicable and taking something off', () => {
    expect(isCouponUsable({ applicable: true, discount: 50 })).toBe(true);
    expect(isCouponUsable({ applicable: false, discount: 0 })).toBe(false);
    expect(isCouponUsable({ discount: 0 })).toBe(false);
    expect(isCouponUsable({ discount: 10 })).toBe(true);
  });

  it('describeError reads message', () => {
    expect(describeError({ message: 'x' })).toBe('x');
    expect(describeError('y')).toBe('y');
  });
});

/**
 * How a placement ends (the order-placement child's output, a model event) and the answer of the
 * order request that makes the real child end so (the replay sends that answer). The model's
 * projection leaves the attempt out, so the outcomes carry none.
 */
const PLACEMENTS: [OrderOutcome, { type: string; output?: unknown; error?: unknown }][] = [
  [
    { outcome: 'ordered', navigation: { type: 'navigate', to: '/payment/9/5/qrcode', replace: true } },
    done('placeOrder', ORDER_QR),
  ],
  [
    { outcome: 'ordered', navigation: { type: 'navigate', to: '/ordershistory', replace: true } },
    done('placeOrder', ORDER_NO_QR),
  ],
  [
    { outcome: 'failed', orderError: 'Internal error', orderErrorKind: 'server', attempt: null },
    failure('placeOrder', { message: 'Internal error', status: 500 }),
  ],
  [
    { outcome: 'failed', orderError: 'prices changed', orderErrorKind: 'conflict', attempt: null },
    failure('placeOrder', { message: 'prices changed', status: 409 }),
  ],
];
const answerOf = (outcome: unknown) =>
  PLACEMENTS.find(([known]) => JSON.stringify(known) === JSON.stringify(outcome))?.[1];

/**
 * Model-based: every simple path through the chart, generated from it by xstate/graph, replayed on a
 * real actor whose actors are deferred stubs. Actor answers are model events; a placement's outcome
 * is replayed as the order request's answer, which the real order-placement child turns into it.
 */
describe('checkoutMachine: model-based (xstate/graph)', () => {
  const events = [
    done('loadAddresses', ADDRESSES),
    failure('loadAddresses', new Error('addresses down')),
    done('loadSummary', summary(null)),
    done('loadSummary', summary('C50')),
    failure('loadSummary', new Error('summary down')),
    ...PLACEMENTS.map(([outcome]) => done('orderPlacement', outcome)),
    { type: 'coupon.openPicker' },
    { type: 'coupon.toggle', code: 'C50' },
    { type: 'coupon.confirm' },
    { type: 'coupon.closePicker' },
    { type: 'sheet.openPromotionDiscount' },
    { type: 'sheet.openCouponDiscount' },
    { type: 'sheet.close' },
    { type: 'order.place' },
    { type: 'order.dismissError' },
    { type: 'summary.retry' },
  ] as unknown as CheckoutEvent[];

  const logic = checkoutMachine as unknown as ActorLogic<CheckoutSnapshot, CheckoutEvent, unknown>;
  const model = new TestModel(logic, {
    events,
    // A load fails only in the first round (before anything loaded): the retry loop would
    // otherwise multiply the simple paths; later failed rounds are the unit tests' above.
    filterEvents: (snapshot, event) =>
      snapshot.can(event) &&
      (!/^xstate\.error\.actor\.load/.test(event.type) ||
        (snapshot.context.summaryVersion === 0 && snapshot.context.addresses === null)),
    // The state as the customer sees it: which data is loaded and the applied coupon. Counters and
    // the ticked box are left out (toggling is a self-loop here, asserted by the unit tests above),
    // which keeps the number of simple paths finite and small.
    serializeState: ({ value, context }) => {
      const c = context as CheckoutSnapshot['context'];
      return JSON.stringify({ value, s: c.summary !== null, a: c.addresses !== null, code: c.currentCode });
    },
  });
  const input = INPUT;
  // Built in beforeAll, not while vitest collects the file: a chart mutant that breaks path
  // generation then fails a test (docs/mutation.md), instead of the file failing to load.
  let paths: ReturnType<typeof model.getSimplePaths> = [];
  beforeAll(() => {
    paths = model.getSimplePaths({ input } as never);
    console.log(`checkout model: ${paths.length} simple paths`);
  });

  it('covers placing with QR, without QR, failure then retry, coupons and sheets', () => {
    const routes = paths.map((p) => p.steps.map((s) => s.event.type).join(' '));
    expect(routes.some((r) => r.includes('done.actor.orderPlacement'))).toBe(true);
    // Only a failed placement leaves the chart running: a failure, then a second tap.
    expect(routes.some((r) => /done\.actor\.orderPlacement.*order\.place/.test(r))).toBe(true);
    expect(routes.some((r) => r.includes('coupon.confirm'))).toBe(true);
    expect(routes.some((r) => r.includes('sheet.openCouponDiscount'))).toBe(true);
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    expect(routes.some((r) => /error\.actor\.loadSummary.*summary\.retry/.test(r))).toBe(true);
    expect(routes.some((r) => /error\.actor\.loadAddresses.*summary\.retry/.test(r))).toBe(true);
    const wanted = ['ready', 'loadFailed', 'ordered', 'pickingCoupon', 'refreshingSummary', 'placingOrder'];
    expect(wanted.filter((state) => !reached.has(JSON.stringify(state)))).toEqual([]);
  });

  const nameOf = (path: (typeof paths)[number]) => {
    const route = path.steps
      .map(({ event }) => {
        const e = event as { type: string; output?: OrderOutcome & CheckoutSummary; error?: unknown };
        const hint = e.error
          ? ` (${describeError(e.error)})`
          : e.output?.cart
            ? ` (coupon ${e.output.cart[0]?.coupons.find((c) => c.selected)?.code ?? 'none'})`
            : e.output && 'outcome' in e.output
              ? ` (${e.output.outcome === 'ordered' ? e.output.navigation.to : e.output.orderErrorKind})`
              : '';
        return event.type.replace('xstate.', '') + hint;
      })
      .filter((step) => step !== 'xstate.init' && step !== 'init')
      .join(' -> ');
    return `${JSON.stringify(path.state.value)} via ${route}`;
  };

  it('every simple path replays on a real actor', async () => {
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      try {
        await replayPath(path);
      } catch (error) {
        throw new Error(`path ${nameOf(path)}: ${String(error)}`, { cause: error });
      }
    }
  });

  async function replayPath(path: (typeof paths)[number]) {
    const h = harness();
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          async (step: { event: CheckoutEvent }) => {
            const type: string = step.event.type;
            if (type === 'xstate.done.actor.orderPlacement') {
              const answer = answerOf((step.event as { output?: unknown }).output);
              if (!answer) throw new Error(`no order answer for ${JSON.stringify(step.event)}`);
              await h.answer(answer);
            } else if (type.startsWith('xstate.')) await h.answer(step.event);
            else h.actor.send(step.event);
          },
        ]),
      ),
      states: {
        '*': (expected: CheckoutSnapshot) => {
          const actual = h.actor.getSnapshot();
          // The model's state is the serialized projection (see serializeState).
          expect(actual.value).toEqual(expected.value);
          expect(actual.context.summary !== null).toBe(expected.context.summary !== null);
          expect(actual.context.addresses !== null).toBe(expected.context.addresses !== null);
          expect(actual.context.currentCode).toBe(expected.context.currentCode);
          expect(isLoading(actual)).toBe(expected.matches('loading'));
          expect(isLoadFailed(actual)).toBe(expected.value === 'loadFailed');
          expect(isPlacingOrder(actual)).toBe(expected.value === 'placingOrder');
        },
      },
    });
    if (path.state.value === 'ordered') {
      await waitFor(h.actor, (s) => s.status === 'done');
      expect(h.removed).toEqual([[11, 12]]);
      expect(h.emitted).toHaveLength(1);
      const last = path.steps.at(-1)?.event as { output?: OrderOutcome } | undefined;
      if (last?.output?.outcome === 'ordered') expect(h.emitted[0]?.to).toBe(last.output.navigation.to);
    }
  }
});
