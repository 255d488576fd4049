import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { payWithCount, th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import type { PurchaseState } from './purchase-model.ts';

/**
 * The world a purchase-model path runs in (page, server, the order made) and what each state of the
 * model shows the customer (assertions). Expected figures come from the API (the server's summary,
 * the order it made), never from the app's charts. The events: purchase-model-events.ts.
 */

export const API = '/api/v1/ssc';
/** 20 x SKU 1 (47.00 less 15% = 39.95) = 799.00 selected; one plain line left unselected. */
const ORDERED_QTY = 20;
const CART_TOTAL = '฿799.00';
/** Past the 15-minute QR lifetime. */
export const PAST_DEADLINE_MS = 16 * 60_000;
/** The QR page polls the payment status every 10 s (spec section 9). */
export const POLL_MS = 10_000;

export interface PlacedOrder {
  order_id: number;
  order_no: string;
  payment_id: number;
  qr_timeout: number;
  created_date: string;
  total_amount: number;
}

export interface World {
  page: Page;
  request: APIRequestContext;
  /** The server's net price for the selected lines (POST /summary/saleitem, best coupon). */
  amount: number;
  order: PlacedOrder | null;
  /** The server clock's shift (POST /__dev/clock). */
  serverOffsetMs: number;
  statusChecks: number;
  inquiries: number;
}

const storedIds = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '{"products":[]}').products as { id: number }[]).map(
      (p) => p.id,
    ),
  );
export const orderOf = (world: World): PlacedOrder => {
  if (!world.order) throw new Error('no order placed on this path');
  return world.order;
};
export const qrUrl = (o: PlacedOrder) => new RegExp(`/payment/${o.payment_id}/${o.order_id}/qrcode$`);
export const dialog = (page: Page) => page.getByRole('alertdialog');
export const orderButton = (page: Page) => page.getByRole('button', { name: thCheckout.summary.placeOrder });
export const fault = (world: World, spec: Record<string, unknown>) =>
  world.request.post('/__dev/faults', { data: spec }).then((r) => expect(r.ok()).toBe(true));
