import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Going back from a product to the list (or home) it was opened from, as a shop owner does while
 * restocking (issue 10 "Scroll"): the same card is on screen where it was, and the pages already
 * loaded are not asked for again.
 */

const API = '/api/v1/ssc';
const cards = (page: Page) => page.getByTestId('product-card');
const loadingText = (page: Page) => page.getByRole('status').getByText(th.productList.loading);

resetBeforeEach();

/** Every GET /skus page asked for (page number and search text), in order; only searches if asked. */
function recordSkuPages(page: Page, only: 'searches' | 'all' = 'all') {
  const asked: { page: number; search: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `${API}/skus` && (only === 'all' || url.searchParams.has('search'))) {
      asked.push({ page: Number(url.searchParams.get('page')), search: url.searchParams.get('search') });
    }
  });
  return asked;
}

/** Every API path asked for from now on. */
function recordApiPaths(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

/** Wheels down until at least `pages` pages have been asked for and the last one has loaded. */
async function scrollUntilPages(page: Page, asked: unknown[], pages: number) {
  await page.mouse.move(195, 500);
  for (let step = 0; asked.length < pages; step++) {
    if (step > 200) throw new Error(`only ${asked.length} pages loaded`);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(60);
  }
  await expect(loadingText(page)).toHaveCount(0);
  // Settle mid-list, away from the end, so no further page is due.
  await page.mouse.wheel(0, -900);
  await page.waitForTimeout(300);
}

/** The product card in the middle of the screen: its link, its top on screen, the window scroll. */
async function cardInTheMiddle(page: Page) {
  const found = await page.evaluate(() => {
    for (const dy of [0, 40, -40, 80, -80, 120]) {
      for (const x of [window.innerWidth * 0.25, window.innerWidth * 0.75]) {
        const element = document.elementFromPoint(x, window.innerHeight / 2 + dy);
        const card = element?.closest('[data-testid="product-card"]');
        if (card) {
          return {
            href: card.getAttribute('href') ?? '',
            top: card.getBoundingClientRect().top,
            scrollY: window.scrollY,
          };
        }
      }
    }
    return null;
  });
  if (!found) throw new Error('no product card in the middle of the screen');
  return found;
}

/**
 * Opens the card, waits for its product page, which opens at the top (issue 20 item 5), then goes
 * back by the header button or the browser.
 */
async function openAndComeBack(page: Page, href: string, by: 'header' | 'browser') {
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator(`a[data-testid="product-card"][href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: th.product.add })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeInViewport();
  if (by === 'header') await page.getByRole('button', { name: th.shell.back }).click();
  else await page.goBack();
}

/** The same card is on screen again, where it was (within a few pixels). */
async function expectSameCard(page: Page, before: { href: string; top: number; scrollY: number }) {
  const card = page.locator(`a[data-testid="product-card"][href="${before.href}"]`);
  await expect(card).toBeInViewport();
  await expect
    .poll(async () => Math.round((await card.boundingBox())?.y ?? Number.NaN))
    .toBeGreaterThanOrEqual(Math.round(before.top) - 3);
  const box = await card.boundingBox();
  expect(Math.abs((box?.y ?? 0) - before.top)).toBeLessThanOrEqual(3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before.scrollY)).toBeLessThanOrEqual(3);
}

/**
 * Opens a product list and wheels down it until `pages` pages have loaded: what was asked for
 * (and goes on being recorded), the pages loaded, the card in the middle of the screen.
 */
async function openScrolledList(page: Page, url: string, pages: number) {
  const asked = recordSkuPages(page);
  await page.goto(url);
  await expect(cards(page).first()).toBeVisible();
  await scrollUntilPages(page, asked, pages);
  const loaded = new Set(asked.map((a) => a.page));
  const before = await cardInTheMiddle(page);
  return { asked, loaded, before, askedBefore: asked.length };
}

/** Back on the list: the same card where it was, and none of the pages loaded asked for again. */
async function expectSameCardNoPageAgain(page: Page, list: Awaited<ReturnType<typeof openScrolledList>>) {
  await expectSameCard(page, list.before);
  await page.waitForTimeout(500);
  expect(list.asked.slice(list.askedBefore).filter((a) => list.loaded.has(a.page))).toEqual([]);
}

test('all products: back (header button) from a product far down shows the same card, no page asked again', async ({
  page,
}) => {
  const list = await openScrolledList(page, '/products', 4);
  expect(list.loaded.size).toBeGreaterThanOrEqual(4);
  expect(list.before.scrollY).toBeGreaterThan(2000);

  await openAndComeBack(page, list.before.href, 'header');
  await expect(page).toHaveURL(/\/products$/);
  await expectSameCardNoPageAgain(page, list);
});

test('a category list: browser back shows the same card, no page asked again; scrolling on loads the next page', async ({
  page,
}) => {
  const list = await openScrolledList(page, '/categories/1', 3);
  const { asked, loaded, askedBefore } = list;

  await openAndComeBack(page, list.before.href, 'browser');
  await expectSameCardNoPageAgain(page, list);

  // The list goes on from where it was: the next page, not page 1.
  const next = Math.max(...loaded) + 1;
  await page.mouse.move(195, 500);
  for (let step = 0; !asked.some((a) => a.page === next); step++) {
    if (step > 100) throw new Error(`page ${next} was never asked for`);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(60);
  }
  expect(asked.slice(askedBefore).some((a) => a.page === 1)).toBe(false);
});

test('search results: back from a product keeps the results, the scroll and the search', async ({ page }) => {
  const asked = recordSkuPages(page, 'searches');
  await page.goto('/home');
  const search = page.getByPlaceholder(th.shell.searchPlaceholder);
  await search.fill('น้ำ');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: th.productList.searchResults })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await scrollUntilPages(page, asked, 3);
  expect(asked.every((a) => a.search === 'น้ำ')).toBe(true);
  const before = await cardInTheMiddle(page);
  const askedBefore = asked.length;

  await openAndComeBack(page, before.href, 'header');
  await expect(page.getByRole('heading', { name: th.productList.searchResults })).toBeVisible();
  await expectSameCard(page, before);
  await page.waitForTimeout(500);
  // The pages already loaded are not asked for again (issue 10 item 5). A page past them may follow
  // when the restored view sits near the end: see the note on issue 10 (it can be asked twice).
  const loaded = Math.max(...asked.slice(0, askedBefore).map((a) => a.page));
  expect(asked.slice(askedBefore).filter((a) => a.page <= loaded)).toEqual([]);
  expect(asked.slice(askedBefore).every((a) => a.search === 'น้ำ')).toBe(true);
});

test('home: back from a recommended product shows the same card and asks for none of its sections', async ({
  page,
}) => {
  await page.goto('/home');
  const recommended = page.getByRole('region', { name: th.home.recommended });
  await recommended.scrollIntoViewIfNeeded();
  await expect(recommended.getByTestId('product-card')).toHaveCount(20);
  await recommended.getByTestId('product-card').nth(9).scrollIntoViewIfNeeded();
  await page.mouse.move(195, 500);
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  const before = await cardInTheMiddle(page);
  expect(before.scrollY).toBeGreaterThan(500);

  const paths = recordApiPaths(page);
  await page.locator(`a[data-testid="product-card"][href="${before.href}"]`).click();
  await expect(page.getByRole('button', { name: th.product.add })).toBeVisible();
  const fromBack = paths.length;
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expectSameCard(page, before);
  await page.waitForTimeout(500);
  const homeSources = ['banners', 'promotions', 'customers/groups', 'brands/all', 'skus'].map(
    (source) => `${API}/${source}`,
  );
  expect(paths.slice(fromBack).filter((path) => homeSources.includes(path))).toEqual([]);
});
