import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CATEGORIES } from '../../server/seed/catalogue-data.ts';
import { SHOP001_ORDER_IDS_BY_STATUS } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';
import { SCREEN_ROUTES, seedCart, settle } from './screens-routes.ts';

/**
 * The accessibility sweep (issue 14): axe-core on every route of spec section 2 and on every
 * drawer, panel, sheet and dialog, in the 390x844 phone viewport, against the real server. It
 * asserts no serious or critical violation (WCAG 2.1 A/AA and axe's best practices); the lesser
 * ones are listed in the test's output. Results: docs/accessibility.md.
 */

const API = '/api/v1/ssc';

resetBeforeEach();

/** Runs axe on the page (or inside `include`) and expects no serious or critical violation. */
async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  await settle(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const line = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}`;
  const lesser = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (lesser.length > 0) console.log(`[a11y] ${label}: ${lesser.map(line).join('; ')}`);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map(line), `${label}: serious or critical axe violations`).toEqual([]);
}

/** Every route has exactly one h1. */
async function expectOneH1(page: Page, label: string) {
  await expect(page.locator('h1'), `${label}: one h1`).toHaveCount(1);
}

/**
 * What a screen reader calls things is Thai, as all the customer reads: every aria-label on the
 * page has Thai letters (a product or brand name may mix in Latin ones), or is a text the spec quotes.
 */
async function expectThaiNames(page: Page, label: string) {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? ''),
  );
  const spec = new Set<string>([th.routeNames.brands]);
  const english = names.filter((name) => name.trim() && !/[\u0E00-\u0E7F]/.test(name) && !spec.has(name));
  expect(english, `${label}: aria-labels without Thai`).toEqual([]);
}

for (const route of SCREEN_ROUTES) {
  test(`axe: ${route.name}`, async ({ page, request }) => {
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: th.shell.tabBar })).toBeVisible();
    await route.open(page, request);
    await expectOneH1(page, route.name);
    await expectNoSeriousViolations(page, route.name);
    await expectThaiNames(page, route.name);
  });
}

test('axe: the category drawer, open', async ({ page }) => {
  await page.goto('/home');
  const opener = page.getByRole('button', { name: th.shell.openCategories });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: th.drawer.title });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: CATEGORIES[0]!.th, exact: true }).first().click(); // expanded
  await expectNoSeriousViolations(page, 'drawer');
  // Focus stays in the drawer and returns to the header button when it closes.
  for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
});

async function openSummary(page: Page) {
  await page.goto('/home');
  await seedCart(page);
  await page.goto('/summary');
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
}

test('axe: the coupon picker panel; it closes with its close button', async ({ page }) => {
  await openSummary(page);
  const opener = page.getByTestId('open-coupon-picker');
  await opener.click();
  const panel = page.getByRole('dialog', { name: thCheckout.summary.chooseCoupon });
  await expect(panel).toBeVisible();
  await expectNoSeriousViolations(page, 'coupon picker');
  await panel.getByRole('button', { name: th.common.close }).click();
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('axe: the promotion and coupon discount sheets', async ({ page }) => {
  await openSummary(page);
  for (const [button, title] of [
    [thCheckout.summary.promotionDiscount, thCheckout.payment.promotionDiscountSheet],
    [thCheckout.summary.couponDiscount, thCheckout.payment.couponDiscountSheet],
  ] as const) {
    const opener = page.getByRole('button', { name: button, exact: true });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: title });
    await expect(sheet).toBeVisible();
    await expectNoSeriousViolations(page, title);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test('axe: the order error dialog (Thai message, the raw text in the console)', async ({ page, request }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await openSummary(page);
  await request.post('/__dev/faults', { data: { path: `${API}/orders`, method: 'POST', status: 500 } });
  await page.getByRole('button', { name: thCheckout.summary.placeOrder }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // A Thai message for the customer; the server's raw text goes to the console.
  await expect(dialog.getByText(th.errors.server)).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes('Order placement failed'))).toBe(true);
  await expectNoSeriousViolations(page, 'order error dialog');
});

test('axe: the order cancel confirmation', async ({ page }) => {
  await page.goto(`/ordershistory/${SHOP001_ORDER_IDS_BY_STATUS[1]![0]}`);
  const opener = page.getByRole('button', { name: thAccount.orderDetail.cancelOrder });
  await opener.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'cancel confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
