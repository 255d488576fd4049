import type { PromotionRules } from '../pricing/rules.ts';
import {
  BRANDS,
  CATEGORIES,
  CUSTOMER_GROUPS,
  HTML_DESCRIPTION,
  PRODUCT_LINES,
  SIZES,
  STORAGE_NOTES,
} from './catalogue-data.ts';
import {
  SKU_ID_HTML_DESCRIPTION,
  SKU_IDS_BROKEN_IMAGE,
  SKU_IDS_INACTIVE,
  SKU_IDS_WITHOUT_IMAGE,
} from './fixtures.ts';
import { mulberry32, pick, randInt, shuffled } from './util.ts';

/** One generated SKU, with the shop types it is sold to and its product line (e.g. 'CHG-WTR'). */
export interface SeedSku {
  id: number;
  sku: string;
  title: string;
  /** English name: line name, size, pack ('Coca-Cola Original 325 ml case of 24'). */
  title_en: string;
  description: string;
  image_url: string | null;
  price: number;
  discount_price: number | null;
  /** The selling unit: 'ลัง 24 ขวด', 'แพ็ค 6 กระป๋อง'. */
  pack_size: string;
  brand_id: number;
  category_id: number;
  sub_category_id: number | null;
  is_recommend: boolean;
  is_active: boolean;
  order: number;
  groups: number[];
  line: string;
}

const RECOMMENDED_COUNT = 24;
const DISCOUNTS = [5, 8, 10, 12, 15];

const CAFE_GROUP_ID = 4;
const CATEGORIES_NOT_FOR_CAFES = [3, 7];

const brandByCode = new Map(BRANDS.map((b) => [b.code, b]));

/** '1.5 ลิตร' -> '1.5 L', '330 มล.' -> '330 ml'. */
const sizeEn = (label: string) => label.replace('มล.', 'ml').replace('ลิตร', 'L');

/** Every product line x size x pack, in catalogue order; ids start at 1. */
export function buildSkus(): SeedSku[] {
  const rng = mulberry32(20_240_601);
  const skus: SeedSku[] = [];
  for (const line of PRODUCT_LINES) {
    const brand = brandByCode.get(line.brand);
    if (!brand) throw new Error(`seed: unknown brand ${line.brand}`);
    const category = CATEGORIES.find((c) => c.id === line.category)!;
    const lineKey = `${line.brand}-${line.code}`;
    for (const [sizeKey, packs] of line.variants) {
      const size = SIZES[sizeKey]!;
      for (const n of packs) {
        const id = skus.length + 1;
        const pack = n >= 24 ? 'ลัง' : 'แพ็ค';
        const title = `${line.title} ${size.label} ${pack} ${n} ${size.container}`;
        const title_en = `${line.titleEn} ${sizeEn(size.label)} ${n >= 24 ? 'case' : 'pack'} of ${n}`;
        const packSentence = `บรรจุ ${n} ${size.container} ขนาด ${size.label} ต่อ${pack}`;
        const description =
          id === SKU_ID_HTML_DESCRIPTION
            ? HTML_DESCRIPTION
            : `${line.note}\n${category.blurb} ${packSentence} ${pick(rng, STORAGE_NOTES)}`;
        let image_url: string | null = `/images/products/${id}.svg`;
        if (SKU_IDS_WITHOUT_IMAGE.includes(id)) image_url = null;
        if (SKU_IDS_BROKEN_IMAGE.includes(id)) image_url = `/images/products/missing-${id}.svg`;
        // Cafés (group 4) do not stock energy drinks (3) or malt drinks (7): the shop-type filter
        // of the category drawer then really hides categories.
        const groups = shuffled(rng, CUSTOMER_GROUPS)
          .slice(0, randInt(rng, 2, 5))
          .filter((g) => !(g.id === CAFE_GROUP_ID && CATEGORIES_NOT_FOR_CAFES.includes(line.category)));
        skus.push({
          id,
          sku: `${line.brand}-${line.code}-${size.code}-${n >= 24 ? 'C' : 'P'}${n}`,
          title,
          title_en,
          description,
          image_url,
          price: Math.round(size.unit * n * (line.factor ?? 1) * 2) / 2,
          pack_size: `${pack} ${n} ${size.container}`,
          discount_price: rng() < 0.2 ? pick(rng, DISCOUNTS) : null,
          brand_id: brand.id,
          category_id: line.category,
          sub_category_id: line.sub,
          is_recommend: false,
          is_active: !SKU_IDS_INACTIVE.includes(id),
          order: id,
          groups: groups.map((g) => g.id).sort((a, b) => a - b),
          line: lineKey,
        });
      }
    }
  }
  const active = skus.filter((s) => s.is_active);
  for (const s of shuffled(rng, active).slice(0, RECOMMENDED_COUNT)) s.is_recommend = true;
  return skus;
}

