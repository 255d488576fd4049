/**
 * The QR page while its status checks, or the lookup of a failed payment, cannot reach the server:
 * one line says so, the QR stays, paying still settles; an unanswered lookup is asked again.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { paymentNotMade } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { bankRow, openNewOrderQr, setPaymentStatus } from './qr-orders.ts';
import { resetBeforeEach } from './reset.ts';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

resetBeforeEach();

/** What a finger at the centre of `target` reaches: the element itself (or inside it), else what covers it. */
const reachesItself = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

async function boxOf(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const payOnDemoBank = async (page: Page, paymentId: number) => {
  const bank = await page.context().newPage();
  await bank.goto('/__dev/bank');
  await bankRow(bank, paymentId).getByRole('button', { name: 'pay', exact: true }).click();
  await expect(bankRow(bank, paymentId)).toHaveCount(0);
  await bank.close();
  await page.bringToFront();
};

test('offline on the QR page: a line under the countdown says the connection is lost while the QR stays; back online it goes, and paying settles', async ({
  page,
  context,
  request,
}) => {
  const { order, qr } = await openNewOrderQr(page, request);
  const line = page.getByTestId('qr-connection-lost');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(line).toHaveCount(0);

  await context.setOffline(true);
  await expect(line).toBeVisible();
  await expect(line).toHaveText(thCheckout.qr.connectionLost);
  await expect(line).toHaveCSS('background-color', 'rgb(255, 244, 236)');
  // Inside the 360x640 screen without scrolling, under the countdown, over nothing.
  const lineBox = await boxOf(line);
  expect(lineBox.y).toBeGreaterThanOrEqual(0);
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(640);
  expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(360);
  expect(await reachesItself(line)).toBe(true);
  const qrBox = await boxOf(qr);
  expect(lineBox.y).toBeGreaterThanOrEqual(qrBox.y + qrBox.height);
  expect(lineBox.y).toBeGreaterThanOrEqual((await boxOf(page.getByRole('timer'))).y);
  expect(await reachesItself(qr)).toBe(true);
  for (const name of [thCheckout.qr.saveQr, thCheckout.qr.viewOrder]) {
    const button = page.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    expect(await reachesItself(button), `'${name}' is tappable with the line shown`).toBe(true);
  }
  // Still there after a failed 10 s check; the page never says paid meanwhile.
  await page.waitForTimeout(11_000);
  await expect(line).toBeVisible();
  await expect(page).toHaveURL(/\/qrcode$/);

  // Back online: the page looks at once (well under the 10 s poll) and the line goes.
  const looked = page.waitForRequest((r) => r.url().includes('/payments/check_status/'), { timeout: 5_000 });
  await context.setOffline(false);
  await looked;
  await expect(line).toHaveCount(0, { timeout: 5_000 });
  await expect(qr).toBeVisible();

  await payOnDemoBank(page, order.payment_id);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`), { timeout: 12_000 });
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toBeVisible();
});

test('the lookup of a failed payment cannot reach the server: the QR stays with the line and it is asked again; once answered, the order history', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { order, qr } = await openNewOrderQr(page, request);
  const line = page.getByTestId('qr-connection-lost');
  const INQUIRY = '**/payments/inquiry/**';
  let unanswered = 0;
  await page.route(INQUIRY, (route) => {
    unanswered += 1;
    return route.abort('internetdisconnected');
  });
  // The bank says the payment failed (3): the page looks it up, and the lookup gets no answer.
  expect((await setPaymentStatus(request, order.payment_id, 3)).ok()).toBe(true);
  await expect.poll(() => unanswered, { timeout: 12_000 }).toBe(1);
  await expect(page).toHaveURL(/\/qrcode$/);
  await expect(qr).toBeVisible();
  // Asked again 10 s later, no answer again: the line says so; the QR stays, the page goes nowhere.
  await expect.poll(() => unanswered, { timeout: 12_000 }).toBe(2);
  await expect(line).toBeVisible();
  await expect(line).toHaveText(thCheckout.qr.connectionLost);
  await expect(qr).toBeVisible();
  await expect(page).toHaveURL(/\/qrcode$/);

  // The server is reachable again; back online the lookup is asked at once, and its answer (3, not
  // paid) leads to the order history, which says the payment was not made.
  await page.unroute(INQUIRY);
  const inquired = page.waitForResponse((r) => r.url().includes('/payments/inquiry/'), { timeout: 5_000 });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await inquired).ok()).toBe(true);
  await expect(page).toHaveURL(/\/ordershistory$/, { timeout: 5_000 });
  await expect(page.getByTestId('payment-not-made')).toHaveText(paymentNotMade(order.order_no));
  expect(unanswered).toBe(2);
});
