import { expect, test } from '@playwright/test';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { bankRow, openNewOrderQr, paymentStatus, placeOrder } from './qr-orders.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 20 item 8: the README's tour pays the QR on the demo bank page (/__dev/bank). Its buttons
 * are plain form posts; in Chromium they must pass the development guard (which refuses cross-site
 * posts: tests/server/hardening.test.ts).
 */

resetBeforeEach();

test("the demo bank's pay button pays the QR: the QR page turns to 'payment successful'", async ({
  page,
  request,
}) => {
  const { order } = await openNewOrderQr(page, request);

  const bank = await page.context().newPage();
  await bank.goto('/__dev/bank');
  const post = bank.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/__dev/bank/${order.payment_id}/pay`),
  );
  await bankRow(bank, order.payment_id).getByRole('button', { name: 'pay', exact: true }).click();
  // 303 back to the bank page, not 403 from the development guard.
  expect((await post).status()).toBe(303);
  await expect(bank).toHaveURL(/\/__dev\/bank$/);
  await expect(bankRow(bank, order.payment_id)).toHaveCount(0);
  expect(await paymentStatus(request, order, order.payment_id)).toBe(2);

  await page.bringToFront();
  await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`), { timeout: 12_000 });
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toBeVisible();
});

test("the demo bank's fail and expire buttons work from the page too", async ({ page, request }) => {
  const failed = await placeOrder(request);
  const expired = await placeOrder(request);
  await page.goto('/__dev/bank');
  await bankRow(page, failed.payment_id).getByRole('button', { name: 'fail', exact: true }).click();
  await expect(page).toHaveURL(/\/__dev\/bank$/);
  await bankRow(page, expired.payment_id).getByRole('button', { name: 'expire', exact: true }).click();
  await expect(page).toHaveURL(/\/__dev\/bank$/);
  expect(await paymentStatus(request, failed, failed.payment_id)).toBe(3);
  expect(await paymentStatus(request, expired, expired.payment_id)).toBe(4);
});
