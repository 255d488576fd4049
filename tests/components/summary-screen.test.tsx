import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { oneLineSummary, ADDRESS as SHIPPING_ADDRESS } from '../fixtures/shop.ts';
import { renderRoutes } from './render.tsx';

/*
 * /summary when its loads fail (spec section 8 "Summary or address fetch failure", issue 20 item 4):
 * no dialog, but what loaded, a skeleton, one Thai line with a retry, the order button disabled, and
 * a reload by itself when the browser is back online.
 */

const ADDRESS = { ...SHIPPING_ADDRESS, phone_1: null };
const SUMMARY = oneLineSummary(
  { sku_id: 11, quantity: 2, price: 300, net_price: 300, total_net_price: 600, title: 'น้ำดื่ม' },
  { total_sale: 600, total_net_price: 600, total_shipping: 0 },
  ADDRESS,
);
const offline = (): Promise<typeof SUMMARY> =>
  Promise.reject(Object.assign(new Error('Failed to fetch'), { kind: 'network' }));
const api = {
  getAddresses: vi.fn(async () => ({
    customer_detail: { name: 'ร้านสมใจ' },
    shipping_address: ADDRESS,
    tax_address: { ...ADDRESS, id: 8, company_name: null },
  })),
  getSummary: vi.fn(offline),
  createOrder: vi.fn(),
};
const services = { api, storage: null, now: () => 0, log: vi.fn() };
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => services }));
/** The app cart's lines when /summary opens (two waters at 300 baht: above the minimum). */
const cart = { products: [{ id: 11, qty: 2, price: 300, discount: 0, select: true }] };
vi.mock('../../src/services/cart.ts', () => ({
  cartOf: () => ({ getSnapshot: () => ({ context: cart }), send: vi.fn() }),
}));

const { default: SummaryScreen } = await import('../../src/features/checkout/summary-screen.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  api.getSummary.mockImplementation(offline);
  cart.products = [{ id: 11, qty: 2, price: 300, discount: 0, select: true }];
});

function open() {
  return renderRoutes('/summary', {
    '/summary': <SummaryScreen name="summary" />,
    '/cart': <p>cart page</p>,
  });
}

const orderButton = () =>
  screen.getByRole('button', { name: thCheckout.summary.placeOrder }) as HTMLButtonElement;

describe('SummaryScreen: a summary that could not be loaded', () => {
  it('shows what loaded, a skeleton and the Thai line with its retry; no dialog; the order button disabled', async () => {
    open();
    const line = await screen.findByTestId('summary-load-failed');
    expect(line.textContent).toContain(thCheckout.summary.loadFailed);
    expect(screen.getByRole('button', { name: thCheckout.summary.retry })).toBeTruthy();
    expect(screen.getByTestId('summary-skeleton')).toBeTruthy();
    expect(screen.getByTestId('shipping-address').textContent).toContain(ADDRESS.name);
    expect(screen.getByTestId('amount-to-pay').textContent).toBe('-');
    expect(orderButton().disabled).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the retry loads it again', async () => {
    open();
    await screen.findByTestId('summary-load-failed');
    api.getSummary.mockImplementation(async () => SUMMARY);
    await userEvent.click(screen.getByRole('button', { name: thCheckout.summary.retry }));
    await screen.findByTestId('summary-item');
    expect(screen.queryByTestId('summary-load-failed')).toBeNull();
    await waitFor(() => expect(orderButton().disabled).toBe(false));
  });

  it('back online, it loads by itself', async () => {
    open();
    await screen.findByTestId('summary-load-failed');
    expect(api.getSummary).toHaveBeenCalledTimes(1);
    api.getSummary.mockImplementation(async () => SUMMARY);
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByTestId('summary-item');
    expect(api.getSummary).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('summary-load-failed')).toBeNull();
    expect(screen.queryByTestId('summary-skeleton')).toBeNull();
    await waitFor(() => expect(orderButton().disabled).toBe(false));
  });
});

describe('SummaryScreen: opened by its address with no order to show (ADR 0009 point 6)', () => {
  it.each([
    ['nothing selected', [{ id: 11, qty: 2, price: 300, discount: 0, select: false }]],
    ['under the 500-baht minimum', [{ id: 11, qty: 1, price: 300, discount: 0, select: true }]],
  ])('%s: back to /cart, nothing loaded', async (_, products) => {
    cart.products = products;
    open();
    await screen.findByText('cart page');
    expect(api.getSummary).not.toHaveBeenCalled();
    expect(api.getAddresses).not.toHaveBeenCalled();
  });
});