export interface SeedPromotion {
  id: number;
  name: string;
  brand_id: number | null;
  /** Product lines ('CHG-WTR') whose SKUs are promoted; theme_brand takes the whole brand. */
  lines: readonly string[];
  promo: PromotionRules;
  /** Unit word of a premium gift. */
  giftUnit?: string;
}

const brandId = (code: string) => brandByCode.get(code)!.id;

export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 1,
    name: 'น้ำดื่มช้าง ยิ่งซื้อยิ่งลด',
    brand_id: null,
    lines: ['CHG-WTR', 'CHG-SDA'],
    promo: {
      type: 'step_discount',
      rules: {
        tiers: [
          { min_qty: 5, percent: 3 },
          { min_qty: 10, percent: 5 },
          { min_qty: 20, percent: 7 },
        ],
      },
    },
  },
  {
    id: 2,
    name: 'โค้ก ซื้อ 10 แถม 1',
    brand_id: null,
    lines: ['COK-ORG', 'COK-ZRO'],
    promo: {
      type: 'step_free',
      rules: {
        tiers: [
          { min_qty: 10, free_qty: 1 },
          { min_qty: 20, free_qty: 3 },
        ],
      },
    },
  },
  {
    id: 3,
    name: 'ช้าง ซื้อครบ 1,000 บาท รับแก้วน้ำช้าง',
    brand_id: null,
    lines: ['CHG-WTR', 'CHG-MIN', 'CHG-SDA'],
    giftUnit: 'ใบ',
    promo: {
      type: 'premium',
      rules: {
        min_amount: 1000,
        free_quantity: 1,
        max_sets: 5,
        gift: { title: 'แก้วน้ำช้าง', price: 59, image: '/images/premiums/1.svg' },
      },
    },
  },
  {
    id: 4,
    name: 'เป๊ปซี่ แบรนด์เดย์ ลด 5%',
    brand_id: brandId('PEP'),
    lines: [],
    promo: { type: 'theme_brand', rules: { min_amount: 1500, percent: 5 } },
  },
  {
    id: 5,
    name: 'โออิชิ กรีนที ลดขั้นบันได',
    brand_id: null,
    lines: ['OIS-GRN', 'OIS-HNL'],
    promo: {
      type: 'step_discount',
      rules: {
        tiers: [
          { min_qty: 10, percent: 3 },
          { min_qty: 20, percent: 5 },
        ],
      },
    },
  },
  {
    id: 6,
    name: 'เครื่องดื่มชูกำลัง ซื้อ 5 แถม 1',
    brand_id: null,
    lines: ['M15-ORG', 'M15-LSG', 'CRB-RED', 'KTD-ORG'],
    promo: {
      type: 'step_free',
      rules: {
        tiers: [
          { min_qty: 5, free_qty: 1 },
          { min_qty: 10, free_qty: 3 },
        ],
      },
    },
  },
  {
    id: 7,
    name: 'เนสกาแฟ ครบ 1,500 บาท รับกระบอกน้ำ',
    brand_id: null,
    lines: ['NES-ESP', 'NES-LAT', 'NES-BLK', 'NES-LTB', 'NES-AMB'],
    giftUnit: 'ใบ',
    promo: {
      type: 'premium',
      rules: {
        min_amount: 1500,
        free_quantity: 1,
        gift: { title: 'กระบอกน้ำเนสกาแฟ', price: 129, image: '/images/premiums/2.svg' },
      },
    },
  },
  {
    id: 8,
    name: 'มาลี เทศกาลน้ำผลไม้ ลด 4%',
    brand_id: brandId('MAL'),
    lines: [],
    promo: { type: 'theme_brand', rules: { min_amount: 2000, percent: 4 } },
  },
  {
    id: 9,
    name: 'ทิปโก้ ยิ่งซื้อยิ่งคุ้ม',
    brand_id: null,
    lines: ['TIP-ORN', 'TIP-PNE', 'TIP-MXV', 'TIP-SQZ'],
    promo: {
      type: 'step_discount',
      rules: {
        tiers: [
          { min_qty: 6, percent: 2 },
          { min_qty: 12, percent: 4 },
          { min_qty: 24, percent: 6 },
        ],
      },
    },
  },
];

