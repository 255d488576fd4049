import { expect, type Page, test } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT, SKU_IDS_INACTIVE } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { onEachPhone } from './phones.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * The cart page as a shop owner uses it (spec section 2 "Cart", section 4 "Cart selection",
 * "Cart refresh on opening", section 5 "Cart pay button", section 8, section 9).
 * Seed: SKU_ID_WITH_DISCOUNT is price 47.00 less 15% = 39.95 a pack.
 */

resetBeforeEach();

type SeedLine = { id: number; qty: number; select?: boolean; name?: string; price?: number };

/** Puts a cart in local storage (prices deliberately stale: the refresh on opening fixes them). */
async function seedCart(page: Page, lines: SeedLine[] | string) {
  await page.goto('/home');
  const value =
    typeof lines === 'string'
      ? lines
      : JSON.stringify({
          id: 1,
          total: 0,
          products: lines.map((l) => ({
            id: l.id,
            name: l.name ?? `สินค้า ${l.id}`,
            price: l.price ?? 1,
            qty: l.qty,
            discount: 0,
            imageUrl: null,
            select: l.select ?? false,
          })),
        });
  await page.evaluate((v) => localStorage.setItem('cart', v), value);
  await page.goto('/cart');
}

const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? 'null') as { products: { id: number }[] } | null,
  );
const payButton = (page: Page) => page.getByRole('button', { name: /^ชำระเงิน \(\d+\)$/ });
const rows = (page: Page) => page.getByTestId('cart-row');
const lineQty = (page: Page) =>
  rows(page)
    .first()
    .getByRole('spinbutton', { name: new RegExp(`^${th.product.quantity} `) });

test('select lines, see the banner and the greyed pay button below 500, reach 500 and go to /summary', async ({
  page,
}) => {
  await seedCart(page, [
    { id: SKU_ID_WITH_DISCOUNT, qty: 10 },
    { id: SKU_ID_PLAIN, qty: 1 },
  ]);
  await expect(rows(page)).toHaveCount(2);
  // Refreshed from the product lookup: 47.00 less 15%.
  await expect(rows(page).first().getByTestId('line-price')).toHaveText('฿39.95');

  // None selected: greyed button, pressing it warns.
  await expect(payButton(page)).toHaveText('ชำระเงิน (0)');
  await expect(payButton(page)).toHaveAttribute('aria-disabled', 'true');
  // force: aria-disabled is pressable by design (Playwright counts it as not enabled).
  await payButton(page).click({ force: true });
  await expect(page.getByRole('alert')).toHaveText(th.cart.noneSelected);
  await expect(page).toHaveURL(/\/cart$/);

  // 10 x 39.95 = 399.50: the banner asks for 100.50 more; pressing shows the minimum.
  await rows(page).first().getByRole('checkbox').check();
  await expect(page.getByTestId('cart-total')).toHaveText('฿399.50');
  await expect(page.getByTestId('minimum-banner')).toHaveText('ซื้อเพิ่มอีก ฿100.50 (สั่งซื้อขั้นต่ำ ฿500)');
  await expect(payButton(page)).toHaveText('ชำระเงิน (1)');
  await expect(payButton(page)).toHaveAttribute('aria-disabled', 'true');
  expect(await payButton(page).evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed');
  // force: aria-disabled is pressable by design (Playwright counts it as not enabled).
  await payButton(page).click({ force: true });
  await expect(page.getByRole('alert')).toHaveText('สั่งซื้อขั้นต่ำ 500 บาท');
  await expect(page).toHaveURL(/\/cart$/);

  // 13 x 39.95 = 519.35: enabled, no banner, goes to /summary.
  const increase = rows(page).first().getByRole('button', { name: th.product.increase });
  for (let i = 0; i < 3; i++) await increase.click();
  await expect(lineQty(page)).toHaveValue('13');
  await expect(page.getByTestId('cart-total')).toHaveText('฿519.35');
  await expect(page.getByTestId('minimum-banner')).toHaveCount(0);
  await expect(payButton(page)).toHaveAttribute('aria-disabled', 'false');
  await payButton(page).click();
  await expect(page).toHaveURL(/\/summary$/);
});

test('select-all, remove, and the cart survives a reload', async ({ page }) => {
  await seedCart(page, [
    { id: SKU_ID_WITH_DISCOUNT, qty: 2 },
    { id: SKU_ID_PLAIN, qty: 1 },
  ]);
  await expect(rows(page)).toHaveCount(2);
  const selectAll = page.getByRole('checkbox', { name: th.cart.selectAll });
  await expect(selectAll).not.toBeChecked();
  await selectAll.check();
  await expect(selectAll).toBeChecked();
  await expect(payButton(page)).toHaveText('ชำระเงิน (2)');
  await rows(page).nth(1).getByRole('checkbox').uncheck();
  await expect(selectAll).not.toBeChecked();
  await selectAll.click();
  await expect(payButton(page)).toHaveText('ชำระเงิน (2)');
  await selectAll.click();
  await expect(payButton(page)).toHaveText('ชำระเงิน (0)');

  await rows(page)
    .nth(1)
    .getByRole('button', { name: new RegExp(th.cart.remove) })
    .click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: th.product.increase }).click();
  await expect(lineQty(page)).toHaveValue('3');

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(lineQty(page)).toHaveValue('3');
  expect((await storedCart(page))?.products.map((p) => p.id)).toEqual([SKU_ID_WITH_DISCOUNT]);
});

