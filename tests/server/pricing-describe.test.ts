import { describe, expect, it } from 'vitest';
import { describePromotion, sellingUnit } from '../../server/pricing/describe.ts';

// A promotion's rules in a shop owner's words under a product (spec section 3 "Product detail":
// promotion_description[].table_description of header/description rows; docs/pricing.md), on the
// pure function; catalogue.test.ts reads them through GET /skus/{id} on the seeded catalogue.

const CASE = { pack_size: 'ลัง 24 ขวด', price: 450 };

describe('sellingUnit (the server’s, as the storefront reads it)', () => {
  it.each([
    ['ลัง 24 ขวด', 'ลัง'],
    ['  แพ็ค\u00a06 กระป๋อง ', 'แพ็ค'],
    ['ขวด', 'ขวด'],
  ])('%j is sold by %j', (packSize, unit) => expect(sellingUnit(packSize)).toBe(unit));

  it.each([null, undefined, '', '   ', '24 ขวด', '1.5L'])('%j reads as ชิ้น', (packSize) =>
    expect(sellingUnit(packSize)).toBe('ชิ้น'),
  );
});

describe('describePromotion', () => {
  it('step_discount: a row per tier by min_qty in the selling unit, then the condition', () => {
    const rules = {
      tiers: [
        { min_qty: 20, percent: 8 },
        { min_qty: 10, percent: 5 },
      ],
    };
    expect(describePromotion({ type: 'step_discount', rules, brandName: null }, CASE)).toEqual([
      { header: 'ซื้อ 10 ลังขึ้นไป', description: 'ลด 5%' },
      { header: 'ซื้อ 20 ลังขึ้นไป', description: 'ลด 8%' },
      {
        header: 'เงื่อนไข',
        description: 'นับจำนวนรวมทุกสินค้าในโปรโมชั่นนี้ ได้ส่วนลดขั้นสูงสุดที่ถึงขั้นเดียว (ไม่สะสมซ้ำ)',
      },
    ]);
  });

  it('step_free: the free units with their value at the product’s price; on a promotion page (no price), the same product', () => {
    const rules = {
      tiers: [
        { min_qty: 24, free_qty: 3 },
        { min_qty: 12, free_qty: 1 },
      ],
    };
    const condition = {
      header: 'เงื่อนไข',
      description: 'นับแยกทีละสินค้า ได้ของแถมขั้นสูงสุดที่ถึงขั้นเดียว (ไม่สะสมซ้ำ) ของแถมเป็นสินค้าเดียวกัน',
    };
    expect(
      describePromotion({ type: 'step_free', rules, brandName: null }, { pack_size: null, price: 12.5 }),
    ).toEqual([
      { header: 'ซื้อ 12 ชิ้นขึ้นไป', description: 'แถม 1 ชิ้น ฟรี (มูลค่า 12.50 บาท)' },
      { header: 'ซื้อ 24 ชิ้นขึ้นไป', description: 'แถม 3 ชิ้น ฟรี (มูลค่า 37.50 บาท)' },
      condition,
    ]);
    expect(
      describePromotion({ type: 'step_free', rules, brandName: null }, { ...CASE, price: null }),
    ).toEqual([
      { header: 'ซื้อ 12 ลังขึ้นไป', description: 'แถม 1 ลัง ฟรี (สินค้าเดียวกับที่ซื้อ)' },
      { header: 'ซื้อ 24 ลังขึ้นไป', description: 'แถม 3 ลัง ฟรี (สินค้าเดียวกับที่ซื้อ)' },
      condition,
    ]);
  });

  it('premium: every min_amount baht, the gift and its value, repeating up to max_sets (or without limit)', () => {
    const gift = { title: 'แก้วน้ำช้าง', price: 59, image: null };
    expect(
      describePromotion(
        {
          type: 'premium',
          rules: { min_amount: 1500, free_quantity: 2, max_sets: 3, gift },
          brandName: null,
        },
        CASE,
      ),
    ).toEqual([
      { header: 'ทุก 1,500 บาท', description: 'รับ แก้วน้ำช้าง 2 ชิ้น ฟรี (มูลค่า 118 บาท)' },
      {
        header: 'เงื่อนไข',
        description: 'นับยอดรวมสินค้าในโปรโมชั่นนี้ ซื้อครบทุก 1,500 บาทรับเพิ่มอีกชุด (สะสมซ้ำ) สูงสุด 3 ชุดต่อคำสั่งซื้อ',
      },
    ]);
    const unlimited = describePromotion(
      { type: 'premium', rules: { min_amount: 999.5, free_quantity: 1, gift }, brandName: null },
      CASE,
    );
    expect(unlimited?.[0]?.header).toBe('ทุก 999.50 บาท');
    expect(unlimited?.[1]?.description).toBe(
      'นับยอดรวมสินค้าในโปรโมชั่นนี้ ซื้อครบทุก 999.50 บาทรับเพิ่มอีกชุด (สะสมซ้ำ) ไม่จำกัดจำนวนชุด',
    );
  });

  it('theme_brand: the brand’s minimum and percent; without a brand name, the same words without it', () => {
    const rules = { min_amount: 3000, percent: 5 };
    const condition = { header: 'เงื่อนไข', description: 'นับยอดรวมหลังส่วนลดสินค้า ลดครั้งเดียวต่อคำสั่งซื้อ (ไม่สะสมซ้ำ)' };
    expect(describePromotion({ type: 'theme_brand', rules, brandName: 'ช้าง' }, CASE)).toEqual([
      { header: 'ซื้อสินค้าช้าง ครบ 3,000 บาท', description: 'ลด 5% ทุกรายการของช้าง' },
      condition,
    ]);
    expect(describePromotion({ type: 'theme_brand', rules, brandName: null }, CASE)).toEqual([
      { header: 'ซื้อสินค้า ครบ 3,000 บาท', description: 'ลด 5% ทุกรายการของ' },
      condition,
    ]);
  });

  it('rules it cannot read, or an unknown type: null (the stored rows are shown instead)', () => {
    const wrong = { tiers: [] };
    for (const type of ['step_discount', 'step_free', 'premium', 'theme_brand', 'bundle'])
      expect(describePromotion({ type, rules: wrong, brandName: null }, CASE)).toBeNull();
  });
});
