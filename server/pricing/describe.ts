import { PremiumRules, StepDiscountRules, StepFreeRules, ThemeBrandRules } from './rules.ts';

/**
 * A promotion's rules in the words a shop owner reads under a product (the product detail's
 * `table_description`), written from the rules the engine applies (docs/pricing.md): counted in
 * the product's own selling unit (a product sold by the case says ลัง), saying whether the tiers
 * repeat, and gifts labelled ฟรี with their value.
 */

export type Row = { header: string; description: string };

/** The neutral unit when a product has no pack size (the storefront's th.product.unit). */
const NEUTRAL_UNIT = 'ชิ้น';

/** The selling unit: the pack size's first word ('ลัง 24 ขวด' -> 'ลัง'), as the storefront reads it. */
export function sellingUnit(packSize: string | null | undefined): string {
  const first = packSize?.trim().split(/\s+/u)[0] ?? '';
  return first === '' || /\d/u.test(first) ? NEUTRAL_UNIT : first;
}

const baht = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });

const byMinQty = <T extends { min_qty: number }>(tiers: readonly T[]) =>
  [...tiers].sort((a, b) => a.min_qty - b.min_qty);

/** A step promotion's rows: one a tier, fewest units first ("buy N units or more": its reward), then its condition. */
function stepRows<T extends { min_qty: number }>(
  tiers: readonly T[],
  unit: string,
  reward: (tier: T) => string,
  condition: string,
): Row[] {
  return [
    ...byMinQty(tiers).map((t) => ({ header: `ซื้อ ${t.min_qty} ${unit}ขึ้นไป`, description: reward(t) })),
    { header: 'เงื่อนไข', description: condition },
  ];
}

export interface DescribeInput {
  type: string;
  rules: unknown;
  /** The brand's Thai name, for theme_brand. */
  brandName: string | null;
}

/**
 * The product the rows are shown under: its selling unit and list price (a free unit's value); on
 * a promotion page, the unit its products share (price null: a free unit has no one value).
 */
export interface DescribedProduct {
  pack_size: string | null;
  price: number | null;
}

/** The rows, or null when the rules cannot be read (the stored rows are shown instead). */
export function describePromotion(p: DescribeInput, product: DescribedProduct): Row[] | null {
  const unit = sellingUnit(product.pack_size);
  switch (p.type) {
    case 'step_discount': {
      const rules = StepDiscountRules.safeParse(p.rules);
      if (!rules.success) return null;
      return stepRows(
        rules.data.tiers,
        unit,
        (t) => `ลด ${t.percent}%`,
        'นับจำนวนรวมทุกสินค้าในโปรโมชั่นนี้ ได้ส่วนลดขั้นสูงสุดที่ถึงขั้นเดียว (ไม่สะสมซ้ำ)',
      );
    }
    case 'step_free': {
      const rules = StepFreeRules.safeParse(p.rules);
      if (!rules.success) return null;
      return stepRows(
        rules.data.tiers,
        unit,
        (t) =>
          product.price === null
            ? `แถม ${t.free_qty} ${unit} ฟรี (สินค้าเดียวกับที่ซื้อ)`
            : `แถม ${t.free_qty} ${unit} ฟรี (มูลค่า ${baht(product.price * t.free_qty)} บาท)`,
        'นับแยกทีละสินค้า ได้ของแถมขั้นสูงสุดที่ถึงขั้นเดียว (ไม่สะสมซ้ำ) ของแถมเป็นสินค้าเดียวกัน',
      );
    }
    case 'premium': {
      const rules = PremiumRules.safeParse(p.rules);
      if (!rules.success) return null;
      const { min_amount, free_quantity, max_sets, gift } = rules.data;
      const cap = max_sets ? `สูงสุด ${max_sets} ชุดต่อคำสั่งซื้อ` : 'ไม่จำกัดจำนวนชุด';
      return [
        {
          header: `ทุก ${baht(min_amount)} บาท`,
          description: `รับ ${gift.title} ${free_quantity} ${NEUTRAL_UNIT} ฟรี (มูลค่า ${baht(gift.price * free_quantity)} บาท)`,
        },
        {
          header: 'เงื่อนไข',
          description: `นับยอดรวมสินค้าในโปรโมชั่นนี้ ซื้อครบทุก ${baht(min_amount)} บาทรับเพิ่มอีกชุด (สะสมซ้ำ) ${cap}`,
        },
      ];
    }
    case 'theme_brand': {
      const rules = ThemeBrandRules.safeParse(p.rules);
      if (!rules.success) return null;
      const brand = p.brandName ?? '';
      return [
        {
          header: `ซื้อสินค้า${brand} ครบ ${baht(rules.data.min_amount)} บาท`,
          description: `ลด ${rules.data.percent}% ทุกรายการของ${brand}`,
        },
        { header: 'เงื่อนไข', description: 'นับยอดรวมหลังส่วนลดสินค้า ลดครั้งเดียวต่อคำสั่งซื้อ (ไม่สะสมซ้ำ)' },
      ];
    }
    default:
      return null;
  }
}
