import { expect, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';
import { fingerHeight } from './tap-target.ts';

/**
 * Search as a Thai shop owner types it (issue 10 "Search"): suggestions under the header box while
 * typing, opened with a tap or the keyboard; the common spelling 'โค๊ก' and a typo still find the
 * products; a Thai compound lists the closest products first.
 */

resetBeforeEach();

const box = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: th.shell.searchPlaceholder });
/** The suggestions: a grid under the box, each row the product's cell and its quick add '+'. */
const suggestions = (page: import('@playwright/test').Page) =>
  page.getByRole('grid', { name: th.searchBox.suggestions });
/** The products' cells of the suggestions (a tap opens the product). */
const productCells = (page: import('@playwright/test').Page) => suggestions(page).locator('.sf-option');

test('typing in the header shows suggestions; choosing one opens that product', async ({ page }) => {
  await page.goto('/home');
  await box(page).pressSequentially('coke', { delay: 80 });
  await expect(box(page)).toHaveValue('coke');
  const listbox = suggestions(page);
  await expect(listbox).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const options = productCells(page);
  await expect(options).toHaveCount(5);
  for (const text of await options.allTextContents()) expect(text).toContain('โค้ก');
  // The product's name and the pack size it ends with (shown once, on a line of its own).
  const title = (await options.first().locator('.sf-option-text').textContent()) ?? '';
  await options.first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
});

test("on a 360 px phone the suggestions open the header's full width under it, with pack size and price", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/home');
  await box(page).pressSequentially('โค้ก', { delay: 60 });
  const listbox = suggestions(page);
  await expect(listbox).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const list = await listbox.boundingBox();
  if (!header || !list) throw new Error('no box');
  // As wide as the header (the whole screen), starting where the header ends.
  expect(Math.abs(list.x - header.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(list.width - header.width)).toBeLessThanOrEqual(1);
  expect(list.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  // Each option says its selling unit and its price, inside the screen.
  const first = productCells(page).first();
  await expect(first).toContainText(/ลัง|แพ็ค|ขวด|กระป๋อง/);
  await expect(first).toContainText('฿');
  const option = await first.boundingBox();
  if (!option) throw new Error('no option');
  expect(option.x + option.width).toBeLessThanOrEqual(360);
  // What a finger on the option meets is the option, and the tap opens the product.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.sf-option') !== null,
    { x: option.x + option.width / 2, y: option.y + option.height / 2 },
  );
  expect(hit).toBe(true);
  await first.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
});

test('on a 360 px phone the box is 44 px tall to a finger, and a tap just above its white pill types in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/home');
  const input = box(page);
  await expect(input).toBeVisible();
  expect(await fingerHeight(input)).toBeGreaterThanOrEqual(44);
  // The header keeps its height (44 px buttons and 8 px around them).
  const header = await page.locator('header').first().boundingBox();
  expect(header?.height).toBe(60);
  // A tap 2 px inside the top of what a finger reaches (above the 36 px pill) focuses the box.
  const field = await input.boundingBox();
  if (!field) throw new Error('no box');
  await page.mouse.click(field.x + field.width / 2, field.y + 2);
  await expect(input).toBeFocused();
  await input.pressSequentially('โค้ก', { delay: 60 });
  await expect(suggestions(page)).toBeVisible();
});

test('with the keyboard: a typo, down arrow, Enter opens the suggested product', async ({ page }) => {
  await page.goto('/home');
  await box(page).pressSequentially('pepai', { delay: 60 });
  const first = productCells(page).first();
  await expect(first).toContainText('เป๊ปซี่');
  await box(page).press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByText(/เป๊ปซี่/).first()).toBeVisible();
});

test("a search for the spelling 'โค๊ก' lists the โค้ก products", async ({ page }) => {
  await page.goto('/home');
  await box(page).fill('โค๊ก');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: th.productList.searchResults })).toBeVisible();
  const titles = page.getByTestId('product-title');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.allTextContents()) expect(title).toContain('โค้ก');
});

test("'น้ำดื่มช้าง' lists Chang drinking water first", async ({ page }) => {
  await page.goto('/home');
  await box(page).fill('น้ำดื่มช้าง');
  await box(page).press('Enter');
  await expect(page.getByTestId('product-title').first()).toContainText('น้ำดื่มตราช้าง');
});
