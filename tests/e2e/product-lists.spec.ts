import { expect, type Page, test } from '@playwright/test';
import { buildSkus } from '../../server/seed/catalogue.ts';
import { SKU_IDS_INACTIVE } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { recordPageErrors } from './page-errors.ts';
import { resetBeforeEach } from './reset.ts';

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

resetBeforeEach();

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

test('a list whose API call fails says so with a retry (not "no products"), the shell usable', async ({
  page,
  request,
}) => {
  const errors = recordPageErrors(page);
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/skus', status: 500 } });
  await page.goto('/categories/1');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText(th.productList.listFailed);
  await expect(failure.getByRole('button', { name: th.productList.retry })).toBeVisible();
  await expect(page.getByText(th.productList.empty)).toHaveCount(0);
  await expect(endOfList(page)).toHaveCount(0);
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

/** Searches from the header box (from a page that asks for no products itself). */
async function searchFor(page: Page, text: string) {
  const search = page.getByPlaceholder(th.shell.searchPlaceholder);
  await search.fill(text);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: th.productList.searchResults })).toBeVisible();
}

test('offline, a search says it failed (not "no products"); retry says so again, and back online the results show', async ({
  page,
  context,
}) => {
  // A list page first, so its screen's code is loaded before the connection goes.
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  await context.setOffline(true);
  await searchFor(page, 'ช้าง');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText(th.productList.failed);
  await expect(page.getByText(th.productList.empty, { exact: true })).toHaveCount(0);
  await expect(page.getByText(th.productList.end, { exact: true })).toHaveCount(0);
  await failure.getByRole('button', { name: th.productList.retry }).click();
  await expect(failure).toContainText(th.productList.failed);
  // Back online the page that failed loads by itself (issue 20), with no tap.
  await context.setOffline(false);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('product-title').first()).toContainText('ช้าง');
});

test('a failed later search page keeps the cards, says so under them, and retry loads it', async ({
  page,
  request,
}) => {
  const asked: number[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/ssc/skus' && url.searchParams.has('search')) {
      asked.push(Number(url.searchParams.get('page')));
    }
  });
  await page.goto('/categories');
  await searchFor(page, 'น้ำ');
  await expect(cards(page).first()).toBeVisible();
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/skus', status: 503 } });
  await page.mouse.move(195, 500);
  const failure = page.getByRole('alert');
  for (let step = 0; !(await failure.isVisible()); step++) {
    if (step > 100) throw new Error('the failure never showed');
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(50);
  }
  await expect(failure).toContainText(th.productList.failed);
  expect(await cards(page).count()).toBeGreaterThan(0);
  await failure.getByRole('button', { name: th.productList.retry }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => asked.filter((p) => p === 2).length).toBe(2);
  expect(asked.slice(0, 3)).toEqual([1, 2, 2]);
});

test('a search with no results offers the closest products and the categories', async ({ page }) => {
  await page.goto('/categories');
  await searchFor(page, 'ช้าง ซซซซซซ');
  await expect(page.getByText(th.productList.empty, { exact: true })).toBeVisible();
  const suggestions = page.getByRole('region', { name: th.productList.suggestions });
  await expect(suggestions.getByTestId('product-card').first()).toBeVisible();
  const count = await suggestions.getByTestId('product-card').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  await expect(suggestions.getByTestId('product-title').first()).toContainText('ช้าง');

  const categories = page.getByRole('region', { name: th.productList.browseCategories });
  const water = categories.getByRole('link', { name: 'น้ำดื่ม' });
  await expect(water).toBeVisible();
  await water.click();
  await expect(page).toHaveURL(/\/categories\/1$/);
  await expect(page.getByRole('heading', { name: 'น้ำดื่ม' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test('on a 360 px phone every card says its selling unit on a line of its own, in view with its title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  // The catalogue's first two (ordered by `order`) are one drink in two selling units: this line
  // tells them apart at a glance, whatever the title's two lines keep.
  const [one, two] = buildSkus()
    .filter((sku) => !SKU_IDS_INACTIVE.includes(sku.id))
    .sort((a, b) => a.order - b.order);
  if (!one || !two) throw new Error('no seed products');
  expect(one.pack_size).not.toBe(two.pack_size);
  for (const [index, sku] of [one, two].entries()) {
    const card = cards(page).nth(index);
    await expect(card).toHaveAttribute('href', `/products/${sku.id}`);
    const line = card.getByTestId('product-pack-size');
    await expect(line).toHaveText(sku.pack_size);
    await expect(line).toBeInViewport({ ratio: 1 });
    // Said once: the seeded title ends with it, and the card's title leaves that ending to the line.
    expect(sku.title.endsWith(` ${sku.pack_size}`)).toBe(true);
    await expect(card.getByTestId('product-title')).toHaveText(sku.title.slice(0, -sku.pack_size.length - 1));
    // The card is still named by the whole title.
    await expect(card).toHaveAccessibleName(new RegExp(sku.title.replace(/[.]/g, '\\.')));
  }
});
