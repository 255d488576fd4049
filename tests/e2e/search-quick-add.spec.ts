import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 22 part 1: the header search's suggestions get the quick add of the product cards. Each
 * suggestion is a row of the combobox's grid: the product (a tap opens it) and its own '+' (a tap
 * opens the quick add panel: type the amount, Enter, and it is in the cart, the list still there
 * for the next product). The '+' is a finger's size and the topmost element at its centre on a
 * 390 and a 360 px phone; the list passes axe; the keyboard reaches the '+' with the right arrow.
 * Part 4's detail: the box keeps the query on its search results, and is empty elsewhere.
 * Screenshots go to /tmp/i22/ (looked at by hand, not compared).
 */

resetBeforeEach();

const SHOTS = '/tmp/i22';

const box = (page: Page) => page.getByRole('combobox', { name: th.shell.searchPlaceholder });
const grid = (page: Page) => page.getByRole('grid', { name: th.searchBox.suggestions });
const rows = (page: Page) => grid(page).getByRole('row');

/** Types a query in the header box and waits for its suggestions. */
async function suggest(page: Page, query: string) {
  await box(page).click();
  await box(page).pressSequentially(query, { delay: 60 });
  await expect(grid(page)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`${size.width}x${size.height}: a suggestion's '+' adds 24 to the cart without opening the product`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/home');
    await expect(page.getByRole('link', { name: th.shell.cart, exact: true })).toBeVisible();
    await suggest(page, 'โซดา');
    const row = rows(page).first();
    // The product's name and the pack size it ends with, shown once on a line of its own.
    const title = ((await row.locator('.sf-option-text').textContent()) ?? '').trim();
    expect(title).not.toBe('');
    const plus = row.getByTestId('suggestion-quick-add');
    await expect(plus).toHaveAccessibleName(`เพิ่ม ${title} ลงตะกร้า`);

    // Every row's '+': a finger's size, on screen, and what a finger at its centre meets.
    const count = await rows(page).count();
    for (let index = 0; index < count; index++) {
      const button = rows(page).nth(index).getByTestId('suggestion-quick-add');
      const rect = await button.boundingBox();
      if (!rect) throw new Error(`no '+' on row ${index}`);
      expect(rect.width).toBeGreaterThanOrEqual(44);
      expect(rect.height).toBeGreaterThanOrEqual(44);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(size.width);
      if (rect.y + rect.height > size.height) continue; // below the fold: scrolled to before a tap
      const topmost = await page.evaluate(
        ({ x, y, label }) => {
          const hit = document.elementFromPoint(x, y)?.closest('button');
          return hit?.getAttribute('aria-label') === label;
        },
        {
          x: rect.x + rect.width / 2,
          y: rect.y + rect.height / 2,
          label: (await button.getAttribute('aria-label')) ?? '',
        },
      );
      expect(topmost, `row ${index}: the '+' is the topmost element at its centre`).toBe(true);
    }
    // The product's own cell is still what a finger meets left of the '+' (it opens the product).
    const cell = await row.locator('.sf-option').boundingBox();
    if (!cell) throw new Error('no product cell');
    const productHit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="gridcell"]')?.className ?? null,
      { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 },
    );
    expect(productHit).toBe('sf-option');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/suggestions-${size.width}x${size.height}.png` });

    await plus.click();
    const dialog = page.getByRole('dialog');
    // Named by the product's name and pack size, each shown once.
    await expect(dialog).toHaveAccessibleName(title);
    const quantity = dialog.getByRole('spinbutton', { name: th.product.quantity });
    await expect(quantity).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/suggestion-panel-${size.width}x${size.height}.png` });
    await page.keyboard.type('24');
    await expect(quantity).toHaveValue('24');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    // In the cart: the bag says so, the row says how many, and no product page was opened.
    await expect(page.getByRole('link', { name: th.shell.cartWithItems })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // The list is still there for the next product, the focus back in the box.
    await expect(box(page)).toBeFocused();
    await expect(row.getByTestId('suggestion-in-cart')).toContainText('ในตะกร้า 24');
    await page.screenshot({ path: `${SHOTS}/suggestion-added-${size.width}x${size.height}.png` });

    await page.getByRole('link', { name: th.shell.cartWithItems }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('spinbutton', { name: `${th.product.quantity} ${title}` })).toHaveValue('24');
    // A new line is added unticked (spec section 4).
    await expect(page.getByRole('checkbox', { name: th.cart.selectAll })).not.toBeChecked();
  });
}

