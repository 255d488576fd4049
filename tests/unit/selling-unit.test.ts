import { describe, expect, it } from 'vitest';
import { addedToCart, th } from '../../src/i18n/th.ts';
import { nameAndPack, sellingUnit } from '../../src/lib/selling-unit.ts';

describe('sellingUnit: the word a product is sold by (issue 20 item 1)', () => {
  it.each([
    ['ลัง 24 ขวด', 'ลัง'],
    ['แพ็ค 6 กระป๋อง', 'แพ็ค'],
    ['  กล่อง\u00a012 ขวด ', 'กล่อง'],
    ['ขวด', 'ขวด'],
    ['Pack 6', 'Pack'],
  ])('%j is sold by %j', (packSize, unit) => {
    expect(sellingUnit(packSize)).toBe(unit);
  });

  it.each([null, undefined, '', '   ', '24 ขวด', '1.5L'])('%j falls back to the neutral unit', (packSize) => {
    expect(sellingUnit(packSize)).toBe(th.product.unit);
    expect(th.product.unit).toBe('ชิ้น');
  });

  it('the notice reads "<qty> <unit>" with the number bound to its unit', () => {
    expect(addedToCart('โค้ก 325 มล. ลัง 24 กระป๋อง', 48, sellingUnit('ลัง 24 กระป๋อง'))).toBe(
      'เพิ่ม โค้ก 325 มล. ลัง 24 กระป๋อง จำนวน 48\u00a0ลัง ลงตะกร้าแล้ว',
    );
  });
});

describe('nameAndPack: a product name and its pack size, the pack size said once', () => {
  it.each([
    // The seeded catalogue: every name ends with its pack size.
    ['น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด', 'แพ็ค 12 ขวด', 'น้ำดื่มตราช้าง 350 มล.'],
    ['เป๊ปซี่ 250 มล. ลัง 24 ขวดแก้ว', 'ลัง 24 ขวดแก้ว', 'เป๊ปซี่ 250 มล.'],
    // Spacing and case ignored; what joined them goes with it.
    ['น้ำดื่มตราช้าง 350 มล. แพ็ค12  ขวด ', 'แพ็ค 12 ขวด', 'น้ำดื่มตราช้าง 350 มล.'],
    ['โค้ก 325 มล. - ลัง\u00a024 กระป๋อง', ' ลัง 24 กระป๋อง ', 'โค้ก 325 มล.'],
    ['Soda Water PACK 6', 'Pack 6', 'Soda Water'],
  ])('%j ends with %j: the name drops it, the pack size keeps its own line', (name, pack, shown) => {
    expect(nameAndPack(name, pack)).toEqual({ name: shown, packSize: pack.trim() });
  });

  it('a name that is only its pack size is printed alone', () => {
    expect(nameAndPack('แพ็ค 12 ขวด', 'แพ็ค12ขวด')).toEqual({ name: 'แพ็ค 12 ขวด', packSize: null });
  });

  it.each([
    ['น้ำดื่มตราช้าง 350 มล.', 'แพ็ค 12 ขวด'],
    // Said elsewhere: the name whole (cut at two lines it may lose it) and the line.
    ['น้ำดื่ม แพ็ค 12 ขวด (ราคาส่ง)', 'แพ็ค 12 ขวด'],
    // Not the end of a number or a word: '16 ขวด' does not end with '6 ขวด', nor 'pack 60' with 'pack 6'.
    ['น้ำดื่ม 16 ขวด', '6 ขวด'],
    ['น้ำดื่ม 1.6 ขวด', '6 ขวด'],
    ['Water apack 6', 'pack 6'],
    ['Water pack 60', 'pack 6'],
  ])('%j does not end with %j: the whole name and the pack size line', (name, pack) => {
    expect(nameAndPack(name, pack)).toEqual({ name, packSize: pack });
  });

  it.each([null, undefined, '', '  '])('no pack size (%j): the name alone', (pack) => {
    expect(nameAndPack('น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด', pack)).toEqual({
      name: 'น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด',
      packSize: null,
    });
  });
});
