import { checkoutMachine } from '../../../../machines/checkout/checkout-machine.ts';
import { isLoadFailed } from '../../../../machines/checkout/selectors.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/**
 * The summary screen, from spec section 4 "Summary" and "Placing an order", section 3 "Order
 * request" and section 8 "Order placement failure" / "Summary or address fetch failure" (no dialog,
 * but an inline retry that also runs when the browser is back online: issue 20 item 4). The oracle
 * keeps its own account of what the customer did (which summary answers came, which coupon box is
 * ticked, which order request is kept for a retry: issue 20 item 7) and says from it what each
 * request must carry and where the customer must go.
 */
const lines = [
  { sku_id: 101, quantity: 2, seq: 1 },
  { sku_id: 102, quantity: 1, seq: 2 },
];
const KEY = 'key-1';
const address = {
  id: 8,
  name: 'ร้านทดสอบ',
  sub_district: 'a',
  district: 'b',
  province: 'c',
  zipcode: '10110',
  phone_1: null,
};
const addresses = {
  customer_detail: { name: 'ร้านทดสอบ' },
  shipping_address: address,
  tax_address: { ...address, id: 9, company_name: null },
};
const coupon = (code: string, selected: boolean) => ({
  code,
  name: code,
  detail: '',
  image: null,
  end_date: '2026-12-31',
  selected,
  discount: 10,
  status: null,
  privilege_condition_type_name: '',
});
const summary = {
  cart: [
    {
      sale_items: [
        {
          sku_id: 101,
          seq: 1,
          quantity: 2,
          price: 100,
          net_price: 95,
          total_net_price: 190,
          title: 'A',
          image: null,
        },
        {
          sku_id: 102,
          seq: 2,
          quantity: 1,
          price: 400,
          net_price: 400,
          total_net_price: 400,
          title: 'B',
          image: null,
        },
      ],
      coupons: [coupon('C1', true), coupon('C2', false)],
      promotions: [],
      promotion_discounts: 0,
      coupon_discount: 10,
      total_sale: 600,
      total_net_price: 580,
      total_shipping: 40,
      shipping_matching: [{ shipping_discount: 40 }],
    },
  ],
  total_sku_discount: 10,
  shipping_address: [address],
};
const SELECTION = '101x2,102x1';
const orderBody = (coupon: string | null) => ({
  total: 580,
  payment_method: 1,
  shipping_address: { id: 8 },
  shipping_fee: 40,
  discount_shipping: 40,
  tax_address: { id: 9 },
  order_items: [
    { sku_id: 101, seq: 1, quantity: 2 },
    { sku_id: 102, seq: 2, quantity: 1 },
  ],
  coupon_code: coupon,
});
type Attempt = { selection: string; couponCode: string | null; key: string; body: unknown };
/**
 * A request an earlier visit sent for these lines with coupon C9, whose answer never came; C9 is not
 * offered any more (the order it made holds it): a tap sends that request again, key and body.
 */
const keptAttempt: Attempt = {
  selection: SELECTION,
  couponCode: 'C9',
  key: 'kept-key',
  body: { ...orderBody('C9'), total: 570 },
};
const qrOrder = {
  order_id: 70,
  order_no: 'SO-70',
  payment_id: 12,
  qr_code: 'QR',
  qr_timeout: 15,
  created_date: '2026-01-01T10:00:00.000Z',
  total_amount: 580,
};

