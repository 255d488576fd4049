import { describe, expect, it } from 'vitest';
import { initError, minimumOrderShortfall, th } from '../../src/i18n/th.ts';
import { orderStatusLabel, statusUnknown, thAccount } from '../../src/i18n/th-account.ts';
import { reorderAdded, thCheckout } from '../../src/i18n/th-checkout.ts';
import { thShare } from '../../src/i18n/th-share.ts';

/** Texts the spec quotes, which must appear exactly (storefront-spec.md sections 2, 4, 5, 8). */
const VERBATIM: ReadonlyArray<readonly [string, string, string]> = [
  ['shell.searchPlaceholder', th.shell.searchPlaceholder, 'ค้นหาสินค้า'],
  ['tabs.home', th.tabs.home, 'หน้าหลัก'],
  ['tabs.promotions', th.tabs.promotions, 'โปรโมชั่น'],
  ['tabs.categories', th.tabs.categories, 'สินค้า'],
  ['tabs.profiles', th.tabs.profiles, 'บัญชี'],
  ['drawer.title', th.drawer.title, 'หมวดหมู่สินค้า'],
  ['categories.all', th.categories.all, 'ทั้งหมด'],
  ['product.description', th.product.description, 'รายละเอียดสินค้า'],
  ['product.add', th.product.add, 'เพิ่มสินค้า'],
  ['product.baht', th.product.baht, 'บาท'],
  ['common.baht', th.common.baht, 'บาท'],
  ['cart.noneSelected', th.cart.noneSelected, 'กรุณาเลือกสินค้า'],
  ['cart.belowMinimum', th.cart.belowMinimum, 'สั่งซื้อขั้นต่ำ 500 บาท'],
  ['orders.empty', thAccount.orders.empty, 'ยังไม่มีรายการคำสั่งซื้อ'],
  ['orders.shopNow', thAccount.orders.shopNow, 'เลือกซื้อสินค้าเลย'],
  ['orderDetail.cancelConfirmYes', thAccount.orderDetail.cancelConfirmYes, 'ต้องการ!'],
  ['orderDetail.cancelConfirmNo', thAccount.orderDetail.cancelConfirmNo, 'ไม่ต้องการ'],
  ['errors.title', th.errors.title, 'เกิดข้อผิดพลาด'],
  ['errors.cancelFailed', th.errors.cancelFailed, 'error'],
  ['account.shopCategory', thAccount.account.shopCategory, 'หมวดร้านค้า'],
  ['account.shopCode', thAccount.account.shopCode, 'รหัสร้านค้า'],
  ['app.loading', th.app.loading, 'loading'],
  ['productList.loading', th.productList.loading, 'Loading'],
  ['productList.end', th.productList.end, '--- End of Products ---'],
  ['productList.allBrands', th.productList.allBrands, 'Shop By Brands'],
  ['sharePicker.timeout', thShare.timeout, 'Timeout: not finished within 10min'],
  ['sharePicker.outsideClient', thShare.outsideClient, 'need to call with ott in client'],
  ['sharePicker.noProperArgument', thShare.noProperArgument, 'no proper argument'],
  ['sharePicker.tooManyMessages', thShare.tooManyMessages, 'exceed the limit of num of messages'],
];

