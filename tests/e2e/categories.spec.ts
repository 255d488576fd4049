import { expect, type Page, test } from '@playwright/test';
import { CATEGORIES } from '../../server/seed/catalogue-data.ts';
import { CATEGORY_ID_WITHOUT_SUBS, CATEGORY_IDS_WITHOUT_IMAGE } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/** The category drawer and the category chooser, as a shop owner uses them on a 390 px phone. */

resetBeforeEach();

const drawer = (page: Page) => page.getByRole('dialog', { name: th.drawer.title });

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: th.shell.openCategories }).click();
  await expect(drawer(page)).toBeVisible();
}

const water = CATEGORIES[0]!;
const mineral = water.subs[1]!;
const withoutSubs = CATEGORIES.find((c) => c.id === CATEGORY_ID_WITHOUT_SUBS)!;

test('the header button opens the drawer from the left at 80% of the viewport, titled หมวดหมู่สินค้า', async ({
  page,
}) => {
  await page.goto('/home');
  await openDrawer(page);
  await expect(drawer(page).getByRole('heading', { name: th.drawer.title })).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: water.th })).toBeVisible();
  await page.waitForTimeout(300); // the slide-in transition
  const box = await drawer(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeCloseTo(0, 0);
  expect(box!.width).toBeCloseTo(390 * 0.8, 0);
  expect(page.url()).toMatch(/\/home$/);
});

test('expanding a category and choosing a sub-category goes to /subcategories/{id} and closes', async ({
  page,
}) => {
  await page.goto('/home');
  await openDrawer(page);
  // The first sub-category of น้ำดื่ม is also called น้ำดื่ม: the category's button comes first.
  const category = drawer(page).getByRole('button', { name: water.th, exact: true }).first();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await drawer(page).getByRole('button', { name: mineral.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/subcategories/${mineral.id}$`));
  await expect(drawer(page)).toHaveCount(0);
  const state = await page.evaluate(() => history.state?.usr);
  expect(state).toMatchObject({ categoryName: water.th, subCategoryName: mineral.name });
});

test('a category without sub-categories goes straight to /categories/{id}', async ({ page }) => {
  await page.goto('/home');
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: withoutSubs.th }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${CATEGORY_ID_WITHOUT_SUBS}$`));
  await expect(drawer(page)).toHaveCount(0);
  const state = await page.evaluate(() => history.state?.usr);
  expect(state).toMatchObject({ name: withoutSubs.th });
});

test('a click on the mask closes the drawer and stays on the page', async ({ page }) => {
  await page.goto('/promotions');
  await openDrawer(page);
  await page.mouse.click(370, 420); // right of the 312 px panel
  await expect(drawer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
  // It opens again.
  await openDrawer(page);
});

test('on a shoptype page the drawer lists the group’s categories and leads to /shoptype/subcategories', async ({
  page,
}) => {
  await page.goto('/home');
  // Cafés (group 4) buy no energy or malt drinks (server/seed/catalogue.ts).
  await page.evaluate(() =>
    localStorage.setItem('auth', JSON.stringify({ open: false, customer_group_id: 4 })),
  );
  await page.goto('/shoptype/4');
  await openDrawer(page);
  await expect(drawer(page).getByRole('button', { name: water.th, exact: true })).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: CATEGORIES[2]!.th })).toHaveCount(0);
  await drawer(page).getByRole('button', { name: water.th, exact: true }).click();
  await drawer(page).getByRole('button', { name: mineral.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shoptype/subcategories/${mineral.id}$`));
  // Leaving shoptype pages clears the selected group.
  await page
    .getByRole('navigation', { name: th.shell.tabBar })
    .getByRole('link', { name: th.tabs.home })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').customer_group_id))
    .toBeNull();
});

test('the chooser shows the banner and the tiles with an image; ทั้งหมด goes to /products/', async ({
  page,
}) => {
  await page.goto('/categories');
  const withImage = CATEGORIES.filter((c) => !CATEGORY_IDS_WITHOUT_IMAGE.includes(c.id));
  for (const category of withImage) {
    await expect(page.getByRole('link', { name: category.th, exact: true })).toBeVisible();
  }
  // Categories without an image are not tiles; a compact list under the tiles keeps them reachable.
  const tiles = page.locator('[data-testid^="chooser-"]:not([data-testid="chooser-others"])');
  const others = page.getByTestId('chooser-others');
  for (const id of CATEGORY_IDS_WITHOUT_IMAGE) {
    const plain = CATEGORIES.find((c) => c.id === id)!;
    await expect(tiles.getByRole('link', { name: plain.th, exact: true })).toHaveCount(0);
    await expect(others.getByRole('link', { name: plain.th, exact: true })).toHaveAttribute(
      'href',
      `/categories/${id}`,
    );
  }
  // The banner on top: the first category's cover image.
  await expect(page.locator('main img').first()).toHaveAttribute('src', /\/images\/categories\/1-cover/);
  await page.getByRole('link', { name: th.categories.all, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/$/);
});

test('a chooser tile goes to /categories/{id} with the Thai name and cover', async ({ page }) => {
  await page.goto('/categories');
  const second = CATEGORIES[1]!;
  await page.getByRole('link', { name: second.th, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${second.id}$`));
  const state = await page.evaluate(() => history.state?.usr);
  expect(state).toMatchObject({ name: second.th });
  expect(state.cover).toContain(`/images/categories/${second.id}`);
});

test('a shop type chosen on home filters the drawer to what that shop type buys', async ({ page }) => {
  await page.goto('/home');
  // คาเฟ่ (group 4) does not buy energy drinks (category 3) or malt drinks (category 7).
  await page.getByRole('link', { name: 'คาเฟ่' }).click();
  await expect(page).toHaveURL(/\/shoptype\/4$/);
  await openDrawer(page);
  const energy = CATEGORIES.find((c) => c.id === 3)!;
  await expect(drawer(page).getByRole('button', { name: water.th })).toBeVisible();
  await expect(drawer(page).getByText(energy.th, { exact: true })).toHaveCount(0);
});
