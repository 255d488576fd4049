import { homeMachine } from '../../../../machines/home/home-machine.ts';
import { actorResult, check, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * Home, from spec section 2 "Home" (banners, promotion strip, shop types, brands and recommended
 * products, and issue 22's usual order of the shop; a banner opens its category, promotion or brand) and section 8 (a failed section is
 * silently empty).
 */
const sections: Record<string, string> = {
  loadBanners: 'banners',
  loadPromotions: 'promotions',
  loadShopTypes: 'shopTypes',
  loadBrands: 'brands',
  loadRecommended: 'recommended',
  loadUsual: 'usual',
};
const routes: Record<string, string> = {
  category: '/categories',
  promotion: '/promotions',
  brand: '/brands',
};
const banner = (type: string, ref_id: string) => ({ id: 1, type, ref_id, name: 'b', image: null });

const oracle: Oracle = (step, history) => {
  const event = step.event as { type: string; banner?: { type: string; ref_id: string } };
  const problems: string[] = [];
  if (event.type === 'xstate.init')
    problems.push(
      ...check(
        Object.keys(sections).every((src) => step.started.some((s) => s.src === src)),
        'the home sections do not all load on open',
      ),
    );
  const result = actorResult(step);
  const section = result ? sections[result.id] : undefined;
  if (result && section)
    problems.push(
      ...check(
        JSON.stringify(step.context[section]) === JSON.stringify(result.done ? result.output : []),
        `the ${section} section does not show its answer (or stay empty)`,
      ),
    );
  const answered = new Set([...history, step].map((s) => actorResult(s)?.id).filter(Boolean));
  problems.push(
    ...check(
      (step.snapshot as { matches: (state: string) => boolean }).matches('ready') ===
        Object.keys(sections).every((src) => answered.has(src)),
      'the page is complete before every section answered, or not after',
    ),
  );
  const ref = event.banner?.ref_id.trim();
  const base = event.banner ? routes[event.banner.type] : undefined;
  problems.push(
    ...navigation(step, event.type === 'home.bannerPressed' && base && ref ? `${base}/${ref}` : null),
  );
  return problems;
};

export const homeModel: ChartModel = {
  name: 'home',
  machine: homeMachine,
  events: {
    'home.bannerPressed': [
      banner('category', '12'),
      banner('promotion', ' 7 '),
      banner('video', '1'),
      banner('brand', ''),
    ].map((b) => ({ type: 'home.bannerPressed', banner: b })),
  },
  outputs: {
    loadBanners: [[banner('category', '12')]],
    loadPromotions: [[{ id: 2, name: 'p', image: null, image_cover: null }]],
    loadShopTypes: [[{ id: 3, name: 's', image: null }]],
    loadBrands: [[{ id: 4, name_th: 'b', image: null, image_cover_url: null }]],
    loadRecommended: [
      [{ id: 5, sku: 'S', title: 't', image_url: null, net_price: 1, price: 1, discount_price: null }],
    ],
    loadUsual: [[{ sku_id: 5, title: 't', quantity: 3, order_count: 1, last_ordered: 'x', product: null }]],
  },
  // Which sections answered, and in what order, adds nothing for the guards: only how many did.
  serialize: (value) =>
    typeof value === 'string' ? value : String(JSON.stringify(value).split('"done"').length - 1),
  oracle,
};
