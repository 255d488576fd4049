import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { shopHeaders } from './shop-api.ts';

/**
 * Helpers of the QR-page specs (payment, payment-not-counted, demo-bank) and of screens-routes.ts: an order placed through the
 * API as SHOP001, and the QR page opened the way the checkout opens it (an in-app navigation with
 * the QR data).
 */

export type PlacedOrder = {
  order_id: number;
  order_no: string;
  payment_id: number;
  qr_code: string;
  qr_timeout: number;
  created_date: string;
  total_amount: number;
  /** The customer's bearer header, for later calls on the order. */
  headers: { authorization: string };
};

export async function placeOrder(request: APIRequestContext): Promise<PlacedOrder> {
  const headers = await shopHeaders(request);
  const summary = await request.post('/api/v1/ssc/summary/saleitem?not_use_coupon=1', {
    headers,
    data: [{ sku_id: SKU_ID_PLAIN, quantity: 25 }],
  });
  if (!summary.ok()) throw new Error(`summary: ${summary.status()}`);
  const cart = (await summary.json()).data.cart[0];
  const order = await request.post('/api/v1/ssc/orders', {
    headers,
    data: {
      total: cart.total_net_price,
      payment_method: 1,
      shipping_address: { id: 11 },
      shipping_fee: cart.total_shipping,
      discount_shipping: cart.shipping_matching.reduce(
        (sum: number, m: { shipping_discount: number }) => sum + m.shipping_discount,
        0,
      ),
      tax_address: { id: 12 },
      order_items: [{ sku_id: SKU_ID_PLAIN, seq: 1, quantity: 25 }],
    },
  });
  if (!order.ok()) throw new Error(`order: ${order.status()} ${await order.text()}`);
  const data = (await order.json()).data as Omit<PlacedOrder, 'headers'>;
  if (!data.payment_id) throw new Error('order: no payment_id');
  return { ...data, headers };
}

/** An in-app navigation carrying router state (what a Link with `state` does). */
export async function navigateWithState(page: Page, url: string, usr: unknown) {
  await page.evaluate(
    ({ url, usr }) => {
      window.history.pushState({ usr, key: 'nav', idx: 1 }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { url, usr },
  );
}

/** The QR page of a placed order, and the navigation state the checkout gives it (the QR data). */
export const qrPageUrl = (order: Pick<PlacedOrder, 'payment_id' | 'order_id'>) =>
  `/payment/${order.payment_id}/${order.order_id}/qrcode`;
export const qrPageState = (order: PlacedOrder) => ({
  qr_code: order.qr_code,
  qr_timeout: order.qr_timeout,
  created_date: order.created_date,
  total_amount: order.total_amount,
  order_no: order.order_no,
});

/** Opens the QR page the way the checkout does: an in-app navigation carrying the QR data. */
export async function openQrPage(page: Page, order: PlacedOrder) {
  await page.goto('/home');
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  await navigateWithState(page, qrPageUrl(order), qrPageState(order));
  await expect(page).toHaveURL(/\/qrcode$/);
}

/**
 * A new order's QR page: the order placed through the API, the page opened as the checkout opens
 * it (on a page clock installed first when `installClock`), its QR image on screen.
 */
export async function openNewOrderQr(
  page: Page,
  request: APIRequestContext,
  options: { installClock?: boolean } = {},
) {
  const order = await placeOrder(request);
  if (options.installClock) await page.clock.install();
  await openQrPage(page, order);
  const qr = page.getByRole('img', { name: thCheckout.qr.imageAlt });
  await expect(qr).toBeVisible();
  return { order, qr };
}

/** Sets a payment's status as the bank would (the development route). */
export const setPaymentStatus = (request: APIRequestContext, paymentId: number, status: number) =>
  request.post(`/__dev/payments/${paymentId}/status`, { data: { payment_status: status } });

/** The demo bank page's (/__dev/bank) row of a payment. */
export const bankRow = (bank: Page, paymentId: number) =>
  bank.locator('tr', { has: bank.locator('td', { hasText: new RegExp(`^${paymentId}$`) }) });

/** The payment's status as the customer's check_status answers it. */
export async function paymentStatus(request: APIRequestContext, order: PlacedOrder, paymentId: number) {
  const res = await request.get(`/api/v1/ssc/payments/check_status/${paymentId}`, { headers: order.headers });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.payment_status as number;
}
