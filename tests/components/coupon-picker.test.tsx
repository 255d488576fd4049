import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutCoupon } from '../../machines/checkout/index.ts';
import { system } from '../../src/app/theme.ts';
import { CouponPicker } from '../../src/features/checkout/coupon-picker.tsx';

/*
 * The summary's coupon picker (issue 22 section 4): each coupon's conditions as My Coupons shows
 * them (minimum, cap, expiry) and, for one this order cannot use yet, how much more it needs.
 */

afterEach(cleanup);

const coupon = (code: string, over: Partial<CheckoutCoupon>): CheckoutCoupon => ({
  code,
  name: `คูปอง ${code}`,
  detail: 'ลด 10%',
  image: null,
  end_date: '2026-12-31T16:59:59.000Z',
  selected: false,
  applicable: true,
  discount: 50,
  status: null,
  privilege_condition_type_name: 'ส่วนลดเปอร์เซ็นต์',
  ...over,
});

function renderPicker(coupons: CheckoutCoupon[]) {
  render(
    <ChakraProvider value={system}>
      <CouponPicker
        open
        coupons={coupons}
        tickedCode={null}
        onToggle={() => {}}
        onConfirm={() => {}}
        onClose={() => {}}
      />
    </ChakraProvider>,
  );
  return (code: string) => screen.getByText(`คูปอง ${code}`).closest('label') as HTMLElement;
}

describe('CouponPicker', () => {
  it("shows each coupon's minimum, cap and expiry", () => {
    const row = renderPicker([coupon('P10', { min_total: 500, max_discount: 50 })]);
    expect(within(row('P10')).getByTestId('coupon-conditions').textContent).toBe(
      'ขั้นต่ำ ฿500.00 · ลดสูงสุด ฿50.00 · ใช้ได้ถึง 31 ธ.ค. 2569',
    );
    expect(within(row('P10')).getByText('-฿50.00')).toBeTruthy();
  });

  it('a coupon below its minimum says how much more the order needs, and cannot be ticked', () => {
    const row = renderPicker([
      coupon('MIN1000', {
        applicable: false,
        discount: 0,
        min_total: 1000,
        max_discount: null,
        missing: 200,
      }),
    ]);
    expect(within(row('MIN1000')).getByTestId('coupon-missing').textContent).toBe(
      'อีก ฿200.00 ใช้\u2060คูปอง\u2060นี้\u2060ได้',
    );
    expect((within(row('MIN1000')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('without the amounts (an API that does not send them) it keeps the general reason and the expiry', () => {
    const row = renderPicker([coupon('OLD', { applicable: false, discount: 0 })]);
    expect(within(row('OLD')).getByTestId('coupon-missing').textContent).toBe('ยอดสั่งซื้อยังไม่ถึงเงื่อนไขของคูปองนี้');
    expect(within(row('OLD')).getByTestId('coupon-conditions').textContent).toBe('ใช้ได้ถึง 31 ธ.ค. 2569');
  });
});
