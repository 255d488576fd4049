import { expect, type Route } from '@playwright/test';
import { payWithCount, th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import {
  API,
  dialog,
  fault,
  orderButton,
  orderOf,
  PAST_DEADLINE_MS,
  type PlacedOrder,
  POLL_MS,
  qrUrl,
  setPaymentStatus,
  type World,
} from './purchase-model-world.ts';

/**
 * How each event of the purchase model is made to happen: the customer's taps, and for the world
 * the /__dev controls (payment status, faults, server clock) and Playwright's clock in the browser.
 */

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
  const name = thCheckout.qr.viewOrder;
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
    // The order is charged what the summary showed.
    expect(world.order.total_amount).toBe(world.amount);
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
    // The browser holds the inquiry until the money has arrived, then sends it to the real server.
    let hold: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => {
      hold = resolve;
    });
    await world.page.route(`**${inquiryPath}`, (route) => hold(route));
    await setPaymentStatus(world, 3);
    await world.page.clock.runFor(POLL_MS);
    const inquiry = await held;
    await setPaymentStatus(world, 2);
    await inquiry.continue();
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
    await world.page.getByRole('button', { name: thCheckout.qr.newQr }).click();
    const created = (await (await answer).json()).data as PlacedOrder;
    expect(created.payment_id).not.toBe(orderOf(world).payment_id);
    const { payment_id, qr_timeout, created_date } = created;
    world.order = { ...orderOf(world), payment_id, qr_timeout, created_date };
    world.inquiries = 0;
  },
  async 'customer.renewQrFails'(world) {
    await fault(world, { path: `${API}/payments`, method: 'POST', status: 500 });
    await world.page.getByRole('button', { name: thCheckout.qr.newQr }).click();
  },
  async 'customer.backHome'({ page }) {
    await page.getByRole('link', { name: th.common.backHome }).click();
  },
  async 'customer.backToOrders'({ page }) {
    await page.getByRole('link', { name: thCheckout.payment.backToOrders }).click();
  },
};
