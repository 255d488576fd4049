import { expect, type Page, test } from '@playwright/test';
import {
  SKU_ID_BY_PROMOTION_TYPE,
  SKU_ID_HTML_DESCRIPTION,
  SKU_ID_WITH_DISCOUNT,
} from '../../server/seed/fixtures.ts';
import { addedToCart, th } from '../../src/i18n/th.ts';
import { thDetail } from '../../src/i18n/th-detail.ts';
import { resetBeforeEach } from './reset.ts';

/** The product page as a shop owner uses it: prices, promotions, description, adding to the cart. */

resetBeforeEach();

const addButton = (page: Page) => page.getByRole('button', { name: 'เพิ่มสินค้า' });
const title = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown);

test('a discounted product: net price, struck-through price with บาท, -15% badge, description', async ({
  page,
}) => {
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await expect(title(page)).not.toBeEmpty();
  // Seed: price 47.00, discount 15%, net price 39.95.
  await expect(page.getByTestId('net-price')).toHaveText('฿39.95');
  const listPrice = page.getByTestId('list-price');
  await expect(listPrice).toHaveText('47.00 บาท');
  await expect(listPrice).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByTestId('discount-badge')).toHaveText('-15%');
  await expect(page.getByRole('heading', { level: 2, name: 'รายละเอียดสินค้า' })).toBeVisible();
  await expect(page.getByTestId('product-description')).not.toBeEmpty();
  await expect(page.getByRole('spinbutton', { name: th.product.quantity })).toHaveValue('1');
  await expect(addButton(page)).toBeEnabled();
});

test('promotions: step_discount and step_free as tables, premium and theme_brand as grey boxes', async ({
  page,
}) => {
  for (const type of ['step_discount', 'step_free'] as const) {
    await page.goto(`/products/${SKU_ID_BY_PROMOTION_TYPE[type]}`);
    const table = page.locator(`table[data-promotion-type="${type}"]`).first();
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader').first()).toHaveText(/ซื้อ \d+ แพ็ค/);
    await expect(table.getByRole('cell').first()).not.toBeEmpty();
  }
  for (const type of ['premium', 'theme_brand'] as const) {
    await page.goto(`/products/${SKU_ID_BY_PROMOTION_TYPE[type]}`);
    const box = page.locator(`[role="note"][data-promotion-type="${type}"]`).first();
    await expect(box).toBeVisible();
    await expect(box).toHaveCSS('background-color', 'rgb(238, 240, 239)');
    await expect(box.getByRole('table')).toHaveCount(0);
    await expect(box).toContainText('บาท');
  }
});

test('adding to the cart: disabled for about a second, then stored, the bag shows its dot, a second add raises qty', async ({
  page,
}) => {
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  const name = (await title(page).textContent()) ?? '';
  expect(name).not.toBe('');
  expect(await storedCart(page)).toBeNull();

  const pressedAt = Date.now();
  await addButton(page).click();
  await expect(addButton(page)).toBeDisabled();
  await expect(page.getByTestId('fly-to-cart')).toBeAttached();
  // The copy flies (a running Web Animation) toward the bag.
  expect(await page.getByTestId('fly-to-cart').evaluate((el) => el.getAnimations().length)).toBe(1);
  expect(await storedCart(page)).toBeNull(); // added only after the flight
  await expect(addButton(page)).toBeEnabled({ timeout: 3000 });
  const disabledFor = Date.now() - pressedAt;
  expect(disabledFor).toBeGreaterThanOrEqual(900);
  expect(disabledFor).toBeLessThan(2500);

  const line = {
    id: SKU_ID_WITH_DISCOUNT,
    name,
    price: 47,
    qty: 1,
    discount: 15,
    imageUrl: `/images/products/${SKU_ID_WITH_DISCOUNT}.svg`,
    select: false,
    // The selling unit from the catalogue (issue 10), also shown under the title.
    packSize: 'แพ็ค 12 ขวด',
  };
  await expect(page.getByTestId('pack-size')).toHaveText('แพ็ค 12 ขวด');
  expect(await storedCart(page)).toEqual({ id: 1, products: [line], total: 0 });
  // Issue 10 and 20: a notice names the product and the quantity in its unit, with a link to the cart.
  await expect(page.getByText(addedToCart(name, 1, 'แพ็ค'))).toBeVisible();
  await expect(page.getByRole('link', { name: th.product.viewCart })).toHaveAttribute('href', '/cart');

  // The same product again, 2 more: one line with qty 3.
  await page.getByRole('button', { name: th.product.increase }).click();
  await expect(page.getByRole('spinbutton', { name: th.product.quantity })).toHaveValue('2');
  await addButton(page).click();
  await expect(addButton(page)).toBeDisabled();
  await expect(addButton(page)).toBeEnabled({ timeout: 3000 });
  expect(await storedCart(page)).toEqual({ id: 1, products: [{ ...line, qty: 3 }], total: 0 });

  // The product layout has no bag icon; the main layout's bag shows the dot for the stored cart.
  await page.goto('/home');
  await expect(page.getByTestId('cart-dot')).toBeVisible();
});

test('a description holding HTML is shown as its literal text', async ({ page }) => {
  await page.goto(`/products/${SKU_ID_HTML_DESCRIPTION}`);
  const description = page.getByTestId('product-description');
  await expect(description).toContainText('<b>หวานน้อยกว่าเดิม</b>');
  await expect(description).toContainText('<script>alert("seed")</script>');
  await expect(description.locator('b')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
});

test('a failed product load is only logged: nothing broken, no bottom bar', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/skus/detail', status: 500, times: 5 } });
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await expect.poll(() => errors.some((text) => text.includes('Product detail failed to load'))).toBe(true);
  await expect(addButton(page)).toHaveCount(0);
  await expect(page.getByTestId('net-price')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Issue 20: no answer is not "not found": the page says it could not load, with a retry.
  await expect(page.getByTestId('product-load-failed')).toBeVisible();
  await expect(page.getByText(thDetail.notFound.product)).toHaveCount(0);
});
