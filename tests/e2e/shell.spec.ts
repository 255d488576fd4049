import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { accountTitle, checkoutTitle } from '../../src/lib/route-meta.ts';
import { resetBeforeEach } from './reset.ts';
import { cartLine, storeCart } from './stored-cart.ts';

/** The shell as a new user meets it on a phone: sign-in, home, tabs, headers. */

const tabs = (page: Page) => page.getByRole('navigation', { name: th.shell.tabBar });

resetBeforeEach();

test('shows loading until sign-in finishes, then home with the search box and four tabs', async ({
  page,
  request,
}) => {
  // Slow the backend profile down so the loading state is visible.
  await request.post('/__dev/faults', { data: { path: '/api/getProfile', delay_ms: 1500 } });
  await page.goto('/');
  await expect(page.getByText(th.app.loading, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  for (const label of ['หน้าหลัก', 'โปรโมชั่น', 'สินค้า', 'บัญชี']) {
    await expect(tabs(page).getByRole('link', { name: label })).toBeVisible();
  }
  await expect(tabs(page).getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: th.shell.back })).toHaveCount(0);
  await expect(page.getByText(th.shell.logo)).toBeVisible();
  // The sign-in sequence stored the spec's browser storage items.
  const stored = await page.evaluate(() => ({
    customer: localStorage.getItem('customer_code'),
    token: localStorage.getItem('access_token'),
    shop: localStorage.getItem('shop_name'),
  }));
  expect(stored.customer).toBe('SHOP001');
  expect(stored.token).toBeTruthy();
  expect(stored.shop).toBeTruthy();
});

test('a repeat open signs in beside the profile with the stored code; a stale code falls back to the profile', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  // A slow profile: the sign-in must not wait for it.
  await request.post('/__dev/faults', { data: { path: '/api/getProfile', delay_ms: 800 } });
  // Repeat open: the stored SHOP001 goes to /users/login while /api/getProfile is still out.
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/getProfile|\/users\/login/.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/getProfile')) seen.push(`answered ${response.status()}`);
  });
  await page.reload();
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  // Both requests left before the profile answered: one round trip, not two.
  expect(seen.slice(0, 3)).toEqual(expect.arrayContaining(['/api/getProfile', '/api/v1/ssc/users/login']));
  expect(seen[2]).toBe('answered 200');

  // A code of another shop (the LINE binding changed): refused, then signed in with the profile's code.
  await page.evaluate(() => localStorage.setItem('customer_code', 'SHOP002'));
  const codes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/users/login'))
      codes.push(JSON.parse(request.postData() ?? '{}').customer_code);
  });
  await page.reload();
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'หน้าหลัก' })).toBeVisible();
  expect(codes).toEqual(['SHOP002', 'SHOP001']);
  expect(await page.evaluate(() => localStorage.getItem('customer_code'))).toBe('SHOP001');
});