export const setPaymentStatus = async (world: World, status: number) => {
  const answer = await world.request.post(`/__dev/payments/${orderOf(world).payment_id}/status`, {
    data: { payment_status: status },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
};

/** A fresh world: seed database, no faults, true clocks; the cart holds the lines; /cart is open. */
export async function openWorld(page: Page, request: APIRequestContext): Promise<World> {
  expect((await request.post('/__dev/reset')).ok()).toBe(true);
  const world: World = {
    page,
    request,
    amount: 0,
    order: null,
    serverOffsetMs: 0,
    statusChecks: 0,
    inquiries: 0,
  };
  page.on('request', (r) => {
    if (r.url().includes(`${API}/payments/check_status/`)) world.statusChecks += 1;
    if (r.url().includes(`${API}/payments/inquiry/`)) world.inquiries += 1;
  });
  // The browser clock flows normally until the QR page opens (then the test moves it).
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const summary = await request.post(`${API}/summary/saleitem`, {
    headers: { authorization: `Bearer ${token}` },
    data: [{ sku_id: SKU_ID_WITH_DISCOUNT, quantity: ORDERED_QTY }],
  });
  expect(summary.ok()).toBe(true);
  world.amount = (await summary.json()).data.cart[0].total_net_price;
  await page.evaluate(
    ([ordered, qty, kept]) => {
      // Stale names and prices on purpose: opening the cart refreshes them from the product lookup.
      const line = (id: number, q: number, select: boolean) => {
        return { id, name: `สินค้า ${id}`, price: 1, qty: q, discount: 0, imageUrl: null, select };
      };
      const products = [line(ordered, qty, true), line(kept, 1, false)];
      localStorage.setItem('cart', JSON.stringify({ id: 1, total: 0, products }));
    },
    [SKU_ID_WITH_DISCOUNT, ORDERED_QTY, SKU_ID_PLAIN] as const,
  );
  await page.goto('/cart');
  return world;
}

/** The customer's view in each model state. */
export const shows: Record<PurchaseState, (world: World) => Promise<void>> = {
  async cart({ page }) {
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(CART_TOTAL);
    await expect(page.getByTestId('minimum-banner')).toHaveCount(0);
    const pay = page.getByRole('button', { name: payWithCount(1), exact: true });
    await expect(pay).toHaveAttribute('aria-disabled', 'false');
  },
  async summary({ page, amount }) {
    await expect(page).toHaveURL(/\/summary$/);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('summary-item')).toHaveCount(1);
    await expect(page.getByTestId('amount-to-pay')).toHaveText(formatBaht(amount));
    await expect(orderButton(page)).toBeEnabled();
    // Nothing was ordered yet: the cart keeps both lines.
    expect((await storedIds(page)).sort()).toEqual([SKU_ID_WITH_DISCOUNT, SKU_ID_PLAIN].sort());
  },
  async orderConflict(world) {
    await expect(dialog(world.page)).toContainText(th.errors.conflict);
    await expect(dialog(world.page).getByTestId('error-icon')).toBeVisible();
    await expect(world.page).toHaveURL(/\/summary$/);
    await expect(world.page.getByTestId('amount-to-pay')).toHaveText(formatBaht(world.amount));
  },
  async orderFailed({ page }) {
    await expect(dialog(page)).toContainText(th.errors.server);
    await expect(dialog(page).getByTestId('error-icon')).toBeVisible();
    await expect(page).toHaveURL(/\/summary$/);
    expect((await storedIds(page)).sort()).toEqual([SKU_ID_WITH_DISCOUNT, SKU_ID_PLAIN].sort());
  },
  async qr(world) {
    const { page } = world;
    const order = orderOf(world);
    await expect(page).toHaveURL(qrUrl(order));
    await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeVisible();
    await expect(page.getByTestId('qr-order-no')).toHaveText(`${thAccount.orders.orderNo} ${order.order_no}`);
    await expect(page.getByTestId('qr-amount')).toHaveText(formatBaht(world.amount));
    await expect(page.getByText(thCheckout.qr.payeeName)).toBeVisible();
    // The countdown shows the time to created_date + qr_timeout minutes by the browser's clock.
    const timer = (await page.getByRole('timer').textContent()) ?? '';
    expect(timer.startsWith(thCheckout.qr.timeLeft)).toBe(true);
    const [, mm, ss] = /(\d+):(\d\d)$/.exec(timer) ?? [];
    const now = await page.evaluate(() => Date.now());
    const left = Math.ceil((Date.parse(order.created_date) + order.qr_timeout * 60_000 - now) / 1000);
    expect(Math.abs(Number(mm) * 60 + Number(ss) - left)).toBeLessThanOrEqual(2);
    // The ordered line left the cart; the unselected one stays.
    expect(await storedIds(page)).toEqual([SKU_ID_PLAIN]);
  },
  async qrExpired(world) {
    const { page } = world;
    const order = orderOf(world);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(thCheckout.qr.expired);
    await expect(alert).toContainText(thCheckout.qr.expiredNote);
    await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeHidden();
    await expect(page.getByRole('timer')).toBeHidden();
    await expect(page.getByRole('button', { name: thCheckout.qr.newQr })).toBeEnabled();
    await expect(page.getByRole('button', { name: thCheckout.qr.viewOrder })).toBeVisible();
    await expect(page.getByTestId('qr-order-no')).toHaveText(`${thAccount.orders.orderNo} ${order.order_no}`);
    await expect(page.getByTestId('qr-amount')).toHaveText(formatBaht(world.amount));
    // The bank was asked once and said 'not paid': the page stays (no jump to the orders).
    await expect.poll(() => world.inquiries).toBe(1);
    await page.clock.runFor(POLL_MS);
    await expect(page).toHaveURL(qrUrl(order));
  },
  async paid(world) {
    const { page } = world;
    const order = orderOf(world);
    await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`));
    await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toBeVisible();
    await expect(page.getByTestId('paid-order-no')).toHaveText(
      `${thAccount.orders.orderNo} ${order.order_no}`,
    );
    await expect(page.getByRole('link', { name: thCheckout.payment.viewOrder })).toHaveAttribute(
      'href',
      `/ordershistory/${order.order_id}`,
    );
    await expect(page.getByRole('link', { name: th.common.backHome })).toBeVisible();
  },
  async payLater(world) {
    const { page } = world;
    await expect(page).toHaveURL(new RegExp(`/ordershistory/paylater/${orderOf(world).order_id}$`));
    await expect(page.getByRole('heading', { name: thCheckout.payment.payLaterTitle })).toBeVisible();
    await expect(page.getByText(thCheckout.payment.payLaterNote)).toBeVisible();
    await expect(page.getByRole('link', { name: thCheckout.payment.backToOrders })).toBeVisible();
  },
  async ordersHistory(world) {
    const { page } = world;
    await expect(page).toHaveURL(/\/ordershistory$/);
    await expect(page.getByRole('heading', { level: 1, name: th.titles.orders })).toBeVisible();
    await expect(page.getByRole('tab', { name: thAccount.orders.tabs.awaitingPayment })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByTestId('order-card').filter({ hasText: orderOf(world).order_no });
    await expect(card).toContainText(thAccount.orders.status.awaitingPayment);
  },
  async orderDetail(world) {
    const { page } = world;
    await expect(page).toHaveURL(new RegExp(`/ordershistory/${orderOf(world).order_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: th.titles.orderDetails })).toBeVisible();
    await expect(page.getByTestId('order-heading')).toContainText(orderOf(world).order_no);
  },
  async home({ page }) {
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  },
};
