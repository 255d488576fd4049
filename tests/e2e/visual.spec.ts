import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { SCREEN_ROUTES, settle } from './screens-routes.ts';

/**
 * Visual regression of the key states (issue 20): what a person sees at 390x844, compared with the
 * baselines committed in tests/e2e/__screenshots__/ (Playwright's toHaveScreenshot, tolerance in
 * playwright.config.ts). Thai glyphs come from Debian's fonts-thai-tlwg, which .ci/run installs.
 * What changes from run to run (the QR image, the countdown, dates) is masked.
 * After an intended change of a screen: `npm run test:visual -- --update-snapshots`, look at the new
 * PNGs, and commit them.
 */

const API = '/api/v1/ssc';

test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

test.beforeEach(async ({ page, request }) => {
  await request.post('/__dev/reset');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: th.shell.tabBar })).toBeVisible();
});

async function open(page: Page, name: string, request: Parameters<(typeof SCREEN_ROUTES)[0]['open']>[1]) {
  const route = SCREEN_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no screen route ${name}`);
  await route.open(page, request);
  await settle(page);
}

/** Things that differ between runs: dates, order numbers (they carry the date), the QR code, the countdown. */
const varying = (page: Page) => [
  page.getByText(/SO\d{6,}/),
  page.locator('time'),
  page.getByRole('img', { name: /QR/ }),
  page.getByRole('timer'),
  page.locator('[data-testid="countdown"], [data-testid="order-date"], [data-testid="created-date"]'),
];

test('home', async ({ page, request }) => {
  await open(page, 'home', request);
  await expect(page).toHaveScreenshot('home.png', { mask: varying(page) });
});

test('product page after an add, with its notice', async ({ page, request }) => {
  await open(page, 'product-detail', request);
  await page.getByRole('button', { name: th.product.add }).click();
  const notice = page.getByRole('status').filter({ hasText: th.product.viewCart });
  await expect(notice).toBeVisible();
  await expect(page).toHaveScreenshot('product-added.png', { mask: varying(page) });
});

// Screens shown as a route opens them (tests/e2e/screens-routes.ts): test title, route, baseline.
for (const [title, route, baseline] of [
  ['cart', 'cart', 'cart.png'],
  ['summary', 'summary', 'summary.png'],
  ['QR page', 'payment-qrcode', 'qrcode.png'],
  ['order detail', 'ordershistory-id', 'order-detail.png'],
] as const) {
  test(title, async ({ page, request }) => {
    await open(page, route, request);
    await expect(page).toHaveScreenshot(baseline, { mask: varying(page) });
  });
}

test('an error state: the orders list failed to load', async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { path: `${API}/orders/paged`, method: 'GET', status: 500 } });
  await page.goto('/ordershistory');
  await expect(page.getByRole('alert')).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('orders-failed.png', { mask: varying(page) });
});