test('navigates every tab and highlights it', async ({ page }) => {
  await page.goto('/home');
  const cases = [
    { label: 'โปรโมชั่น', url: /\/promotions$/ },
    { label: 'สินค้า', url: /\/categories$/ },
    { label: 'บัญชี', url: /\/profiles$/ },
    { label: 'หน้าหลัก', url: /\/home$/ },
  ];
  for (const { label, url } of cases) {
    await tabs(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(tabs(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
});

test('header titles and back arrows on each layout', async ({ page }) => {
  const checks = [
    { path: '/cart', title: checkoutTitle('/cart'), back: true },
    { path: '/summary', title: checkoutTitle('/summary'), back: true },
    { path: '/payment/10001/successful', title: checkoutTitle('/x/successful'), back: false },
    { path: '/profiles', title: accountTitle('/profiles'), back: false },
    { path: '/ordershistory', title: accountTitle('/ordershistory'), back: true },
    { path: '/mycoupon/history', title: accountTitle('/mycoupon/history'), back: true },
    { path: '/mycoupon/WELCOME50', title: accountTitle('/mycoupon/WELCOME50'), back: true },
  ];
  // /summary sends a selection with no order to show (none, or under ฿500) back to /cart: seed one
  // selected line (SKU 1) above the minimum first (13 x 39.95 = 519.35).
  await page.goto('/home');
  await storeCart(page, [cartLine(1, { qty: 13, discount: 15 })], 519.35);
  // The QR page is left out here: opened without its navigation state it goes home (spec section 5);
  // its header rule is in tests/unit/route-meta.test.ts and its page in tests/e2e/payment.spec.ts.
  for (const { path, title, back } of checks) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: th.shell.back })).toHaveCount(back ? 1 : 0);
  }
  await page.goto('/brands');
  await expect(page.getByRole('button', { name: th.shell.back })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'สินค้า' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/information');
  await expect(tabs(page).getByRole('link', { name: 'บัญชี' })).toHaveAttribute('aria-current', 'page');
});

test('the search box submits to /products; the bag opens the cart; back returns', async ({ page }) => {
  await page.goto('/home');
  await page.getByPlaceholder('ค้นหาสินค้า').fill('ช้าง');
  await page.getByPlaceholder('ค้นหาสินค้า').press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({ type: 'search', indexId: 'ช้าง' });
  await page.getByRole('button', { name: th.shell.back }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: th.shell.cart }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a LINE user who is not a registered shop gets the window closed', async ({ page }) => {
  await page.goto('/home?mock_line_user=U0000000000000000000000000000ffff');
  await expect(page.getByText(th.app.closed)).toBeVisible();
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toHaveCount(0);
});

/**
 * Issue 3's budget for all JavaScript /home loads (gzipped): target 160 KB; issue 12 asked for at
 * most 170 KB and a check of what really crosses the wire from the server (precompressed brotli),
 * at most 200 KB. Since the first screen runs without Chakra (issue 12, docs/performance.md) /home
 * loaded 152.6-157.5 KB gzipped. The features of issues 22-24 brought it to 170.3 KB; on 2026-11-27
 * (afternoon) it is 160.0 KB again: workbox-window dropped, the search box's and the usual order's
 * one function of the cart chart's folder no longer keeping the whole shop-kit (a chart folder's
 * index.ts has no side effects, vite.config.ts), the usual order loaded as it comes into view. Then
 * 159.3 KB with the 1.3 KB start-up step of ADR 0012 counted in: the checkout's and the account's
 * texts (src/i18n/th-checkout.ts, th-account.ts) left the start-up script. Then 132.8 KB: under the
 * LIFF mock sign-in loads no LINE SDK code (src/liff/liff.ts; a build for the real LIFF loads its
 * 25 KB more, docs/performance.md). The guard is that figure plus 7 KB, under the target.
 */
const GUARD_KB = 140;
const WIRE_GUARD_KB = 200;

test(`/home JavaScript stays under its guards: ${GUARD_KB} KB gzipped, ${WIRE_GUARD_KB} KB on the wire`, async ({
  page,
}) => {
  // Everything /home requests until it is usable: signed in, the header's search box and the
  // seeded sections on screen. Code loaded later on demand (the banner carousel on the first swipe
  // or autoplay step, the drawer on its button, the list below the fold) is not part of the budget.
  const requested: Request[] = [];
  let usable = false;
  page.on('request', (request) => {
    if (!usable && request.resourceType() === 'script') requested.push(request);
  });
  await page.goto('/home');
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  await expect(page.locator('main a[href^="/shoptype/"]').first()).toBeVisible();
  usable = true;
  const measured = await Promise.all(
    requested.map(async (request) => {
      const response = await request.response();
      const body = await response?.body().catch(() => null);
      // Bytes on the wire: the encoded body as the server sent it, and its headers.
      const sizes = await request.sizes();
      return {
        path: new URL(request.url()).pathname,
        encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        gzipped: body ? gzipSync(body, { level: 9 }).length : 0,
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
  const kb = (key: 'gzipped' | 'wire') => measured.reduce((n, m) => n + m[key], 0) / 1024;
  const gzipped = kb('gzipped');
  const wire = kb('wire');
  console.log(
    measured
      .map(
        (m) =>
          `${m.path} ${(m.gzipped / 1024).toFixed(1)} KB gzipped, ${(m.wire / 1024).toFixed(1)} KB on the wire (${m.encoding})`,
      )
      .join('\n'),
  );
  console.log(
    `/home JavaScript: ${gzipped.toFixed(1)} KB gzipped in ${requested.length} files ` +
      `(guard ${GUARD_KB} KB, the target: ${(GUARD_KB - gzipped).toFixed(1)} KB under); ` +
      `${wire.toFixed(1)} KB on the wire (guard ${WIRE_GUARD_KB} KB)`,
  );
  // The storefront's scripts arrive compressed (the build's brotli files).
  expect(measured.filter((m) => m.encoding === 'none' && m.wire > 1024)).toEqual([]);
  expect(wire).toBeLessThan(WIRE_GUARD_KB);
  expect(gzipped).toBeLessThan(GUARD_KB);
});

test('the production build carries no Stately inspector (VITE_INSPECT=1 is for development only)', () => {
  const assets = resolve(import.meta.dirname, '../..', process.env.E2E_STATIC_DIR ?? 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withInspector = scripts.filter((file) =>
    /createBrowserInspector|@statelyai\/inspect|stately\.ai\/inspect/.test(
      readFileSync(resolve(assets, file), 'utf8'),
    ),
  );
  expect(withInspector).toEqual([]);
});
