import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerProfile } from '../../contract/users.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { PROFILE } from '../fixtures/shop.ts';
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

  it('a failed profile load leaves the blocks empty, the menu still works', async () => {
    api.getCustomerProfile.mockRejectedValueOnce(new Error('500'));
    open();
    await waitFor(() => expect(api.getCustomerProfile).toHaveBeenCalled());
    expect(screen.getByTestId('customer-name').textContent).toBe('');
    expect(screen.getByTestId('shipping-address-block').textContent).toBe(thAccount.account.shippingAddress);
    expect(screen.getByRole('link', { name: thAccount.account.menuCoupons }).getAttribute('href')).toBe(
      '/mycoupon',
    );
    expect(screen.getByRole('link', { name: thAccount.account.menuInformation }).getAttribute('href')).toBe(
      '/information',
    );
  });

  it('the orders row stores order_history_active=1 before it opens the order list', async () => {
    localStorage.setItem('order_history_active', '4');
    open();
    fireEvent.click(screen.getByRole('link', { name: thAccount.account.menuOrders }));
    expect(localStorage.getItem('order_history_active')).toBe('1');
    expect(await screen.findByText('orders page')).toBeTruthy();
  });
});
