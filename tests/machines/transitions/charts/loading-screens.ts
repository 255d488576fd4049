import type { AnyMachineSnapshot } from 'xstate';
import { categoryChooserMachine } from '../../../../machines/category-chooser/category-chooser-machine.ts';
import {
  chooserCategories,
  hasChooserFailed,
  isLoadingChooser,
} from '../../../../machines/category-chooser/selectors.ts';
import { couponsMachine } from '../../../../machines/coupons/coupons-machine.ts';
import {
  hasCouponsLoadFailed,
  isCouponListEmpty,
  selectCoupons,
} from '../../../../machines/coupons/selectors.ts';
import {
  hasPromotionListFailed,
  isPromotionListEmpty,
  promotionsMachine,
  selectPromotionList,
} from '../../../../machines/home/promotions-machine.ts';
import { listMetaMachine } from '../../../../machines/list-meta/list-meta-machine.ts';
import {
  isMetaLoading,
  selectMetaBrands,
  selectMetaName,
  selectMetaRules,
} from '../../../../machines/list-meta/selectors.ts';
import { check } from '../expect.ts';
import type { ChartModel, Observation } from '../model.ts';
import { loadOracle } from './loads.ts';

/**
 * The screens whose chart only loads their data (spec section 2 per screen; section 8: category,
 * coupon, profile and list failures are silent; the detail pages are ./detail-screens.ts). Each oracle is
 * loads.ts's rule with what the screen must show after an answer and after a failure.
 */
// biome-ignore lint/suspicious/noExplicitAny: the selectors each take their own chart's snapshot
type Selector = (snapshot: any) => unknown;
const sel = (f: Selector) => f as (snapshot: AnyMachineSnapshot) => never;

/**
 * Issue 20: after a failed load, the chart's `retry` event (the retry tapped, or the browser back
 * online) loads again; with nothing failed it asks nothing.
 */
function reloadsAfterFailure(
  step: Observation,
  history: readonly Observation[],
  src: string,
  failed: (snapshot: AnyMachineSnapshot) => boolean,
  event: string,
): string[] {
  if (step.event.type !== event) return [];
  const before = history.at(-1)?.snapshot;
  const wasFailed = before ? failed(before) : false;
  return check(
    step.started.some((s) => s.src === src) === wasFailed,
    wasFailed ? `${event} does not load ${src} again` : `${event} loads ${src} with nothing failed`,
  );
}

/** A coupon as the server answers it (also the coupon page's sample, ./detail-screens.ts). */
export const coupon = {
  id: 1,
  code: 'NEW50',
  name: 'ส่วนลด 50',
  image: null,
  detail: 'x',
  privilege_condition_type_name: 'y',
  end_date: '2026-12-31T00:00:00Z',
  status: null,
};

export const categoryChooserModel: ChartModel = {
  name: 'categoryChooser',
  machine: categoryChooserMachine,
  outputs: { loadCategories: [[{ id: 3, th_name: 'น้ำดื่ม', image_url: 'a.jpg', image_cover_url: null }]] },
  probes: [{ type: 'chooser.retry' }],
  oracle: (step, history, input) => [
    ...loadOracle({
      src: 'loadCategories',
      isLoading: sel(isLoadingChooser),
      // Failure: no tiles but 'ทั้งหมด', and the line that says so (issue 20).
      shown: (s) => [chooserCategories(s as never), hasChooserFailed(s as never)],
      onSuccess: (categories) => [categories, false],
      onFailure: [[], true],
    })(step, history, input),
    ...reloadsAfterFailure(step, history, 'loadCategories', sel(hasChooserFailed), 'chooser.retry'),
  ],
};

/**
 * A list with an empty text and a failure line (coupons, promotions): loads on open, shows its
 * items, the empty text only for a list that loaded empty, and after a failure neither but the
 * line that says it could not load, whose `retry` loads again (issue 20).
 */