describe('spec-verbatim texts', () => {
  it.each(VERBATIM)('%s is %j', (_key, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds the parameterised texts', () => {
    expect(statusUnknown(99)).toBe('Status 99');
    expect(initError('LIFF init failed')).toBe('Error: LIFF init failed');
    expect(minimumOrderShortfall('120.50')).toBe('ซื้อเพิ่มอีก ฿120.50 (สั่งซื้อขั้นต่ำ ฿500)');
  });

  it('says what a reorder did on /cart: new lines, lines that grew, or both', () => {
    expect(reorderAdded('SO2611290001', 3, 0)).toBe('เพิ่ม 3\u00a0รายการจากคำสั่งซื้อ SO2611290001');
    expect(reorderAdded('SO2611290001', 3, 2)).toBe(
      'เพิ่ม 3\u00a0รายการจากคำสั่งซื้อ SO2611290001 · 2\u00a0รายการที่มีอยู่แล้วเพิ่ม\u2060จำนวน',
    );
    expect(reorderAdded('SO2611290001', 0, 4)).toBe(
      'จากคำสั่งซื้อ SO2611290001 · 4\u00a0รายการที่มีอยู่แล้วเพิ่ม\u2060จำนวน',
    );
    expect(reorderAdded(null, 1, 1)).toMatch(/^เพิ่ม 1\u00a0รายการจากรายการสั่งประจำ · 1/);
  });

  it("says when a reorder's lines would have passed 999 and were set to 999 (spec section 5)", () => {
    expect(reorderAdded('SO2611290001', 1, 2, 2)).toBe(
      'เพิ่ม 1\u00a0รายการจากคำสั่งซื้อ SO2611290001 · 2\u00a0รายการที่มีอยู่แล้วเพิ่ม\u2060จำนวน · 2\u00a0รายการจำนวนเกิน 999 จึงปรับเป็น\u00a0999',
    );
    expect(reorderAdded(null, 0, 1, 1)).toBe(
      'จากรายการสั่งประจำ · 1\u00a0รายการที่มีอยู่แล้วเพิ่ม\u2060จำนวน · 1\u00a0รายการจำนวนเกิน 999 จึงปรับเป็น\u00a0999',
    );
    expect(reorderAdded('SO2611290001', 3, 0, 0)).toBe(reorderAdded('SO2611290001', 3, 0));
  });
});

describe('header titles', () => {
  it('holds one title per meaning of spec section 2 "Headers"', () => {
    expect(th.titles).toEqual({
      cart: 'ตะกร้าสินค้า',
      paymentMethod: 'เลือกวิธีชำระเงิน',
      address: 'เลือกที่อยู่',
      orderDetails: 'รายละเอียดคำสั่งซื้อ',
      coupon: 'คูปอง',
      paymentSuccessful: 'ชำระเงินสำเร็จ',
      payment: 'ชำระเงิน',
      account: 'บัญชีของฉัน',
      accountInformation: 'ข้อมูลบัญชี',
      orders: 'คำสั่งซื้อของฉัน',
      myCoupons: 'คูปองของฉัน',
      couponHistory: 'ประวัติคูปอง',
      couponDetails: 'รายละเอียดคูปอง',
      details: 'รายละเอียด',
      productDetail: 'รายละเอียดสินค้า',
    });
  });

  it("titles the brands page 'Shop By Brands'", () => {
    expect(th.routeNames.brands).toBe('Shop By Brands');
  });
});

describe('orderStatusLabel', () => {
  it.each([
    [1, 'รอชำระเงิน'],
    [2, 'กำลังเตรียมจัดส่ง'],
    [3, 'กำลังเตรียมจัดส่ง'],
    [4, 'อยู่ระหว่างจัดส่ง'],
    [5, 'จัดส่งสำเร็จ'],
    [6, 'ยกเลิกแล้ว'],
    [7, 'ยกเลิกแล้ว'],
    [12, 'ยกเลิกแล้ว'],
  ])('status %i is %s', (statusId, label) => {
    expect(orderStatusLabel(statusId)).toBe(label);
  });

  it.each([0, 8, 9, 11, 13, 99, -1])('status %i is unknown', (statusId) => {
    expect(orderStatusLabel(statusId)).toBe(`Status ${statusId}`);
  });
});

describe('th', () => {
  function leaves(value: unknown, path: string): Array<[string, unknown]> {
    if (value !== null && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
    }
    return [[path, value]];
  }

  it('has no empty or non-string value', () => {
    const all = leaves(th, 'th');
    expect(all.length).toBeGreaterThan(100);
    for (const [path, value] of all) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('gives the QR page 5 instructions', () => {
    expect(thCheckout.qr.steps).toHaveLength(5);
  });
});