/** What the oracle knows from the steps so far (spec terms, not the chart's states). */
function account(history: readonly Observation[], input: { savedAttempt?: Attempt }) {
  let summaries = 0;
  let addressesLoaded = false;
  // The loads of the current round (on open, or a retry) not answered yet.
  let loadsPending = 0;
  let attempt: Attempt | null = input.savedAttempt ?? null;
  let current: string | null = null;
  let ticked: string | null = null;
  let placing = false;
  // The coupon picker or a discount sheet covers the order button; a re-fetch keeps it busy.
  let covered = false;
  let refetching = false;
  for (const step of history) {
    const result = actorResult(step);
    const type = step.event.type;
    if (type === 'xstate.init' || type === 'summary.retry' || type === 'connection.online')
      loadsPending += step.started.filter((s) => s.src === 'loadAddresses' || s.src === 'loadSummary').length;
    if ((result?.id === 'loadAddresses' || result?.id === 'loadSummary') && !refetching) loadsPending--;
    if (type === 'order.place' && step.started.some((s) => s.src === 'placeOrder')) {
      const current = summaries > 0 ? 'C1' : null;
      const keep = attempt && (attempt.couponCode === current || attempt.couponCode === 'C9');
      if (!keep)
        attempt = {
          selection: SELECTION,
          couponCode: current,
          key: `${KEY}:${summaries}`,
          body: orderBody(current),
        };
    }
    // A refusal (4xx) proves no order holds the key: the next tap is a new request.
    if (result?.id === 'placeOrder' && !result.done) {
      const status = (result.error as { status?: number }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) attempt = null;
    }
    if (type === 'coupon.openPicker' || type.startsWith('sheet.open')) covered = true;
    if (type === 'coupon.closePicker' || type === 'coupon.confirm' || type === 'sheet.close') covered = false;
    if (type === 'coupon.confirm') refetching = true;
    if (result?.id === 'loadSummary') refetching = false;
    if (result?.id === 'loadSummary' && result.done) {
      summaries++;
      current = 'C1';
    }
    if (result?.id === 'loadAddresses' && result.done) addressesLoaded = true;
    if (result?.id === 'placeOrder') placing = false;
    if (step.event.type === 'order.place' && step.started.some((s) => s.src === 'placeOrder')) placing = true;
    if (step.event.type === 'coupon.openPicker') ticked = current;
    if (step.event.type === 'coupon.toggle') {
      const code = String(step.event.code);
      ticked = ticked === code ? null : code;
    }
    // 409: the order is re-priced as shown, with the current coupon.
    if (result?.id === 'placeOrder' && !result.done && (result.error as { status?: number }).status === 409) {
      ticked = current;
      refetching = true;
    }
  }
  const loadFailed = loadsPending === 0 && !(summaries > 0 && addressesLoaded);
  return {
    summaries,
    addressesLoaded,
    current,
    ticked,
    placing,
    covered,
    refetching,
    loadFailed,
    loadsPending,
    attempt,
  };
}