function listWithFailureLine(rule: {
  src: string;
  input?: unknown;
  items: (s: never) => unknown[];
  isEmpty: (s: never) => boolean;
  failed: (s: never) => boolean;
  retry: string;
}): ChartModel['oracle'] {
  return (step, history, input) => [
    ...loadOracle({
      src: rule.src,
      input: rule.input,
      isLoading: (s) => s.hasTag('loading'),
      shown: (s) => [rule.items(s as never), rule.isEmpty(s as never), rule.failed(s as never)],
      onSuccess: (items) => [items, (items as unknown[]).length === 0, false],
      onFailure: [[], false, true],
    })(step, history, input),
    ...reloadsAfterFailure(step, history, rule.src, (s) => rule.failed(s as never), rule.retry),
  ];
}

export const couponsModel: ChartModel = {
  name: 'coupons',
  machine: couponsMachine,
  inputs: [{ kind: 'history' }],
  outputs: { loadCoupons: [[coupon], []] },
  probes: [{ type: 'coupons.retry' }],
  oracle: listWithFailureLine({
    src: 'loadCoupons',
    input: { kind: 'history' },
    items: selectCoupons,
    isEmpty: isCouponListEmpty,
    failed: hasCouponsLoadFailed,
    retry: 'coupons.retry',
  }),
};

export const promotionsModel: ChartModel = {
  name: 'promotions',
  machine: promotionsMachine,
  outputs: { loadPromotions: [[{ id: 1 }], []] },
  probes: [{ type: 'promotions.retry' }],
  oracle: listWithFailureLine({
    src: 'loadPromotions',
    items: selectPromotionList,
    isEmpty: isPromotionListEmpty,
    failed: hasPromotionListFailed,
    retry: 'promotions.retry',
  }),
};

const meta = {
  name: 'โปรโมชั่นเดือนนี้',
  cover: 'c.jpg',
  brands: [],
  rules: [{ header: 'ซื้อ 5 ลังขึ้นไป', description: 'ลด 3%' }],
};
export const listMetaModel: ChartModel = {
  name: 'listMeta',
  machine: listMetaMachine,
  inputs: [
    { lookup: 'promotion', id: '4' },
    { lookup: null, id: '' },
  ],
  events: {
    'meta.routeChanged': [
      { type: 'meta.routeChanged', input: { lookup: 'promotion', id: '4' } },
      { type: 'meta.routeChanged', input: { lookup: null, id: '' } },
    ],
  },
  outputs: { lookupMeta: [meta] },
  oracle: (step, history, input) => {
    const problems = loadOracle({
      src: 'lookupMeta',
      input: { lookup: 'promotion', id: '4' },
      // Looked up when navigation state did not bring the name, and always for a promotion (its rules).
      loadsOnOpen: (given) => (given as { lookup: unknown }).lookup !== null,
      isLoading: sel(isMetaLoading),
      shown: (s) => [selectMetaName(s as never), selectMetaBrands(s as never), selectMetaRules(s as never)],
      onSuccess: (found) => [
        (found as typeof meta).name,
        (found as typeof meta).brands,
        (found as typeof meta).rules,
      ],
      onFailure: [null, [], []],
    })(step, history, input);
    if (step.event.type !== 'meta.routeChanged') return problems;
    // A new route names another page: what was shown goes and its own lookup (if any) starts.
    type Page = { lookup: string | null; id: string };
    const page = (raw: unknown) => raw as Page;
    let current = page(input);
    for (const seen of history) if (seen.event.type === 'meta.routeChanged') current = page(seen.event.input);
    const next = page(step.event.input);
    const same = current.lookup === next.lookup && current.id === next.id;
    const loads = step.started.some((s) => s.src === 'lookupMeta');
    if (same) problems.push(...check(!loads, 'the same page is looked up again'));
    else {
      problems.push(
        ...check(
          loads === (next.lookup !== null),
          'a new page is not looked up (or one with nothing to find is)',
        ),
      );
      if (!loads)
        problems.push(
          ...check(
            selectMetaName(step.snapshot as never) === null &&
              selectMetaRules(step.snapshot as never).length === 0,
            "the last page's name or rules stay on a new page",
          ),
        );
    }
    return problems;
  },
};
