import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { coupon } from '../machines/transitions/charts/checkout-samples.ts';
import { renderRoutes } from './render.tsx';

/*
 * /payment/coupon (spec section 2 "Payment screens"): its own chart lists the coupons of the
 * selected lines' summary with the banner and 'use coupon'; with no order to show it goes to /cart
 * (ADR 0009 point 6). It loads the summary only (no addresses, no order).
 */

const api = {
  getAddresses: vi.fn(),
  getSummary: vi.fn(async () => ({
    cart: [
      {
        coupons: [
          { ...coupon('C50', true), min_total: 500, max_discount: 100 },
          { ...coupon('C20', false), min_total: 1000, applicable: false, discount: 0, missing: 400 },
        ],
      },
    ],
  })),
  createOrder: vi.fn(),
};
const services = { api, storage: null, now: () => 0, log: vi.fn() };
const cart = { products: [{ id: 11, qty: 2, price: 300, discount: 0, select: true }] };
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => services }));
vi.mock('../../src/services/cart.ts', () => ({
  cartOf: () => ({ getSnapshot: () => ({ context: cart }), send: vi.fn() }),
}));

const { default: PaymentCouponScreen } = await import(
  '../../src/features/checkout/payment-coupon-screen.tsx'
);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  cart.products = [{ id: 11, qty: 2, price: 300, discount: 0, select: true }];
});

function open() {
  return renderRoutes('/payment/coupon', {
    '/payment/coupon': <PaymentCouponScreen name="coupon" />,
    '/cart': <p>cart page</p>,
  });
}

describe('PaymentCouponScreen', () => {
  it('lists the coupons of the selected lines with the banner and a "use coupon" link back to this route', async () => {
    open();
    expect(screen.getByRole('note').textContent).toBe(thCheckout.payment.bestCouponBanner);
    const list = await screen.findByRole('list');
    await within(list).findByText('C50');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(api.getSummary).toHaveBeenCalledTimes(1);
    expect(api.getAddresses).not.toHaveBeenCalled();
    const use = screen.getByRole('link', { name: thCheckout.payment.useCoupon });
    expect(use.getAttribute('href')).toBe('/payment/coupon');
  });

  it('each coupon says its conditions as My Coupons does, and how much more one not usable yet needs', async () => {
    open();
    const list = await screen.findByRole('list');
    const row = async (code: string) => (await within(list).findByText(code)).closest('li') as HTMLElement;
    expect(within(await row('C50')).getByTestId('coupon-conditions').textContent).toBe(
      'ขั้นต่ำ ฿500.00 · ลดสูงสุด ฿100.00 · ใช้ได้ถึง 31 ธ.ค. 2569',
    );
    expect(within(await row('C50')).queryByTestId('coupon-missing')).toBeNull();
    expect(within(await row('C20')).getByTestId('coupon-conditions').textContent).toBe(
      'ขั้นต่ำ ฿1,000.00 · ใช้ได้ถึง 31 ธ.ค. 2569',
    );
    expect(within(await row('C20')).getByTestId('coupon-missing').textContent).toBe(
      'อีก ฿400.00 ใช้\u2060คูปอง\u2060นี้\u2060ได้',
    );
  });

  it('with nothing selected: back to /cart, nothing loaded', async () => {
    cart.products = [{ id: 11, qty: 2, price: 300, discount: 0, select: false }];
    open();
    await screen.findByText('cart page');
    expect(api.getSummary).not.toHaveBeenCalled();
  });

  it('grey rows stand where the coupons go while they load, and leave when the list is there', async () => {
    open();
    expect(screen.getByTestId('coupons-skeleton')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'coupon' }).getAttribute('aria-busy')).toBe('true');
    await within(await screen.findByRole('list')).findByText('C50');
    expect(screen.queryByTestId('coupons-skeleton')).toBeNull();
    expect(screen.getByRole('region', { name: 'coupon' }).getAttribute('aria-busy')).toBe('false');
  });

  it('a failed load opens no dialog: one line says so with a retry, which loads the list', async () => {
    api.getSummary.mockRejectedValueOnce(Object.assign(new Error('Failed to fetch'), { kind: 'network' }));
    open();
    const failed = await screen.findByTestId('coupons-load-failed');
    expect(failed.textContent).toContain(thCheckout.payment.couponsLoadFailed);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('coupons-skeleton')).toBeNull();
    // 'use coupon' stays, as the spec gives it.
    expect(screen.getByRole('link', { name: thCheckout.payment.useCoupon })).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: thCheckout.summary.retry }));
    await within(await screen.findByRole('list')).findByText('C50');
    expect(screen.queryByTestId('coupons-load-failed')).toBeNull();
    expect(api.getSummary).toHaveBeenCalledTimes(2);
  });
});
