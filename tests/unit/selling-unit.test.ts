import { describe, expect, it } from 'vitest';
import { addedToCart, th } from '../../src/i18n/th.ts';
import { sellingUnit } from '../../src/lib/selling-unit.ts';

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
