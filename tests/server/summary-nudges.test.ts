import { describe, expect, it } from 'vitest';
import type { Nudge } from '../../contract/summary.ts';
import { PROMOTION_IDS_BY_TYPE, SKU_ID_BY_PROMOTION_TYPE, SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { suiteSignedInServer } from './harness.ts';

// The nudges of docs/pricing.md "Nudges" through POST /summary/saleitem on the seeded database
// (PGlite, and PostgreSQL in the server-postgres project); on the pure function:
// pricing-nudges.test.ts.

// ---- Through the API, on the seeded catalogue -------------------------------------------

const SUMMARY = '/api/v1/ssc/summary/saleitem';
const server = suiteSignedInServer();

type Lines = { sku_id: number; quantity: number }[];
// biome-ignore lint/suspicious/noExplicitAny: the summary's cart is asserted field by field
async function priced(lines: Lines): Promise<any> {
  const res = await server.call('POST', SUMMARY, { token: server.token, body: lines });
  expect(res.status, res.text).toBe(200);
  return res.body.data.cart[0];
}

const added = (lines: Lines, add: Nudge['add'], less = 0): Lines =>
  lines.map((l) => (l.sku_id === add.sku_id ? { ...l, quantity: l.quantity + add.quantity - less } : l));

// biome-ignore lint/suspicious/noExplicitAny: a summary cart
function reached(cart: any, nudge: Nudge): boolean {
  // biome-ignore lint/suspicious/noExplicitAny: applied promotion
  const promotion = cart.promotions.find((p: any) => p.promotion_id === nudge.promotion_id);
  switch (nudge.kind) {
    case 'step_discount':
    case 'theme_brand':
      return promotion !== undefined && promotion.discount > 0;
    case 'step_free':
      return (
        promotion?.premiums.some(
          // biome-ignore lint/suspicious/noExplicitAny: premium
          (g: any) => g.sku_id === nudge.gift?.sku_id && g.free_quantity === nudge.gift?.free_quantity,
        ) ?? false
      );
    case 'premium':
      return (promotion?.premiums[0]?.free_quantity ?? 0) > 0;
    case 'free_shipping':
      return cart.shipping_matching[0].shipping_discount > 0;
    case 'coupon':
      // biome-ignore lint/suspicious/noExplicitAny: coupon
      return cart.coupons.find((c: any) => c.code === nudge.coupon_code)?.applicable === true;
  }
}

describe('POST /summary/saleitem nudges', () => {
  const CASES: [string, Lines][] = [
    ['step_discount and premium (SKU 3)', [{ sku_id: SKU_ID_BY_PROMOTION_TYPE.step_discount, quantity: 4 }]],
    ['step_free', [{ sku_id: SKU_ID_BY_PROMOTION_TYPE.step_free, quantity: 8 }]],
    ['premium', [{ sku_id: SKU_ID_BY_PROMOTION_TYPE.premium, quantity: 2 }]],
    ['theme_brand', [{ sku_id: SKU_ID_BY_PROMOTION_TYPE.theme_brand, quantity: 1 }]],
    ['plain', [{ sku_id: SKU_ID_PLAIN, quantity: 3 }]],
  ];

  it.each(CASES)(
    '%s: every nudge adds exactly what is missing (one unit less does not reach it)',
    async (_, lines) => {
      const cart = await priced(lines);
      const list = cart.nudges as Nudge[];
      expect(list.length).toBeGreaterThan(0);
      for (const nudge of list) {
        expect(reached(cart, nudge), `${nudge.kind} already reached`).toBe(false);
        expect(reached(await priced(added(lines, nudge.add)), nudge), `${nudge.kind} with the add`).toBe(
          true,
        );
        if (nudge.add.quantity > 1)
          expect(reached(await priced(added(lines, nudge.add, 1)), nudge), `${nudge.kind} one less`).toBe(
            false,
          );
      }
    },
  );

  it('names each promotion type of the seed with its figures and the product sold by its pack size', async () => {
    const [sku] = await server.db.query<{ pack_size: string | null }>(
      'SELECT pack_size FROM skus WHERE id = $1',
      [SKU_ID_BY_PROMOTION_TYPE.step_discount],
    );
    const step = (await priced(CASES[0]![1])).nudges as Nudge[];
    expect(step.find((n) => n.kind === 'step_discount')).toMatchObject({
      promotion_id: PROMOTION_IDS_BY_TYPE.step_discount[0],
      missing_qty: 1,
      percent: 3,
      add: { sku_id: SKU_ID_BY_PROMOTION_TYPE.step_discount, quantity: 1, pack_size: sku?.pack_size },
    });
    expect(step.find((n) => n.kind === 'premium')).toMatchObject({
      promotion_id: PROMOTION_IDS_BY_TYPE.premium[0],
      gift: { title: 'แก้วน้ำช้าง', price: 59, free_quantity: 1 },
    });
    const free = (await priced(CASES[1]![1])).nudges as Nudge[];
    expect(free.find((n) => n.kind === 'step_free')).toMatchObject({
      promotion_id: PROMOTION_IDS_BY_TYPE.step_free[0],
      missing_qty: 2,
      gift: { sku_id: SKU_ID_BY_PROMOTION_TYPE.step_free, free_quantity: 1 },
    });
    const theme = (await priced(CASES[3]![1])).nudges as Nudge[];
    expect(theme.find((n) => n.kind === 'theme_brand')).toMatchObject({
      promotion_id: PROMOTION_IDS_BY_TYPE.theme_brand[0],
      percent: 5,
    });
  });

  it("lists a coupon's minimum with what is missing, the same figure as the coupon's own `missing`", async () => {
    const cart = await priced([{ sku_id: SKU_ID_PLAIN, quantity: 3 }]);
    const coupons = (cart.nudges as Nudge[]).filter((n) => n.kind === 'coupon');
    expect(coupons.length).toBeGreaterThan(0);
    for (const nudge of coupons) {
      // biome-ignore lint/suspicious/noExplicitAny: coupon
      const own = cart.coupons.find((c: any) => c.code === nudge.coupon_code);
      expect(nudge.missing_amount).toBe(own.missing);
      expect(nudge.discount).toBeGreaterThan(cart.coupon_discount);
    }
    expect((cart.nudges as Nudge[]).find((n) => n.kind === 'free_shipping')).toBeDefined();
  });
});