const baht = (n: number) => n.toLocaleString('en-US');

/** The Thai rows shown under a product: one per tier, or one for premium and theme_brand. */
export function tableDescription(p: SeedPromotion): { header: string; description: string }[] {
  const { promo } = p;
  switch (promo.type) {
    case 'step_discount':
      return promo.rules.tiers.map((t) => ({
        header: `ซื้อ ${t.min_qty} แพ็คขึ้นไป`,
        description: `ลด ${t.percent}%`,
      }));
    case 'step_free':
      return promo.rules.tiers.map((t) => ({
        header: `ซื้อ ${t.min_qty} แพ็ค`,
        description: `แถม ${t.free_qty} แพ็ค`,
      }));
    case 'premium': {
      const { min_amount, free_quantity, max_sets, gift } = promo.rules;
      const cap = max_sets ? ` สูงสุด ${max_sets} ชุดต่อคำสั่งซื้อ` : '';
      const unit = p.giftUnit ?? 'ชิ้น';
      return [
        {
          header: `ซื้อครบ ${baht(min_amount)} บาท`,
          description: `รับฟรี ${gift.title} ${free_quantity} ${unit} (มูลค่า ${baht(gift.price)} บาท)${cap}`,
        },
      ];
    }
    case 'theme_brand': {
      const brand = BRANDS.find((b) => b.id === p.brand_id)!;
      return [
        {
          header: `ซื้อสินค้า${brand.nameTh} ครบ ${baht(promo.rules.min_amount)} บาท`,
          description: `ลด ${promo.rules.percent}% ทุกรายการของ${brand.nameTh}`,
        },
      ];
    }
  }
}

/** SKU ids of a promotion: its lines, or every SKU of the brand for theme_brand. */
export function promotionSkuIds(p: SeedPromotion, skus: readonly SeedSku[]): number[] {
  return skus
    .filter((s) => (p.promo.type === 'theme_brand' ? s.brand_id === p.brand_id : p.lines.includes(s.line)))
    .map((s) => s.id);
}

export const BANNERS: readonly { id: number; type: string; ref_id: string; name: string }[] = [
  { id: 1, type: 'promotion', ref_id: '3', name: 'ช้าง ซื้อครบ 1,000 บาท รับแก้วน้ำช้าง' },
  { id: 2, type: 'category', ref_id: '1', name: 'น้ำดื่มราคาส่ง สั่งง่าย ส่งถึงร้าน' },
  { id: 3, type: 'brand', ref_id: '5', name: 'โค้ก ซ่าทุกช่วงเวลา' },
  { id: 4, type: 'promotion', ref_id: '4', name: 'เป๊ปซี่ แบรนด์เดย์ ลด 5%' },
  { id: 5, type: 'category', ref_id: '4', name: 'ชาพร้อมดื่ม คัดสรรทุกรสชาติ' },
  { id: 6, type: 'brand', ref_id: '14', name: 'เนสกาแฟ กาแฟพร้อมดื่ม' },
  { id: 7, type: 'promotion', ref_id: '', name: 'ประกาศวันหยุดส่งสินค้า' },
  { id: 8, type: 'video', ref_id: '2', name: 'วิดีโอแนะนำสินค้าใหม่' },
];