test("keyboard: down arrow, right arrow to the '+', Enter opens the panel; left arrow and Enter open the product", async ({
  page,
}) => {
  await page.goto('/home');
  await suggest(page, 'โซดา');
  await box(page).press('ArrowDown');
  await box(page).press('ArrowRight');
  const plusCell = rows(page).first().getByRole('gridcell').nth(1);
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await plusCell.getAttribute('id')) ?? '');
  await box(page).press('Enter');
  const quantity = page.getByRole('dialog').getByRole('spinbutton', { name: th.product.quantity });
  await expect(quantity).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows(page).first().getByTestId('suggestion-in-cart')).toContainText('ในตะกร้า 3');
  await expect(box(page)).toBeFocused();
  await box(page).press('ArrowLeft');
  const productCell = rows(page).first().getByRole('gridcell').first();
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await productCell.getAttribute('id')) ?? '',
  );
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
});

test('axe: the suggestions with their quick add, open under the box', async ({ page }) => {
  await page.goto('/home');
  await suggest(page, 'โค้ก');
  await page.evaluate(() => document.fonts.ready);
  const { violations } = await new AxeBuilder({ page }).include('form[role="search"]').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
  // Nothing at all on the grid's structure (a button inside a listbox's option would be one).
  const structure = violations.filter((v) => v.id.startsWith('aria-'));
  expect(structure.map((v) => v.id)).toEqual([]);
});

test('the box keeps the query on its search results and is empty elsewhere', async ({ page }) => {
  await page.goto('/home');
  await box(page).click();
  await box(page).pressSequentially('โซดา', { delay: 40 });
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(box(page)).toHaveValue('โซดา');
  await page.getByRole('link', { name: th.tabs.home }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(box(page)).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(box(page)).toHaveValue('โซดา');
});

test("the 'เคยซื้อ' chip is drawn as a chip: outlined when off, filled when on", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/categories/2');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const chip = page.getByRole('button', { name: th.productList.purchased });
  const look = () =>
    chip.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        background: style.backgroundColor,
        color: style.color,
        radius: Number.parseFloat(style.borderTopLeftRadius),
        height: element.getBoundingClientRect().height,
      };
    });
  const BRAND_500 = 'rgb(8, 122, 64)';
  const off = await look();
  expect(off).toMatchObject({ border: `1px solid ${BRAND_500}`, background: 'rgb(255, 255, 255)' });
  expect(off.color).toBe('rgb(5, 83, 43)'); // brand.700
  expect(off.radius).toBeGreaterThanOrEqual(22);
  expect(off.height).toBeGreaterThanOrEqual(44);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/purchased-chip-off-360x640.png` });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  expect(await look()).toMatchObject({ background: BRAND_500, color: 'rgb(255, 255, 255)' });
  await page.screenshot({ path: `${SHOTS}/purchased-chip-on-360x640.png` });
});

test("a card's quick add panel is modal: Tab stays in it, the list under it does not scroll, the focus goes back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/products');
  const plus = page.getByTestId('quick-add').first();
  await expect(plus).toBeVisible();
  await plus.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('button', { name: th.product.quickAdd })).toBeVisible();
  // Tab goes round the panel (by way of the browser's own controls, as with any modal dialog): it
  // never lands on anything of the page behind the backdrop.
  const reached = new Set<string>();
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (document.getElementById('root')?.contains(active)) return 'behind';
      return active?.closest('[role="dialog"]') ? (active.textContent ?? active.tagName) : 'outside the page';
    });
    expect(where).not.toBe('behind');
    reached.add(where);
  }
  expect(reached).toContain(th.product.quickAdd);
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(180, 150);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300); // a wheel's scroll is not awaited: give it time to (not) happen
  expect(await page.evaluate(() => scrollY)).toBe(before);
  await panel.getByRole('button', { name: th.product.closeQuickAdd }).click();
  await expect(panel).toHaveCount(0);
  await expect(plus).toBeFocused();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
});
