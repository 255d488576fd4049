import { isDeepStrictEqual } from 'node:util';
import { orderPlacementMachine } from '../../../../machines/checkout/order-placement-machine.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';
import {
  type Attempt,
  addresses,
  freshAttempt,
  KEY,
  keptAttempt,
  lines,
  orderBody,
  qrOrder,
  summary,
} from './checkout-samples.ts';

/**
 * Placing the order, from spec section 4 "Placing an order" (on 200 the selected lines leave the
 * cart, then the QR page when payment_id and qr_code come back, else order history), section 3
 * "Order request" (the body), section 8 "Order placement failure" (an error dialog with the error
 * as text) and issue 20 item 7 (an order request is kept, key and body, until its order is
 * confirmed: a tap after a lost answer sends it again, so the server answers with the first order;
 * a 4xx refusal proves no order holds it, so it is forgotten). Each input is one tap of the order
 * button, with what the screen shows and the request kept, if any; the oracle knows which request
 * each tap must send.
 */
const source = (attempt: Attempt | null, currentCode: string | null = 'C1', summaryVersion = 1) => ({
  lines,
  summary,
  addresses,
  currentCode,
  keyBase: KEY,
  summaryVersion,
  attempt,
});
/** Each tap (input) and the request it must send. */
const taps: [ReturnType<typeof source>, Attempt][] = [
  // Nothing kept: the summary shown, with a key of this visit and summary version.
  [source(null), freshAttempt('C1', 1)],
  [source(null, null, 2), freshAttempt(null, 2)],
  // Kept with a coupon no longer offered (the lost order holds it): sent again, key and body.
  [source(keptAttempt), keptAttempt],
  // Kept with the coupon shown: sent again.
  [
    source({ ...keptAttempt, couponCode: 'C1', body: orderBody('C1') }),
    { ...keptAttempt, couponCode: 'C1', body: orderBody('C1') },
  ],
  // Kept with another coupon still offered (the customer chose again): a new request.
  [source({ ...keptAttempt, couponCode: 'C2' }), freshAttempt('C1', 1)],
  // Kept for another selection: a new request.
  [source({ ...keptAttempt, selection: '101x1' }), freshAttempt('C1', 1)],
];
const expectedOf = (input: unknown): Attempt =>
  (taps.find(([tap]) => tap === input) as [unknown, Attempt])[1];

/** What the customer is told for each sample failure (src/i18n/th.ts errors[kind]). */
const KINDS: Record<string, string> = {
  '409': 'conflict',
  '404': 'badRequest',
  '500': 'server',
  network: 'network',
};

const oracle: Oracle = (step, _history, input) => {
  const problems: string[] = [];
  const sent = expectedOf(input);
  const result = actorResult(step);
  const effects = (type: string) => step.effects.filter((e) => e.type === type).map((e) => e.params);
  if (step.event.type === 'xstate.init') {
    problems.push(
      ...check(step.started.filter((s) => s.src === 'placeOrder').length === 1, 'the order is not sent once'),
      ...inputs(step, 'placeOrder', { body: sent.body, idempotencyKey: sent.key }),
      ...check(
        isDeepStrictEqual(effects('saveOrderAttempt'), [{ attempt: sent }]),
        'the order request is not kept for a retry after a reload',
      ),
    );
    return problems;
  }
  if (result?.id !== 'placeOrder') return [`unexpected step ${step.event.type}`];
  const forgot = effects('forgetOrderAttempt');
  problems.push(...check(step.status === 'done', 'the placement does not end with the answer'));
  if (result.done) {
    const order = result.output as typeof qrOrder;
    const qr = order.payment_id !== null && Boolean(order.qr_code);
    const to = qr ? `/payment/${order.payment_id}/${order.order_id}/qrcode` : '/ordershistory';
    const output = step.output as {
      outcome?: string;
      navigation?: { to: string; replace?: boolean; state?: Record<string, unknown> };
    };
    const state = output.navigation?.state;
    problems.push(
      ...check(
        output.outcome === 'ordered' && output.navigation?.to === to,
        `the placed order does not go to ${to}`,
      ),
      ...check(output.navigation?.replace === true, 'the next page does not replace /summary'),
      ...check(
        isDeepStrictEqual(effects('removeOrderedLines'), [{ ids: [101, 102] }]),
        'the ordered lines are not removed from the cart',
      ),
      ...check(
        isDeepStrictEqual(forgot, [{ attempt: sent }]),
        'the confirmed order request is not forgotten',
      ),
      ...check(effects('logOrderFailure').length === 0, 'a placed order is logged as a failure'),
    );
    // The QR page gets the QR data it shows (section 2 "Payment screens").
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
    return problems;
  }
  const error = result.error as { message: string; status?: number; kind?: string };
  const refused = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
  const output = step.output as {
    outcome?: string;
    orderError?: string;
    orderErrorKind?: string;
    attempt?: unknown;
  };
  problems.push(
    ...check(output.outcome === 'failed', 'a failed order is not told as failed'),
    ...check(output.orderError === error.message, 'the order error dialog does not show the error as text'),
    ...check(
      output.orderErrorKind === KINDS[String(error.status ?? error.kind)],
      'the failure is told as another kind',
    ),
    ...check(effects('removeOrderedLines').length === 0, 'a failed order removes cart lines'),
    ...check(isDeepStrictEqual(effects('logOrderFailure'), [{ error }]), 'the failure is not logged'),
    // A refusal (4xx) proves no order holds the key: forgotten, and the next tap is a new request.
    ...check(
      isDeepStrictEqual(forgot, refused ? [{ attempt: sent }] : []),
      refused
        ? 'the refused order request is not forgotten'
        : 'the order request is forgotten though its order may exist',
    ),
    ...check(
      isDeepStrictEqual(output.attempt, refused ? null : sent),
      refused ? 'a refused order request is sent again' : 'the order request is not kept for the next tap',
    ),
  );
  return problems;
};

export const orderPlacementModel: ChartModel = {
  name: 'orderPlacement',
  machine: orderPlacementMachine,
  inputs: taps.map(([tap]) => tap),
  outputs: {
    placeOrder: [qrOrder, { ...qrOrder, payment_id: null, qr_code: null }, { ...qrOrder, qr_code: null }],
  },
  errors: {
    placeOrder: [
      { message: 'summary changed', status: 409 },
      { message: 'body.shipping_address.id is not your shipping address', status: 404 },
      { message: 'Internal Server Error', status: 500 },
      { message: 'Failed to fetch', kind: 'network' },
    ],
  },
  effects: ['removeOrderedLines', 'logOrderFailure', 'saveOrderAttempt', 'forgetOrderAttempt'],
  oracle,
};
