import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { accountTitle } from '../../src/lib/route-meta.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 20 item 3 (ADR 0008): the service worker vite-plugin-pwa builds precaches the shell and
 * every route's code. After one open a page never visited opens offline, the app itself opens
 * offline, and a repeat open downloads no code; the API, the demo bank and the LIFF mock sign-in
 * are never answered by the worker.
 */

test.use({ serviceWorkers: 'allow' });

const tabs = (page: Page) => page.getByRole('navigation', { name: th.shell.tabBar });

resetBeforeEach();

/** Opens home and waits until the worker is active and controls the page (it activates once precached). */
async function openWithWorker(page: Page) {
  await page.goto('/home');
  await expect(page.getByPlaceholder(th.shell.searchPlaceholder)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const name = names.find((n) => n.includes('precache'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  expect(precached).toContain('/index.html');
  expect(precached.some((path) => /^\/assets\/account-screen-[\w-]+\.js$/.test(path))).toBe(true);
  expect(precached.some((path) => /\.woff2$/.test(path))).toBe(true);
  expect(precached.some((path) => path.startsWith('/api/'))).toBe(false);
}

test('after one open, a page never visited opens offline, and the app opens offline', async ({
  page,
  context,
}) => {
  await openWithWorker(page);
  await context.setOffline(true);
  await tabs(page).getByRole('link', { name: th.tabs.profiles }).click();
  await expect(page.getByRole('heading', { name: accountTitle('/profiles') })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: th.screenLoad.title })).toHaveCount(0);
  // Opened again offline: the worker answers the page and its code; sign-in cannot reach the
  // server, so the app says the connection is missing (not that the shop is down), with a retry,
  // never the browser's error page; back online it signs in by itself, with no tap.
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: th.app.retry })).toBeVisible();
  await expect(page.getByRole('heading', { name: th.app.offlineTitle })).toBeVisible();
  await expect(page.getByText(th.app.unavailableTitle)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: accountTitle('/profiles') })).toBeVisible();
});

test('a repeat open downloads no code: every script, style and font comes from the worker; the API does not', async ({
  page,
}) => {
  await openWithWorker(page);
  const fromNetwork: string[] = [];
  const api: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (['script', 'stylesheet', 'font', 'document'].includes(type) && !response.fromServiceWorker())
      fromNetwork.push(`${type} ${url.pathname}`);
    if (url.pathname.startsWith('/api/'))
      api.push({ url: url.pathname, fromWorker: response.fromServiceWorker() });
  });
  await page.goto('/home');
  await expect(page.getByPlaceholder(th.shell.searchPlaceholder)).toBeVisible();
  await expect(page.locator('main a[href^="/shoptype/"]').first()).toBeVisible();
  await tabs(page).getByRole('link', { name: th.tabs.promotions }).click();
  await expect(tabs(page).getByRole('link', { name: th.tabs.promotions })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(fromNetwork).toEqual([]);
  // The LIFF mock's sign-in and home's data went to the server, not to the worker's caches.
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((a) => a.fromWorker)).toEqual([]);
});

test('the demo bank and the API documents are not answered by the worker', async ({ page }) => {
  await openWithWorker(page);
  const bank = await page.goto('/__dev/bank');
  expect(bank?.fromServiceWorker()).toBe(false);
  expect(bank?.status()).toBe(200);
  await expect(page.locator('body')).not.toContainText(th.app.loading);
  const docs = await page.goto('/api/openapi.json');
  expect(docs?.fromServiceWorker()).toBe(false);
  expect(docs?.headers()['content-type']).toMatch(/json/);
});
