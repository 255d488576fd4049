import { expect, test } from '@playwright/test';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * The whole purchase as a customer makes it, through the real UI only: a product page, the cart,
 * the summary, the QR page, the demo bank, the success page.
 */
resetBeforeEach();

test('fill the cart, order, pay at the demo bank and see the success page', async ({ page, request }) => {
  // 25 packs of a plain product (no discount, no promotion) pass the 500-baht minimum.
  await page.goto(`/products/${SKU_ID_PLAIN}`);
  const quantity = page.getByRole('spinbutton', { name: th.product.quantity });
  await quantity.fill('25');
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  await expect(page.getByTestId('cart-dot')).toBeVisible({ timeout: 5_000 });

  await page.getByRole('link', { name: th.shell.cartWithItems }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('checkbox', { name: th.cart.selectAll }).check();
  await page.getByRole('button', { name: /^ชำระเงิน \(1\)$/ }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await page.getByRole('button', { name: thCheckout.summary.placeOrder }).click();
  await expect(page).toHaveURL(/\/payment\/\d+\/\d+\/qrcode$/, { timeout: 15_000 });
  const qr = page.getByRole('img', { name: thCheckout.qr.imageAlt });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The ordered line left the cart.
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(cart.products).toEqual([]);

  // The customer pays with the banking app: here the demo bank's "pay" button.
  const paymentId = /\/payment\/(\d+)\//.exec(page.url())?.[1];
  const bank = await request.get('/__dev/bank');
  expect(await bank.text()).toContain(`/__dev/bank/${paymentId}/pay`);
  await request.post(`/__dev/bank/${paymentId}/pay`, { form: { a: 'pay' }, maxRedirects: 0 });

  // The QR page polls every 10 s: success within one poll.
  await expect(page).toHaveURL(/\/payment\/\d+\/successful$/, { timeout: 12_000 });
  await expect(page.getByText(thCheckout.payment.successful).first()).toBeVisible();
});
