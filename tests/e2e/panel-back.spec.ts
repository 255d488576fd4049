import { expect, type Locator, type Page, test } from '@playwright/test';
import { CATEGORIES } from '../../server/seed/catalogue-data.ts';
import { CATEGORY_ID_WITHOUT_SUBS } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';
import { openWithCart } from './shop-api.ts';

/** Android's back (page.goBack) with a panel open closes the panel and stays where the page was. */

resetBeforeEach();
test.use({ viewport: { width: 360, height: 640 } });

const water = CATEGORIES[0]!;
const withoutSubs = CATEGORIES.find((c) => c.id === CATEGORY_ID_WITHOUT_SUBS)!;
const drawer = (page: Page) => page.getByRole('dialog', { name: th.drawer.title });
const quickAddPanel = (page: Page) => page.locator('.sf-quick-panel');

/** Where the page is: its address, its window scroll, and whether it is still the same document. */
const where = (page: Page) =>
  page.evaluate(() => ({
    url: location.href,
    scrollY: Math.round(window.scrollY),
    sameDocument: (window as { panelMark?: boolean }).panelMark === true,
  }));

/**
 * Marks the document (a reload loses the mark) and scrolls the window to `y` once the page has
 * settled (images and pages loaded: nothing above grows and moves it after).
 */
async function markAndScroll(page: Page, y: number) {
  await page.waitForLoadState('networkidle');
  await page.evaluate((top) => {
    (window as { panelMark?: boolean }).panelMark = true;
    window.scrollTo(0, top);
  }, y);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Opens a product list (from home, as a link does) with enough cards to scroll. */
async function openList(page: Page) {
  await page.goto('/home');
  await page.goto(`/categories/${water.id}`);
  await expect(page.getByTestId('product-card').nth(7)).toBeVisible();
}

/** A quick add '+' well inside the screen (tapping it scrolls nothing). */
async function plusOnScreen(page: Page): Promise<Locator> {
  const pluses = page.getByTestId('quick-add');
  for (let index = 0; index < (await pluses.count()); index++) {
    const box = await pluses.nth(index).boundingBox();
    if (box && box.y > 120 && box.y + box.height < 560) return pluses.nth(index);
  }
  throw new Error('no quick add button on screen');
}

/** Back leaves for home, the page the test came from (nothing of a panel is left in between). */
async function backToHome(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
}

test('back closes the coupon picker on /summary; the next back leaves the page', async ({ page }) => {
  await openWithCart(page, '/summary');
  await expect(page.getByTestId('summary-item').first()).toBeVisible();
  // The picker's button is low on the page: scrolled to first, then tapped without a scroll.
  await page.getByTestId('open-coupon-picker').scrollIntoViewIfNeeded();
  await markAndScroll(page, await page.evaluate(() => window.scrollY));
  const before = await where(page);
  expect(before.scrollY).toBeGreaterThan(0);
  await page.getByTestId('open-coupon-picker').click();
  const picker = page.getByRole('dialog');
  await expect(picker).toBeVisible();

  await page.goBack();
  await expect(picker).toHaveCount(0);
  expect(await where(page)).toEqual(before);
  await expect(page.getByTestId('open-coupon-picker')).toBeVisible();

  await backToHome(page);
});

test('the coupon picker closed by its ✕ leaves no entry; the promotion sheet closes on back too', async ({
  page,
}) => {
  await openWithCart(page, '/summary');
  await page.getByTestId('open-coupon-picker').click();
  await page.getByRole('dialog').getByRole('button', { name: th.common.close }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/summary$/);

  const sheet = page.getByRole('dialog', { name: thCheckout.payment.promotionDiscountSheet });
  await page.getByTestId('promotion-discount').getByRole('button').click();
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('summary-item')).toHaveCount(2);

  // Neither panel left an entry behind: one back goes to the page before /summary.
  await backToHome(page);
});

test('back closes the quick add panel over a scrolled list, which stays as it was', async ({ page }) => {
  await openList(page);
  await markAndScroll(page, 400);
  const before = await where(page);
  expect(before.scrollY).toBe(400);
  const plus = await plusOnScreen(page);
  await plus.click();
  await expect(quickAddPanel(page)).toBeVisible();

  await page.goBack();
  await expect(quickAddPanel(page)).toHaveCount(0);
  expect(await where(page)).toEqual(before);
  // The page under it is usable again: a finger on the '+' meets the '+', not a backdrop.
  const box = (await plus.boundingBox())!;
  const met = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="quick-add"]') !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(met).toBe(true);

  await backToHome(page);
});

test('quick add closed by ปิด leaves no entry behind; reopened, back closes it', async ({ page }) => {
  await openList(page);
  await page.mouse.wheel(0, 400);
  const plus = await plusOnScreen(page);
  await plus.click();
  await quickAddPanel(page).getByRole('button', { name: th.product.closeQuickAdd }).click();
  await expect(quickAddPanel(page)).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`/categories/${water.id}$`));
  // Opened again and closed by back: the list stays.
  await plus.click();
  await expect(quickAddPanel(page)).toBeVisible();
  await page.goBack();
  await expect(quickAddPanel(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/categories/${water.id}$`));
  // The panel closed by ปิด left no entry: the next back is the page before the list.
  await backToHome(page);
});

test('back closes the category drawer and keeps the list scrolled; then back leaves', async ({ page }) => {
  await openList(page);
  await markAndScroll(page, 300);
  const before = await where(page);
  await page.getByRole('button', { name: th.shell.openCategories }).click();
  await expect(drawer(page)).toBeVisible();

  await page.goBack();
  await expect(drawer(page)).toBeHidden();
  expect(await where(page)).toEqual(before);

  await backToHome(page);
});

test('a category chosen in the drawer, then back: the page under the drawer, drawer shut', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByTestId('promotion-strip')).toBeVisible();
  await markAndScroll(page, 500);
  const before = await where(page);
  await page.getByRole('button', { name: th.shell.openCategories }).click();
  await drawer(page).getByRole('button', { name: withoutSubs.th }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${CATEGORY_ID_WITHOUT_SUBS}$`));
  // On the new page the drawer opens again, and back closes it there.
  await page.getByRole('button', { name: th.shell.openCategories }).click();
  await expect(drawer(page)).toBeVisible();
  await page.goBack();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/categories/${CATEGORY_ID_WITHOUT_SUBS}$`));

  await backToHome(page);
  await expect(drawer(page)).toHaveCount(0);
  // Home is a kept page: it shows where it was left, in the same document.
  await expect.poll(async () => (await where(page)).scrollY).toBe(before.scrollY);
  expect((await where(page)).sameDocument).toBe(true);
});

test('from a category list, the drawer’s category replaces the list: back skips both', async ({ page }) => {
  await openList(page);
  const opener = page.getByRole('button', { name: th.shell.openCategories });
  await opener.click();
  await expect(drawer(page)).toBeVisible();
  await page.goBack();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/categories/${water.id}$`));
  await opener.click();
  await drawer(page).getByRole('button', { name: withoutSubs.th }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${CATEGORY_ID_WITHOUT_SUBS}$`));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await backToHome(page);
});
