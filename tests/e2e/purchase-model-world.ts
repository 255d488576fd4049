import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { payWithCount, th } from '../../src/i18n/th.ts';
import { formatBaht } from '../../src/lib/money.ts';
import type { PurchaseState } from './purchase-model.ts';

/**
 * What each state of the purchase model shows the customer (assertions) and how each of its
 * events is made to happen in the browser and on the server (/__dev controls, the browser's
 * clock). Expected figures come from the API (the server's summary, the order it made), never
 * from the app's charts.
 */

const API = '/api/v1/ssc';
/** 20 x SKU 1 (47.00 less 15% = 39.95) = 799.00 selected; one plain line left unselected. */
const ORDERED_QTY = 20;
const CART_TOTAL = '฿799.00';
/** Past the 15-minute QR lifetime. */
const PAST_DEADLINE_MS = 16 * 60_000;
/** The QR page polls the payment status every 10 s (spec section 9). */
const POLL_MS = 10_000;

interface PlacedOrder {
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
const orderOf = (world: World): PlacedOrder => {
  if (!world.order) throw new Error('no order placed on this path');
  return world.order;
};
const qrUrl = (o: PlacedOrder) => new RegExp(`/payment/${o.payment_id}/${o.order_id}/qrcode$`);
const dialog = (page: Page) => page.getByRole('alertdialog');
const orderButton = (page: Page) => page.getByRole('button', { name: th.summary.placeOrder });
const fault = (world: World, spec: Record<string, unknown>) =>
  world.request.post('/__dev/faults', { data: spec }).then((r) => expect(r.ok()).toBe(true));
const setPaymentStatus = async (world: World, status: number) => {
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
      const line = (id: number, q: number, select: boolean) => ({
        ...{ id, name: `สินค้า ${id}`, price: 1, qty: q, discount: 0, imageUrl: null, select },
      });
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
    await expect(page.getByRole('img', { name: th.qr.imageAlt })).toBeVisible();
    await expect(page.getByTestId('qr-order-no')).toHaveText(`${th.orders.orderNo} ${order.order_no}`);
    await expect(page.getByTestId('qr-amount')).toHaveText(formatBaht(world.amount));
    await expect(page.getByText(th.qr.payeeName)).toBeVisible();
    // The countdown shows the time to created_date + qr_timeout minutes by the browser's clock.
    const timer = (await page.getByRole('timer').textContent()) ?? '';
    expect(timer.startsWith(th.qr.timeLeft)).toBe(true);
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
    await expect(alert).toContainText(th.qr.expired);
    await expect(alert).toContainText(th.qr.expiredNote);
    await expect(page.getByRole('img', { name: th.qr.imageAlt })).toBeHidden();
    await expect(page.getByRole('timer')).toBeHidden();
    await expect(page.getByRole('button', { name: th.qr.newQr })).toBeEnabled();
    await expect(page.getByRole('button', { name: th.qr.viewOrder })).toBeVisible();
    await expect(page.getByTestId('qr-order-no')).toHaveText(`${th.orders.orderNo} ${order.order_no}`);
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
    await expect(page.getByRole('heading', { level: 2, name: th.payment.successful })).toBeVisible();
    await expect(page.getByTestId('paid-order-no')).toHaveText(`${th.orders.orderNo} ${order.order_no}`);
    await expect(page.getByRole('link', { name: th.payment.viewOrder })).toHaveAttribute(
      'href',
      `/ordershistory/${order.order_id}`,
    );
    await expect(page.getByRole('link', { name: th.common.backHome })).toBeVisible();
  },
  async payLater(world) {
    const { page } = world;
    await expect(page).toHaveURL(new RegExp(`/ordershistory/paylater/${orderOf(world).order_id}$`));
    await expect(page.getByRole('heading', { name: th.payment.payLaterTitle })).toBeVisible();
    await expect(page.getByText(th.payment.payLaterNote)).toBeVisible();
    await expect(page.getByRole('link', { name: th.payment.backToOrders })).toBeVisible();
  },
  async ordersHistory(world) {
    const { page } = world;
    await expect(page).toHaveURL(/\/ordershistory$/);
    await expect(page.getByRole('heading', { level: 1, name: th.titles.orders })).toBeVisible();
    await expect(page.getByRole('tab', { name: th.orders.tabs.awaitingPayment })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByTestId('order-card').filter({ hasText: orderOf(world).order_no });
    await expect(card).toContainText(th.orders.status.awaitingPayment);
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

/** Moves the server's and the browser's clock past the QR deadline; the page is shown again. */
async function passDeadline(world: World) {
  world.serverOffsetMs += PAST_DEADLINE_MS;
  const shifted = await world.request.post('/__dev/clock', { data: { offset_ms: world.serverOffsetMs } });
  expect(shifted.ok()).toBe(true);
  const now = await world.page.evaluate(() => Date.now());
  await world.page.clock.setSystemTime(now + PAST_DEADLINE_MS);
  await world.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Presses the order button and waits for the server's answer. */
async function pressOrder(world: World) {
  const answer = world.page.waitForResponse(
    (r) => r.url().endsWith(`${API}/orders`) && r.request().method() === 'POST',
  );
  await orderButton(world.page).click();
  return answer;
}

const openOrder = async ({ page }: World) => {
  const name = th.qr.viewOrder;
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click();
};

/** How each model event happens. */
export const does: Record<string, (world: World) => Promise<void>> = {
  async 'customer.pay'({ page }) {
    await page.getByRole('button', { name: payWithCount(1), exact: true }).click();
  },
  async 'customer.placeOrder'(world) {
    const answer = await pressOrder(world);
    expect(answer.status()).toBe(200);
    world.order = (await answer.json()).data as PlacedOrder;
    await expect(world.page).toHaveURL(qrUrl(world.order));
    // From here the test moves the browser's clock: no poll or tick runs on its own.
    const now = await world.page.evaluate(() => Date.now());
    await world.page.clock.pauseAt(now + 1000);
  },
  async 'customer.placeOrderConflict'(world) {
    await fault(world, { path: `${API}/orders`, method: 'POST', status: 409 });
    const repriced = world.page.waitForRequest(
      (r) => r.url().includes(`${API}/summary/saleitem`) && r.method() === 'POST',
    );
    expect((await pressOrder(world)).status()).toBe(409);
    // The 409 means the figures changed: the summary is fetched again.
    await repriced;
  },
  async 'customer.placeOrderServerError'(world) {
    await fault(world, { path: `${API}/orders`, method: 'POST', status: 500 });
    expect((await pressOrder(world)).status()).toBe(500);
  },
  async 'customer.dismiss'({ page }) {
    await dialog(page).getByRole('button', { name: th.common.ok }).click();
  },
  async 'bank.paid'(world) {
    await setPaymentStatus(world, 2);
    await world.page.clock.runFor(POLL_MS);
  },
  async 'bank.failed'(world) {
    await setPaymentStatus(world, 3);
    await world.page.clock.runFor(POLL_MS);
    // Status 3: the payment is looked up exactly once (spec section 4 "Payment status").
    await expect(world.page).toHaveURL(/\/ordershistory$/);
    expect(world.inquiries).toBe(1);
  },
  async 'bank.failedThenInquiryPaid'(world) {
    const inquiryPath = `${API}/payments/inquiry/${orderOf(world).payment_id}`;
    // The inquiry reaches the server but is held 2 s; the money arrives meanwhile.
    await fault(world, { path: inquiryPath, method: 'GET', delay_ms: 2000 });
    await setPaymentStatus(world, 3);
    const inquiry = world.page.waitForRequest((r) => r.url().endsWith(inquiryPath));
    await world.page.clock.runFor(POLL_MS);
    await inquiry;
    await setPaymentStatus(world, 2);
    await expect(world.page).toHaveURL(/\/successful$/);
    expect(world.inquiries).toBe(1);
  },
  async 'clock.passDeadline'(world) {
    await passDeadline(world);
  },
  async 'bank.paidAtDeadline'(world) {
    await setPaymentStatus(world, 2);
    const checks = world.statusChecks;
    await passDeadline(world);
    // Seen by the one status check the expired page makes, not by a poll.
    await expect(world.page).toHaveURL(/\/successful$/);
    expect(world.statusChecks).toBe(checks + 1);
  },
  'customer.openOrder': openOrder,
  async 'customer.renewQr'(world) {
    const answer = world.page.waitForResponse(
      (r) => r.url().endsWith(`${API}/payments`) && r.request().method() === 'POST',
    );
    await world.page.getByRole('button', { name: th.qr.newQr }).click();
    const created = (await (await answer).json()).data as PlacedOrder;
    expect(created.payment_id).not.toBe(orderOf(world).payment_id);
    const { payment_id, qr_timeout, created_date } = created;
    world.order = { ...orderOf(world), payment_id, qr_timeout, created_date };
    world.inquiries = 0;
  },
  async 'customer.renewQrFails'(world) {
    await fault(world, { path: `${API}/payments`, method: 'POST', status: 500 });
    await world.page.getByRole('button', { name: th.qr.newQr }).click();
  },
  async 'customer.backHome'({ page }) {
    await page.getByRole('link', { name: th.common.backHome }).click();
  },
  async 'customer.backToOrders'({ page }) {
    await page.getByRole('link', { name: th.payment.backToOrders }).click();
  },
};
