import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BANNERS, PROMOTIONS } from '../../server/seed/catalogue.ts';
import { CUSTOMER_GROUPS } from '../../server/seed/catalogue-data.ts';
import { SEED_COUNTS } from '../../server/seed/fixtures.ts';
import { goToBanner, th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/** Home as a shop owner meets it on a phone (spec section 2 "Home"), and the /promotions page. */

resetBeforeEach();

const navigationState = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);

const section = (page: Page, label: string) => page.getByRole('region', { name: label });

test('home shows banners, promotions, shop types, brands and recommended products', async ({ page }) => {
  await page.goto('/home');
  const first = BANNERS[0]!;
  const banners = page.getByTestId('banner-carousel');
  await expect(banners.getByRole('button', { name: first.name })).toBeVisible();
  await expect(banners.getByRole('img', { name: first.name })).toHaveAttribute(
    'src',
    /\/images\/banners\/1\.svg$/,
  );

  const strip = page.getByTestId('promotion-strip');
  await expect(strip.getByRole('link')).toHaveCount(SEED_COUNTS.promotions);
  const cover = strip.getByRole('img', { name: PROMOTIONS[0]!.name });
  await expect(cover).toHaveAttribute('src', /\/images\/promotions\/1-cover\.svg$/);

  const shopTypes = section(page, th.home.shopTypes);
  await expect(shopTypes.getByRole('link')).toHaveCount(CUSTOMER_GROUPS.length);
  await expect(page.getByRole('link', { name: th.home.shopByBrand })).toBeVisible();

  const recommended = section(page, th.home.recommended);
  await recommended.scrollIntoViewIfNeeded();
  await expect(recommended.getByTestId('product-card')).toHaveCount(20);
});

test('the promotion strip opens the promotion with its name and cover', async ({ page }) => {
  await page.goto('/home');
  const promotion = PROMOTIONS[0]!;
  await page.getByTestId('promotion-strip').getByRole('link', { name: promotion.name }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promotion.id}$`));
  expect(await navigationState(page)).toEqual({
    name: promotion.name,
    cover: `/images/promotions/${promotion.id}-cover.svg`,
  });
});

test('a category banner routes to /categories/{ref_id}; the first (promotion) banner to /promotions/{ref_id}', async ({
  page,
}) => {
  await page.goto('/home');
  const first = BANNERS[0]!;
  await page.getByTestId('banner-carousel').getByRole('button', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${first.ref_id}$`));

  await page.goto('/home');
  const category = BANNERS.find((b) => b.type === 'category')!;
  // The carousel takes over on the first scroll (or when autoplay is due); its slides are then pressable.
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByRole('button', { name: first.name })).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 10));
  const slide = carousel.getByRole('button', { name: category.name });
  await expect(slide).toHaveCount(1);
  await slide.click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.ref_id}$`));
});

test('a banner out of view cannot be reached by Tab, after the carousel moved too (axe aria-hidden-focus)', async ({
  page,
}) => {
  await page.goto('/home');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByRole('button', { name: BANNERS[0]!.name })).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 10)); // the carousel takes over on the first scroll
  await carousel.getByRole('button', { name: goToBanner(3) }).click();
  await expect(carousel.locator('[data-part="item"][data-index="2"]')).not.toHaveAttribute(
    'aria-hidden',
    'true',
  );
  // Every banner button in a slide hidden from screen readers is inert: Tab skips it.
  const reachableHidden = await carousel.evaluate(
    (root) =>
      [...root.querySelectorAll('[aria-hidden="true"] button')].filter((b) => !b.closest('[inert]')).length,
  );
  expect(reachableHidden).toBe(0);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="banner-carousel"]')
    .withRules(['aria-hidden-focus'])
    .analyze();
  expect(axe.violations).toEqual([]);
  // The banner in view is still pressed like any other.
  await carousel.getByRole('button', { name: BANNERS[2]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/brands/${BANNERS[2]!.ref_id}$`));
});

test('the shop-type grid has 3 columns on a 390 px phone; a tile opens /shoptype/{id}', async ({ page }) => {
  await page.goto('/home');
  const grid = page.getByTestId('shop-type-grid');
  await expect(grid.getByRole('link')).toHaveCount(CUSTOMER_GROUPS.length);
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
  const group = CUSTOMER_GROUPS[0]!;
  await grid.getByRole('link', { name: group.name }).click();
  await expect(page).toHaveURL(new RegExp(`/shoptype/${group.id}$`));
  expect(await navigationState(page)).toEqual({ name: group.name });
});

test('the brand heading goes to /brands', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: th.home.shopByBrand }).click();
  await expect(page).toHaveURL(/\/brands$/);
});

test('/promotions lists every running promotion as a cover card', async ({ page }) => {
  await page.goto('/promotions');
  const cards = page.getByTestId('promotion-card');
  await expect(cards).toHaveCount(SEED_COUNTS.promotions);
  await expect(cards.first()).toContainText(PROMOTIONS[0]!.name);
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${PROMOTIONS[0]!.id}$`));
  expect(await navigationState(page)).toEqual({
    name: PROMOTIONS[0]!.name,
    cover: `/images/promotions/${PROMOTIONS[0]!.id}-cover.svg`,
  });
});

test("/promotions whose list fails to load says so, not 'no promotions' (issue 20)", async ({
  page,
  request,
}) => {
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/promotions', status: 500 } });
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-load-failed')).toContainText(th.home.promotionsLoadFailed);
  await expect(page.getByText(th.home.noPromotions)).toHaveCount(0);
  await expect(page.getByTestId('promotion-card')).toHaveCount(0);
});

test('a section whose load fails stays empty while the others show, and one line says so', async ({
  page,
  request,
}) => {
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/banners', status: 500 } });
  await page.goto('/home');
  await expect(page.getByTestId('shop-type-grid').getByRole('link')).toHaveCount(CUSTOMER_GROUPS.length);
  await expect(page.getByTestId('promotion-strip').getByRole('link')).toHaveCount(SEED_COUNTS.promotions);
  await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
  await expect(page.getByTestId('home-load-failed')).toContainText(th.home.loadFailed);
});
