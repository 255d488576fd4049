import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerProfile } from '../../contract/users.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { PROFILE } from '../fixtures/shop.ts';
import { retryLoads } from './load-failure.ts';
import { renderRoutes } from './render.tsx';

/* /profiles (spec section 2 "Account home", section 8 "Profile load failure"). */

const api = { getCustomerProfile: vi.fn(async (): Promise<CustomerProfile> => PROFILE) };
vi.mock('../../src/services/services-context.tsx', () => ({
  useServices: () => ({ api, storage: localStorage }),
}));

const { default: AccountScreen } = await import('../../src/features/account/account-screen.tsx');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function open() {
  renderRoutes('/profiles', {
    '/profiles': <AccountScreen name="account" />,
    '/ordershistory': <p>orders page</p>,
  });
}

describe('AccountScreen', () => {
  it('shows the name, the shipping block and the tax-invoice block with only the phones it has', async () => {
    open();
    expect(await screen.findByText('สมชาย ใจดี')).toBeTruthy();
    const shipping = screen.getByTestId('shipping-address-block');
    expect(shipping.textContent).toContain('0812345678');
    expect(shipping.querySelectorAll('[data-testid=phone-2]')).toHaveLength(0);
    expect(shipping.textContent).toContain('99/12 ถ.พหลโยธิน สามเสนใน พญาไท กรุงเทพมหานคร 10400');
    const tax = screen.getByTestId('tax-address-block');
    expect(tax.textContent).toContain('บริษัท สมชายการค้า จำกัด');
    expect(tax.textContent).toContain('021234567');
    expect(tax.textContent).toContain('55 ถ.ห้วยแก้ว ช้างเผือก เมืองเชียงใหม่ เชียงใหม่ 50300');
  });

  it('grey lines stand for the name and both blocks while the profile loads', async () => {
    let answer: (profile: CustomerProfile) => void = () => {};
    api.getCustomerProfile.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('region', { name: 'account' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('customer-name')).toBeNull();
    for (const block of ['shipping-address-block', 'tax-address-block'])
      expect(within(screen.getByTestId(block)).getByTestId('address-loading')).toBeTruthy();
    answer(PROFILE);
    expect(await screen.findByText('สมชาย ใจดี')).toBeTruthy();
    expect(screen.queryByTestId('address-loading')).toBeNull();
    expect(screen.getByRole('region', { name: 'account' }).getAttribute('aria-busy')).toBe('false');
  });

  it('a failed profile load says so with a retry instead of empty blocks; the LINE name and the menu stay', async () => {
    localStorage.setItem('display_name', 'สมชาย LINE');
    api.getCustomerProfile.mockRejectedValueOnce(new Error('500'));
    open();
    await screen.findByTestId('profile-load-failed');
    expect(screen.queryByTestId('shipping-address-block')).toBeNull();
    expect(screen.queryByTestId('tax-address-block')).toBeNull();
    expect(screen.getByTestId('customer-name').textContent).toBe('สมชาย LINE');
    expect(screen.getByRole('link', { name: thAccount.account.menuCoupons }).getAttribute('href')).toBe(
      '/mycoupon',
    );
    expect(screen.getByRole('link', { name: thAccount.account.menuInformation }).getAttribute('href')).toBe(
      '/information',
    );
    await retryLoads('profile-load-failed', thAccount.account.loadFailed, () =>
      screen.findByText('สมชาย ใจดี'),
    );
    expect(screen.getByTestId('shipping-address-block').textContent).toContain('0812345678');
    expect(api.getCustomerProfile).toHaveBeenCalledTimes(2);
  });

  it('back online after a failed load, the profile loads by itself', async () => {
    api.getCustomerProfile.mockRejectedValueOnce(new Error('offline'));
    open();
    await screen.findByTestId('profile-load-failed');
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('สมชาย ใจดี')).toBeTruthy();
    expect(screen.queryByTestId('profile-load-failed')).toBeNull();
  });

  it('the orders row stores order_history_active=1 before it opens the order list', async () => {
    localStorage.setItem('order_history_active', '4');
    open();
    fireEvent.click(screen.getByRole('link', { name: thAccount.account.menuOrders }));
    expect(localStorage.getItem('order_history_active')).toBe('1');
    expect(await screen.findByText('orders page')).toBeTruthy();
  });
});
