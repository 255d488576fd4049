import type { AnyMachineSnapshot } from 'xstate';
import { couponDetailMachine } from '../../../../machines/coupons/coupon-detail-machine.ts';
import {
  hasCouponLoadFailed,
  isCouponDetailLoading,
  isCouponNotFound,
  selectCoupon,
} from '../../../../machines/coupons/selectors.ts';
import {
  hasOrderLoadFailed,
  isLoadingOrder,
  isOrderUnavailable,
  orderDetailMachine,
  selectOrder,
} from '../../../../machines/order-detail/order-detail-machine.ts';
import { productDetailMachine } from '../../../../machines/product-detail/product-detail-machine.ts';
import {
  hasProductLoadFailed,
  isLoading as isProductLoading,
  isProductUnavailable,
  selectShownProduct,
} from '../../../../machines/product-detail/selectors.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';
import { coupon } from './loading-screens.ts';

/**
 * The three detail pages (/products/{id}, /ordershistory/{order_id}, /mycoupon/{code}): spec section 2
 * per screen, section 8 (product: only logged; order and coupon: silent, no dialog) and issue 20
 * (docs/traceability.md §8.5, §8.10, §8.14): the item loads on open; an answer that there is no such
 * item (404) shows the not-found notice; a load that got no answer (offline, a 5xx, an unreadable
 * answer) is not "not found": the page shows one line that it could not load, whose retry (tapped,
 * or sent when the browser comes back online) loads it again. The retry anywhere else changes nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: the selectors each take their own chart's snapshot
type Selector = (snapshot: any) => unknown;

interface DetailRule {
  src: string;
  input: unknown;
  /** Whether the page loads on open (false: nothing to look up). */
  loadsOnOpen?: (input: unknown) => boolean;
  /** The page's retry event. */
  retry: string;
  isLoading: Selector;
  /** What the page shows: [the item, the not-found notice, the could-not-load line]. */
  item: Selector;
  notFound: Selector;
  loadFailed: Selector;
}

/** The spec's "no answer" (issue 20), read from the error apart from the chart's guard. */
const gotNoAnswer = (error: unknown) => {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
  return kind === 'network' || kind === 'malformed' || (typeof status === 'number' && status >= 500);
};

/** The could-not-load line is up: the last answer was no answer and no load started since. */
const failureShown = (steps: readonly Observation[], src: string) => {
  let shown = false;
  for (const step of steps) {
    if (step.started.some((started) => started.src === src)) shown = false;
    const result = actorResult(step);
    if (result?.id === src && !result.done) shown = gotNoAnswer(result.error);
  }
  return shown;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const detailOracle =
  (rule: DetailRule): Oracle =>
  (step, history, given) => {
    const snapshot = step.snapshot as AnyMachineSnapshot;
    const shown = () => [rule.item(snapshot), rule.notFound(snapshot), rule.loadFailed(snapshot)];
    const problems = [...navigation(step, null), ...inputs(step, rule.src, rule.input)];
    const loads = step.started.some((started) => started.src === rule.src);
    const type = step.event.type;
    if (type === 'xstate.init') {
      const opens = rule.loadsOnOpen?.(given) ?? true;
      problems.push(
        ...check(
          loads === opens && Boolean(rule.isLoading(snapshot)) === opens,
          opens ? `${rule.src} is not called (with loading shown)` : 'a call is made with nothing to look up',
        ),
      );
    }
    if (type === rule.retry) {
      if (failureShown(history, rule.src))
        problems.push(
          ...check(
            loads && Boolean(rule.isLoading(snapshot)) && !rule.loadFailed(snapshot),
            `${type} after a failed load does not load again (with loading shown, the line gone)`,
          ),
        );
      else problems.push(...check(!loads, `${type} loads again when nothing failed`));
    }
    const result = actorResult(step);
    if (result?.id === rule.src) {
      const expected = result.done
        ? [result.output, false, false]
        : gotNoAnswer(result.error)
          ? [null, false, true]
          : [null, true, false];
      problems.push(...check(!rule.isLoading(snapshot), 'loading stays shown after the answer'));
      problems.push(
        ...check(
          same(shown(), expected),
          `shows [item, not found, could not load] ${JSON.stringify(shown())}, expected ${JSON.stringify(expected)}`,
        ),
      );
    }
    return problems;
  };

/** One of each failure: no connection, an unreadable answer, a server error, and a 404. */
const failures = [
  { message: 'Failed to fetch', kind: 'network', status: null },
  { message: 'Unexpected answer', kind: 'malformed', status: 200 },
  { message: 'Service Unavailable', kind: 'http', status: 503 },
  { message: 'Not Found', kind: 'http', status: 404 },
];

const product = {
  id: 7,
  sku: 'SKU-7',
  title: 'น้ำแร่',
  image_url: null,
  net_price: 20,
  price: 20,
  discount_price: null,
};
const productLoads = detailOracle({
  src: 'fetchProductDetail',
  input: { id: '7' },
  // An empty id fetches nothing and shows the empty page.
  loadsOnOpen: (input) => (input as { id: string }).id.trim() !== '',
  retry: 'product.retry',
  isLoading: isProductLoading,
  item: selectShownProduct,
  notFound: isProductUnavailable,
  loadFailed: hasProductLoadFailed,
});
export const productDetailModel: ChartModel = {
  name: 'productDetail',
  machine: productDetailMachine,
  inputs: [{ id: ' 7 ' }, { id: '  ' }],
  outputs: { fetchProductDetail: [product] },
  errors: { fetchProductDetail: failures },
  effects: ['logFailure'],
  probes: [{ type: 'product.retry' }],
  oracle: (step, history, input) => {
    const problems = productLoads(step, history, input);
    // Spec section 8: every failure, not found or no answer, is logged (console.error).
    const result = actorResult(step);
    if (result?.id === 'fetchProductDetail' && !result.done)
      problems.push(
        ...check(
          step.effects.some((effect) =>
            same(effect, { type: 'logFailure', params: { error: result.error } }),
          ),
          'a failed product load is not logged',
        ),
      );
    return problems;
  },
};

/** A page opened on `rule.input` (the chart's input is the call's), answered with `output` or each failure. */
const detailModel = (name: string, machine: ChartModel['machine'], output: unknown, rule: DetailRule) => ({
  name,
  machine,
  inputs: [rule.input],
  outputs: { [rule.src]: [output] },
  errors: { [rule.src]: failures },
  probes: [{ type: rule.retry }],
  oracle: detailOracle(rule),
});

// Silent failure: no dialog (the chart has none); not found or the could-not-load line.
export const orderDetailModel: ChartModel = detailModel(
  'orderDetail',
  orderDetailMachine,
  { order_id: 81 },
  {
    src: 'loadOrder',
    input: { orderId: '81' },
    retry: 'order.retry',
    isLoading: isLoadingOrder,
    item: selectOrder,
    notFound: isOrderUnavailable,
    loadFailed: hasOrderLoadFailed,
  },
);

export const couponDetailModel: ChartModel = detailModel('couponDetail', couponDetailMachine, coupon, {
  src: 'loadCouponDetail',
  input: { code: 'NEW50' },
  retry: 'coupon.retry',
  isLoading: isCouponDetailLoading,
  item: selectCoupon,
  notFound: isCouponNotFound,
  loadFailed: hasCouponLoadFailed,
});
