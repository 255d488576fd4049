import { MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';
import type { PricingLine, PricingPromotion, PricingValue } from '../pricing/engine.ts';
import { priceCart } from '../pricing/engine.ts';
import { FREE_SHIPPING_MIN_BAHT } from '../pricing/rules.ts';
import type { SeedPromotion, SeedSku } from './catalogue.ts';
import { SKU_IDS_BROKEN_IMAGE, SKU_IDS_INACTIVE } from './fixtures.ts';
import type { SeedAddress, SeedCoupon } from './shops.ts';
import { addHours, mulberry32, pick, type Rng, randInt } from './util.ts';

/**
 * Order history: each order is priced by the real pricing engine at its created date, so its
 * totals are exactly what POST /orders would have stored.
 */

interface OrderDef {
  id: number;
  customer: number;
  status: number;
  hoursAgo: number;
  /** Exact lines by SKU code; `random` more lines are drawn from the catalogue. */
  lines?: readonly (readonly [string, number])[];
  random?: number;
  coupon?: string;
}

const ORDER_DEFS: readonly OrderDef[] = [
  { id: 1001, customer: 1, status: 5, hoursAgo: 19 * 24 + 3, random: 4 },
  {
    id: 1002,
    customer: 1,
    status: 5,
    hoursAgo: 8 * 24 + 5,
    coupon: 'NEWYEAR100',
    lines: [
      ['PEP-ORG-325C-C24', 3],
      ['PEP-MAX-450-C24', 3],
    ],
  },
  { id: 1003, customer: 1, status: 12, hoursAgo: 14 * 24 + 2, random: 2 },
  { id: 1004, customer: 1, status: 6, hoursAgo: 12 * 24 + 6, random: 3 },
  {
    id: 1005,
    customer: 1,
    status: 4,
    hoursAgo: 5 * 24 + 1,
    lines: [
      ['CHG-WTR-600-C24', 10],
      ['CHG-SDA-325-C24', 2],
    ],
  },
  { id: 1006, customer: 1, status: 3, hoursAgo: 2 * 24 + 4, coupon: 'SONGKRAN5P', random: 3 },
  { id: 1007, customer: 1, status: 2, hoursAgo: 20, lines: [['COK-ORG-325C-C24', 10]], random: 1 },
  { id: 1008, customer: 1, status: 7, hoursAgo: 3 * 24 + 2, random: 2 },
  {
    id: 1009,
    customer: 1,
    status: 4,
    hoursAgo: 4 * 24,
    lines: [
      ['M15-ORG-150-C50', 5],
      ['KTD-ORG-150-P10', 10],
    ],
  },
  {
    id: 1010,
    customer: 1,
    status: 5,
    hoursAgo: 9 * 24 + 7,
    lines: [
      ['NES-LAT-180C-C24', 4],
      ['NES-LTB-280-P12', 3],
    ],
  },
  { id: 1011, customer: 1, status: 2, hoursAgo: 8, random: 1 },
  { id: 1012, customer: 1, status: 3, hoursAgo: 30, random: 3 },
  { id: 1013, customer: 1, status: 1, hoursAgo: 0.7, random: 2 },
  { id: 1014, customer: 1, status: 1, hoursAgo: 1.7, lines: [['MAL-ORN-1000-P12', 4]] },
  { id: 1015, customer: 2, status: 1, hoursAgo: 1.2, random: 3 },
  { id: 1016, customer: 2, status: 2, hoursAgo: 26, random: 2 },
  { id: 1017, customer: 2, status: 5, hoursAgo: 7 * 24 + 3, lines: [['OIS-GRN-420-C24', 12]] },
  { id: 1018, customer: 2, status: 6, hoursAgo: 11 * 24 + 5, random: 2 },
];

export interface SeedOrderRows {
  orders: object[];
  items: object[];
  premiums: object[];
  payments: object[];
}

/** 'SO' + yymmdd (Bangkok date) + 4-digit sequence. */
function orderNo(created: Date, seq: number): string {
  const bangkok = addHours(created, 7).toISOString();
  return `SO${bangkok.slice(2, 4)}${bangkok.slice(5, 7)}${bangkok.slice(8, 10)}${String(seq).padStart(4, '0')}`;
}

function toLine(sku: SeedSku, quantity: number): PricingLine {
  const { id: sku_id, title, image_url, price, discount_price, brand_id } = sku;
  return { sku_id, quantity, title, image_url, price, discount_price, brand_id };
}

function drawLines(rng: Rng, def: OrderDef, skus: readonly SeedSku[]): PricingLine[] {
  const byCode = new Map(skus.map((s) => [s.sku, s]));
  const lines = (def.lines ?? []).map(([code, qty]) => {
    const sku = byCode.get(code);
    if (!sku) throw new Error(`seed: order ${def.id} names unknown SKU ${code}`);
    return toLine(sku, qty);
  });
  const orderable = skus.filter(
    (s) => !SKU_IDS_INACTIVE.includes(s.id) && !SKU_IDS_BROKEN_IMAGE.includes(s.id),
  );
  while (lines.length < (def.lines?.length ?? 0) + (def.random ?? 0)) {
    const sku = pick(rng, orderable);
    if (!lines.some((l) => l.sku_id === sku.id)) lines.push(toLine(sku, randInt(rng, 1, 6)));
  }
  return lines;
}

/**
 * Prices the order; raises the first line's quantity until it reaches the minimum order and
 * until free shipping reads the same whether judged before or after promotion discounts.
 */
function priceOrder(
  lines: PricingLine[],
  promotions: PricingPromotion[],
  coupon: SeedCoupon | undefined,
  now: Date,
) {
  for (;;) {
    const coupons = coupon
      ? [
          {
            ...coupon,
            status: null,
            start_date: coupon.start_date.toISOString(),
            end_date: coupon.end_date.toISOString(),
          },
        ]
      : [];
    const couponChoice = coupon ? { kind: 'code' as const, code: coupon.code } : { kind: 'none' as const };
    const result = priceCart({ lines, promotions, coupons, couponChoice, now });
    if (!result.ok) throw new Error(`seed: coupon ${coupon?.code}: ${result.error}`);
    const v: PricingValue = result.value;
    const goods = v.total_sale - v.promotion_discounts;
    const ambiguous = v.total_sale >= FREE_SHIPPING_MIN_BAHT && goods < FREE_SHIPPING_MIN_BAHT;
    if (v.total_sale >= MINIMUM_ORDER_BAHT && !ambiguous) return v;
    lines[0]!.quantity += 1;
  }
}

export function buildOrders(
  now: Date,
  skus: readonly SeedSku[],
  promotions: readonly (SeedPromotion & { sku_ids: number[]; start: Date })[],
  addresses: readonly SeedAddress[],
  coupons: readonly SeedCoupon[],
  customerNames: ReadonlyMap<number, string>,
): SeedOrderRows {
  const rng = mulberry32(7_000_123);
  const rows: SeedOrderRows = { orders: [], items: [], premiums: [], payments: [] };
  ORDER_DEFS.forEach((def, index) => {
    const created = addHours(now, -def.hoursAgo);
    const running = promotions
      .filter((p) => p.start <= created)
      .map(
        (p): PricingPromotion => ({
          id: p.id,
          name: p.name,
          brand_id: p.brand_id,
          sku_ids: p.sku_ids,
          ...p.promo,
        }),
      );
    const coupon = coupons.find((c) => c.code === def.coupon);
    const v = priceOrder(drawLines(rng, def, skus), running, coupon, created);
    const ship = addresses.find((a) => a.customer_id === def.customer && a.kind === 'shipping')!;
    const tax = addresses.find((a) => a.customer_id === def.customer && a.kind === 'tax')!;
    rows.orders.push({
      id: def.id,
      order_no: orderNo(created, index + 1),
      customer_id: def.customer,
      status_id: def.status,
      created_date: created,
      updated_date: created,
      payment_method: 1,
      shipping_address_id: ship.id,
      tax_address_id: tax.id,
      customer_name: customerNames.get(def.customer),
      ship_phone_1: ship.phone_1,
      ship_phone_2: ship.phone_2,
      ship_address: ship.name,
      ship_sub_dist: ship.sub_district,
      ship_district: ship.district,
      ship_province: ship.province,
      ship_zipcode: ship.zipcode,
      coupon_code: v.selected_coupon_code,
      total_sale: v.total_sale,
      total_sku_discount: v.total_sku_discount,
      total_discount: v.promotion_discounts,
      coupon_discount: v.coupon_discount,
      shipping_fee: v.total_shipping,
      discount_shipping: v.shipping_discount,
      total_amount: v.total_net_price,
    });
    for (const s of v.sale_items) {
      const { seq, sku_id, title, image: image_url, price: list_price, net_price: price, quantity } = s;
      rows.items.push({ order_id: def.id, seq, sku_id, title, image_url, list_price, price, quantity });
    }
    const gifts = v.promotions.flatMap((p) =>
      p.premiums.map((g) => ({ ...g, promotion_id: p.promotion_id })),
    );
    gifts.forEach(({ promotion_id, title, image, price, free_quantity }, i) => {
      rows.premiums.push({ order_id: def.id, seq: i + 1, promotion_id, title, image, price, free_quantity });
    });
    const payment = { order_id: def.id, amount: v.total_net_price, qr_payload: 'seed', qr_timeout: 15 };
    if (def.status >= 2 && def.status <= 5) {
      const paid = addHours(created, 0.2);
      rows.payments.push({ ...payment, status: 2, created_date: paid, updated_date: paid });
    }
    if (def.status === 7) {
      const created_date = addHours(created, 0.1);
      rows.payments.push({ ...payment, status: 5, created_date, updated_date: addHours(created, 24) });
    }
  });
  return rows;
}
