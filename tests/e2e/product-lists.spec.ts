import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';

/** Product list pages as a shop owner uses them on a phone: infinite scroll, search, errors. */

const cards = (page: Page) => page.getByTestId('product-card');
const endOfList = (page: Page) => page.getByText(th.productList.end, { exact: true });

/** Scrolls down with the mouse wheel until the end text shows; returns the most cards seen in the DOM. */
async function scrollToEnd(page: Page, maxSteps = 400): Promise<number> {
  let mostCards = 0;
  await page.mouse.move(195, 500);
  for (let step = 0; step < maxSteps; step++) {
    mostCards = Math.max(mostCards, await cards(page).count());
    if (await endOfList(page).isVisible()) return mostCards;
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(50);
  }
  throw new Error('the list never ended');
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('a category list scrolls to its end with the mouse wheel', async ({ page }) => {
  await page.goto('/categories/1');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(th.productList.end)).toHaveCount(0);
  await scrollToEnd(page);
  await expect(endOfList(page)).toBeVisible();
  await expect(cards(page).last()).toBeVisible();
  // Each card shows a price in baht with two decimals and links to its product.
  await expect(cards(page).last()).toContainText(/฿[\d,]+\.\d{2}/);
  await expect(cards(page).last()).toHaveAttribute('href', /^\/products\/\d+$/);
});

test('a category tile of the category chooser opens its list with the Thai name', async ({ page }) => {
  await page.goto('/categories');
  const tile = page.locator('a[href^="/categories/"]').first();
  await tile.click();
  await expect(page).toHaveURL(/\/categories\/\d+$/);
  await expect(cards(page).first()).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).first().textContent();
  expect(title).toMatch(/[\u0E00-\u0E7F]/);
  await scrollToEnd(page);
});

test("/brands shows the brand tiles; a tile opens that brand's list", async ({ page }) => {
  await page.goto('/brands');
  await expect(page.getByRole('heading', { name: th.productList.allBrands })).toBeVisible();
  const tile = page.locator('a[href^="/brands/"]').first();
  await tile.click();
  await expect(page).toHaveURL(/\/brands\/\d+$/);
  await expect(cards(page).first()).toBeVisible();
  await scrollToEnd(page);
  await expect(endOfList(page)).toBeVisible();
});

test('the plain product list keeps a bounded DOM over ~329 products', async ({ page }) => {
  test.setTimeout(120_000);
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/ssc/skus') pages.push(Number(url.searchParams.get('page')));
  });
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  const mostCards = await scrollToEnd(page);
  expect(mostCards).toBeGreaterThan(4);
  expect(mostCards).toBeLessThan(80);
  // 329 active products at 20 a page: 17 pages, then the empty page 18 ends the list.
  expect(pages).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  await expect(endOfList(page)).toBeVisible();
});

test('searching from the header shows matching Thai titles', async ({ page }) => {
  await page.goto('/home');
  const search = page.getByPlaceholder('ค้นหาสินค้า');
  await search.fill('ช้าง');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: th.productList.searchResults })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await scrollToEnd(page);
  const titles = await page.getByTestId('product-title').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('ช้าง');
});

test('a card opens its product page', async ({ page }) => {
  await page.goto('/categories/1');
  const card = cards(page).first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/products\/\d+$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a list whose API call fails ends quietly', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/skus', status: 500 } });
  await page.goto('/categories/1');
  await expect(endOfList(page)).toBeVisible();
  await expect(page.getByText(th.productList.empty)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // The shell is still there and usable.
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a category or shop-type list opened directly by its URL still shows the Thai name', async ({
  page,
}) => {
  await page.goto('/categories/1');
  await expect(page.getByRole('heading', { name: 'น้ำดื่ม' })).toBeVisible();
  await page.goto('/shoptype/4');
  await expect(page.getByRole('heading', { name: 'คาเฟ่' })).toBeVisible();
});