const oracle: Oracle = (step, history, input) => {
  const problems: string[] = [];
  const was = account(history, input as { savedAttempt?: Attempt });
  const now = account([...history, step], input as { savedAttempt?: Attempt });
  const result = actorResult(step);
  const type = step.event.type;
  const body = lines.map(({ sku_id, quantity }) => ({ sku_id, quantity }));
  if (type === 'xstate.init') {
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'loadAddresses'),
        'addresses do not load on open',
      ),
    );
    problems.push(...inputs(step, 'loadSummary', { body, query: {} }));
  } else if (type === 'summary.retry' || type === 'connection.online') {
    // Only a screen whose summary or addresses failed loads them again (the first request).
    const loads = step.started.filter((s) => s.src === 'loadAddresses' || s.src === 'loadSummary').length;
    problems.push(
      ...check(
        loads === (was.loadFailed ? 2 : 0),
        was.loadFailed ? `${type} does not load the summary and addresses again` : `${type} loads again`,
      ),
    );
    problems.push(...inputs(step, 'loadSummary', { body, query: {} }));
  } else if (step.started.some((s) => s.src === 'loadSummary')) {
    // A re-fetch asks for the ticked coupon, or for none.
    const ticked = type === 'coupon.confirm' ? was.ticked : was.current;
    problems.push(
      ...inputs(step, 'loadSummary', {
        body,
        query: ticked ? { coupon_code: ticked } : { not_use_coupon: '1' },
      }),
    );
  }
  if (type === 'order.place') {
    const canOrder =
      was.summaries > 0 && was.addressesLoaded && !was.placing && !was.covered && !was.refetching;
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'placeOrder') === canOrder,
        canOrder ? 'the order is not placed' : 'an order is placed without summary and addresses, or twice',
      ),
    );
    // The kept request again (same key, same body), else the summary shown with a new key.
    const sent = now.attempt;
    if (sent) problems.push(...inputs(step, 'placeOrder', { body: sent.body, idempotencyKey: sent.key }));
    if (canOrder) {
      const saved = step.effects.find((e) => e.type === 'saveOrderAttempt');
      problems.push(
        ...check(
          JSON.stringify(saved?.params) === JSON.stringify({ attempt: sent }),
          'the order request is not kept for a retry after a reload',
        ),
        ...check(step.snapshot.hasTag('busy'), 'the order button is not disabled while ordering'),
      );
    }
  }
  if (result?.id === 'placeOrder' && result.done) {
    const order = result.output as typeof qrOrder;
    // 200: the ordered lines leave the cart, then the QR page (payment_id and qr_code) or order history.
    const qr = order.payment_id !== null && Boolean(order.qr_code);
    problems.push(
      ...navigation(step, qr ? `/payment/${order.payment_id}/${order.order_id}/qrcode` : '/ordershistory'),
    );
    // The QR page gets the QR data it shows (section 2 "Payment screens").
    const state = (step.emitted[0] as { state?: Record<string, unknown> } | undefined)?.state;
    if (qr)
      problems.push(
        ...check(
          state?.qr_code === order.qr_code &&
            state?.qr_timeout === order.qr_timeout &&
            state?.created_date === order.created_date &&
            state?.total_amount === order.total_amount &&
            state?.order_no === order.order_no,
          'the QR page is opened without the QR data',
        ),
      );
    const removed = step.effects.find((e) => e.type === 'removeOrderedLines');
    problems.push(
      ...check(
        JSON.stringify(removed?.params) === JSON.stringify({ ids: [101, 102] }),
        'the ordered lines are not removed from the cart',
      ),
    );
  } else problems.push(...navigation(step, null));
  if (result?.id === 'placeOrder' && !result.done) {
    const error = result.error as { message: string; status?: number };
    problems.push(
      ...check(
        step.context.orderError === error.message,
        'the order error dialog does not show the error as text',
      ),
    );
    if (error.status !== 409)
      problems.push(
        ...check(!step.snapshot.hasTag('busy'), 'the order button is not re-enabled after a failure'),
      );
    problems.push(
      ...check(
        !step.effects.some((e) => e.type === 'removeOrderedLines'),
        'a failed order removes cart lines',
      ),
    );
  }
  // The order request is forgotten once its order is confirmed or refused (4xx), kept otherwise.
  const forgot = step.effects.filter((e) => e.type === 'forgetOrderAttempt');
  if (result?.id === 'placeOrder') {
    const status = (result.error as { status?: number } | undefined)?.status;
    const forget = result.done || (typeof status === 'number' && status >= 400 && status < 500);
    problems.push(
      ...check(
        forget
          ? forgot.length === 1 &&
              JSON.stringify(forgot[0]?.params) === JSON.stringify({ attempt: was.attempt })
          : forgot.length === 0,
        forget
          ? 'the order request is not forgotten'
          : 'the order request is forgotten though its order may exist',
      ),
    );
  } else problems.push(...check(forgot.length === 0, 'an order request is forgotten without an answer'));
  // A failed load opens no dialog and leaves the retry line (section 8 + issue 20 item 4).
  if (
    now.loadsPending === 0 &&
    (result?.id === 'loadSummary' || result?.id === 'loadAddresses') &&
    !was.refetching
  )
    problems.push(
      ...check(
        isLoadFailed(step.snapshot) === now.loadFailed,
        now.loadFailed ? 'a failed load shows no retry line' : 'the retry line shows after a full load',
      ),
      ...check(step.context.orderError === null, 'a failed load opens an error dialog'),
    );
  if (type === 'order.dismissError')
    problems.push(...check(step.context.orderError === null, 'the order error dialog stays open'));
  return problems;
};

export const checkoutModel: ChartModel = {
  name: 'checkout',
  machine: checkoutMachine,
  inputs: [
    { lines, idempotencyKey: KEY },
    { lines, idempotencyKey: KEY, savedAttempt: keptAttempt },
  ],
  probes: [{ type: 'order.place' }, { type: 'summary.retry' }, { type: 'connection.online' }],
  events: {
    'coupon.toggle': [
      { type: 'coupon.toggle', code: 'C1' },
      { type: 'coupon.toggle', code: 'C2' },
    ],
  },
  outputs: {
    loadAddresses: [addresses],
    loadSummary: [summary],
    placeOrder: [qrOrder, { ...qrOrder, payment_id: null, qr_code: null }, { ...qrOrder, qr_code: null }],
  },
  errors: {
    loadAddresses: [{ message: 'Failed to fetch', kind: 'network' }],
    loadSummary: [{ message: 'Failed to fetch', kind: 'network' }],
    placeOrder: [
      { message: 'summary changed', status: 409 },
      { message: 'body.shipping_address.id is not your shipping address', status: 404 },
      { message: 'Internal Server Error', status: 500 },
      { message: 'Failed to fetch', kind: 'network' },
    ],
  },
  effects: ['removeOrderedLines', 'logOrderFailure', 'saveOrderAttempt', 'forgetOrderAttempt'],
  // The dismiss (and every other step) once with the order error dialog open and once without.
  situation: (context) => (context.orderError ? 'order error shown' : 'no order error'),
  serialize: (value, { summaryVersion: _, ...context }) =>
    `${JSON.stringify(value)}|${JSON.stringify(context)}`,
  oracle,
};