test('adding from a product page shows the line in the cart; the image links to the product', async ({
  page,
}) => {
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  await expect.poll(async () => (await storedCart(page))?.products.length ?? 0, { timeout: 5000 }).toBe(1);
  await page.goto('/cart');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/products/${SKU_ID_WITH_DISCOUNT}$`));
});

test('a corrupted cart value recovers to an empty cart without crashing', async ({ page }) => {
  await seedCart(page, '{');
  await expect(page.getByText(th.cart.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: th.common.backHome })).toBeVisible();
});

test('a line whose product lookup fails (an inactive product) is dropped on opening', async ({ page }) => {
  const inactive = SKU_IDS_INACTIVE[0] as number;
  await seedCart(page, [
    { id: SKU_ID_WITH_DISCOUNT, qty: 1 },
    { id: inactive, qty: 1 },
  ]);
  await expect(rows(page)).toHaveCount(1);
  await expect
    .poll(async () => (await storedCart(page))?.products.map((p) => p.id))
    .toEqual([SKU_ID_WITH_DISCOUNT]);
});

/*
 * Issue 11 item 5 (docs/adr/0004-cart-keeps-lines.md): only a 404 drops a line; a 500, a lookup
 * that does not answer in time, or no network keeps it, marked, with one message; the next
 * opening of /cart tries again. The refresh asks for the cart's products in one batch lookup
 * (POST /skus/lookup, issue 24 item 5).
 */
const LOOKUP = '/api/v1/ssc/skus/lookup';

test('a 500 on the batch lookup keeps every line, says so once, and the next opening refreshes them', async ({
  page,
  request,
}) => {
  await request.post('/__dev/faults', { data: { path: LOOKUP, status: 500, times: 1 } });
  await seedCart(page, [
    { id: SKU_ID_WITH_DISCOUNT, qty: 2 },
    { id: SKU_ID_PLAIN, qty: 1 },
  ]);
  await expect(page.getByTestId('cart-notice-stale')).toHaveText(th.cart.notRefreshed);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('line-stale')).toHaveCount(2);
  // Not refreshed: the stored (stale) price stays.
  await expect(rows(page).first().getByTestId('line-price')).toHaveText('฿1.00');
  expect((await storedCart(page))?.products.map((p) => p.id)).toEqual([SKU_ID_WITH_DISCOUNT, SKU_ID_PLAIN]);

  // Opening the cart again: the lookups answer, the lines are refreshed and the message goes.
  await page.goto('/home');
  await page.goto('/cart');
  await expect(rows(page).first().getByTestId('line-price')).toHaveText('฿39.95');
  await expect(page.getByTestId('cart-notice-stale')).toHaveCount(0);
  await expect(page.getByTestId('line-stale')).toHaveCount(0);
});

test('a batch lookup that does not answer in time keeps its line', async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { path: LOOKUP, delay_ms: 12_000, times: 1 } });
  await seedCart(page, [{ id: SKU_ID_WITH_DISCOUNT, qty: 2 }]);
  await expect(page.getByTestId('cart-notice-stale')).toHaveText(th.cart.notRefreshed, { timeout: 15_000 });
  await expect(rows(page)).toHaveCount(1);
});

test('offline on opening keeps the lines', async ({ page, context }) => {
  await seedCart(page, [{ id: SKU_ID_WITH_DISCOUNT, qty: 2 }]);
  await expect(rows(page).first().getByTestId('line-price')).toHaveText('฿39.95');
  await page.goto('/home');
  await context.route('**/api/v1/ssc/skus/lookup', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: th.shell.cartWithItems }).click();
  await expect(page.getByTestId('cart-notice-stale')).toHaveText(th.cart.notRefreshed);
  await expect(rows(page)).toHaveCount(1);
  expect((await storedCart(page))?.products.map((p) => p.id)).toEqual([SKU_ID_WITH_DISCOUNT]);
});

test('removing a line offers เลิกทำ, which puts it back at its place', async ({ page }) => {
  await seedCart(page, [
    { id: SKU_ID_WITH_DISCOUNT, qty: 2 },
    { id: SKU_ID_PLAIN, qty: 1 },
  ]);
  await expect(rows(page).first().getByTestId('line-price')).toHaveText('฿39.95');
  await rows(page)
    .first()
    .getByRole('button', { name: new RegExp(th.cart.remove) })
    .click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: th.cart.undo }).click();
  await expect(rows(page)).toHaveCount(2);
  expect((await storedCart(page))?.products.map((p) => p.id)).toEqual([SKU_ID_WITH_DISCOUNT, SKU_ID_PLAIN]);
  await expect(rows(page).first().getByTestId('line-total')).toHaveText(`${th.cart.lineTotal} ฿79.90`);
});

test.describe('ticking a line with a finger (360x640, touch)', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("a tap anywhere on the tick's 44 px area ticks the line, even at its edge by the image, and never opens the product", async ({
    page,
  }) => {
    await page.goto('/home');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify({
          id: 1,
          total: 0,
          products: [{ id: 1, name: 'สินค้า 1', price: 1, qty: 1, discount: 0, imageUrl: null, select: false }],
        }),
      ),
    );
    await page.goto('/cart');
    const row = page.getByTestId('cart-row').first();
    const tick = row.getByRole('checkbox');
    await expect(tick).not.toBeChecked();
    const area = await row.locator('label').first().boundingBox();
    if (!area) throw new Error('no tick area');
    expect(area.width).toBeGreaterThanOrEqual(44);
    // Chromium's touch adjustment took taps 4-6 px from the image for its link.
    let checked = false;
    for (const dx of [6, 14, 22, 30, 38, 40, 42]) {
      await page.touchscreen.tap(area.x + dx, area.y + area.height / 2);
      checked = !checked;
      await expect(page).toHaveURL(/\/cart$/);
      await expect(tick).toBeChecked({ checked });
    }
  });
});

onEachPhone(() => {
  test("the estimate's label wraps at a space, never inside 'ค่าส่ง' (shipping fee)", async ({ page }) => {
    await seedCart(page, [
      { id: SKU_ID_WITH_DISCOUNT, qty: 20, select: true },
      { id: SKU_ID_PLAIN, qty: 2, select: true },
    ]);
    const estimate = page.getByTestId('cart-estimate');
    await expect(estimate).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
    const label = await estimate.evaluate((p) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const at = text.search(/รวม\u2060?ค่า\u2060?ส่ง/);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, text.length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { lines: tops.size, height: p.getBoundingClientRect().height };
      }
      return { lines: 0, height: 0 };
    });
    // The label does wrap on a phone (two lines), and 'รวมค่าส่ง)' stays on one of them.
    expect(label.height).toBeGreaterThan(30);
    expect(label.lines).toBe(1);
  });
});
