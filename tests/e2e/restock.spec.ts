import { expect, type Page, test } from '@playwright/test';
import { addedToCart, quantityTimesIn, th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 10: the shop owner's restocking job through the real UI only: search, open a product,
 * TYPE 48, add; another product, type 10, add; the cart, tick, the summary, place the order,
 * the QR page. The quantities are asserted on the cart and on the summary.
 */
resetBeforeEach();

const WATER = 'น้ำดื่มตราช้าง 600 มล. แพ็ค 12 ขวด';
const COKE = 'โค้ก ออริจินัล 325 มล. ลัง 24 กระป๋อง';

/** The header's search box, submitted; then the product card with this title. */
async function searchAndOpen(page: Page, query: string, title: string) {
  const search = page.getByPlaceholder(th.shell.searchPlaceholder);
  await search.fill(query);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Taps the quantity box (its value is selected) and types the amount, as a person would. */
async function typeQuantity(page: Page, amount: string) {
  const box = page.getByRole('spinbutton', { name: th.product.quantity });
  await box.click();
  await page.keyboard.type(amount);
  await expect(box).toHaveValue(amount);
}

async function add(page: Page, title: string, qty: number, unit: string) {
  await page.getByRole('button', { name: th.product.add }).click();
  await expect(page.getByText(addedToCart(title, qty, unit))).toBeVisible({ timeout: 5_000 });
  // The stepper starts again at 1: a second tap would not add the same amount again.
  await expect(page.getByRole('spinbutton', { name: th.product.quantity })).toHaveValue('1');
}

test('search, type 48 and 10, cart, summary, order, QR page', async ({ page }) => {
  await page.goto('/home');
  await searchAndOpen(page, 'น้ำดื่มตราช้าง 600', WATER);
  await typeQuantity(page, '48');
  await add(page, WATER, 48, 'แพ็ค');

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await searchAndOpen(page, 'โค้ก ออริจินัล 325', COKE);
  await typeQuantity(page, '10');
  await add(page, COKE, 10, 'ลัง');

  // The notice's link opens the cart.
  await page
    .getByTestId('added-notice')
    .filter({ hasText: addedToCart(COKE, 10, 'ลัง') })
    .getByRole('link', { name: th.product.viewCart })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(2);
  const qty = (title: string) => page.getByRole('spinbutton', { name: `${th.product.quantity} ${title}` });
  await expect(qty(WATER)).toHaveValue('48');
  await expect(qty(COKE)).toHaveValue('10');
  // A row's name and its pack size line say the pack size once.
  const row = (title: string) => rows.filter({ has: qty(title) });
  await expect(row(WATER).getByTestId('line-pack')).toHaveText('แพ็ค 12 ขวด');
  await expect(row(WATER)).toContainText('น้ำดื่มตราช้าง 600 มล.แพ็ค 12 ขวด฿');
  await expect(row(WATER).getByTestId('line-total')).toHaveText(`${th.cart.lineTotal} ฿2,640.00`);
  await expect(row(COKE).getByTestId('line-total')).toHaveText(`${th.cart.lineTotal} ฿3,120.00`);

  await page.getByRole('checkbox', { name: th.cart.selectAll }).check();
  await expect(page.getByTestId('cart-total')).toHaveText('฿5,760.00');
  await page.getByRole('button', { name: /^ชำระเงิน \(2\)$/ }).click();

  await expect(page).toHaveURL(/\/summary$/);
  const items = page.getByTestId('summary-item');
  await expect(items).toHaveCount(2);
  // Each line counted in its selling unit, as the cart counts it.
  await expect(items.filter({ hasText: WATER })).toContainText(quantityTimesIn(48, 'แพ็ค'));
  await expect(items.filter({ hasText: COKE })).toContainText(quantityTimesIn(10, 'ลัง'));

  await page.getByRole('button', { name: thCheckout.summary.placeOrder }).click();
  await expect(page).toHaveURL(/\/payment\/\d+\/\d+\/qrcode$/, { timeout: 15_000 });
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeVisible();
});
