import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { paths } from '../../contract/app-paths.ts';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * The start-up step (src/api/early-start.ts, docs/adr/0012-sign-in-while-the-code-downloads.md): on a
 * slow link the first API calls leave while the start-up scripts are still downloading, and the app
 * takes their answers instead of asking again (one profile, one login, one of each of home's calls,
 * on a product's page its detail);
 * the Thai fonts are asked for only after the scripts are in.
 */

resetBeforeEach();

/** A slow link, and what the page asks for: API calls (with when each path was first sent), fonts, scripts. */
async function watchSlowOpen(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: (800 * 1000) / 8,
    uploadThroughput: (800 * 1000) / 8,
  });
  const sent = new Map<string, number>();
  const calls: string[] = [];
  const scriptsDone: number[] = [];
  const fontsAsked: number[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) {
      calls.push(`${request.method()} ${pathname}`);
      if (!sent.has(pathname)) sent.set(pathname, Date.now());
    }
    if (request.url().endsWith('.woff2')) fontsAsked.push(Date.now());
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/(index|react-dom)-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      scriptsDone.push(Date.now());
  });
  return {
    /** When the start-up scripts were in (both of them). */
    scriptsIn: () => {
      expect(scriptsDone).toHaveLength(2);
      return Math.max(...scriptsDone);
    },
    sentAt: (path: string) => sent.get(path) ?? Number.POSITIVE_INFINITY,
    count: (call: string) => calls.filter((c) => c === call).length,
    fontsAsked,
  };
}

test('/home on a slow link: sign-in and home calls leave before the start-up scripts are in, each sent once', async ({
  page,
  context,
}) => {
  const open = await watchSlowOpen(page, context);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: th.tabs.categories, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('main a[href^="/shoptype/"]').first()).toBeVisible({ timeout: 30_000 });
  const scriptsIn = open.scriptsIn();
  for (const path of [
    '/api/getProfile',
    '/api/v1/ssc/users/login',
    '/api/v1/ssc/customers/groups',
    '/api/v1/ssc/orders/usual',
  ])
    expect(open.sentAt(path), path).toBeLessThan(scriptsIn);
  expect(open.count('GET /api/getProfile')).toBe(1);
  expect(open.count('POST /api/v1/ssc/users/login')).toBe(1);
  expect(open.count('GET /api/v1/ssc/customers/groups')).toBe(1);
  expect(open.count('GET /api/v1/ssc/banners')).toBe(1);
  expect(open.count('GET /api/v1/ssc/orders/usual')).toBe(1);
  // The Sarabun files wait for the first screen (src/app/fonts.ts): none shared the link with the scripts.
  await expect.poll(() => open.fontsAsked.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(Math.min(...open.fontsAsked)).toBeGreaterThanOrEqual(scriptsIn);
});

test("a product's page on a slow link: its detail leaves before the start-up scripts are in, sent once", async ({
  page,
  context,
}) => {
  const open = await watchSlowOpen(page, context);
  await page.goto(paths.product(1));
  await expect(page.locator('h2.sf-product-title')).toHaveText(/\S/, { timeout: 30_000 });
  expect(open.sentAt('/api/v1/ssc/skus/detail')).toBeLessThan(open.scriptsIn());
  expect(open.count('GET /api/v1/ssc/skus/detail')).toBe(1);
  expect(open.count('POST /api/v1/ssc/users/login')).toBe(1);
  // Home's calls are home's: a product's page does not ask for them.
  expect(open.count('GET /api/v1/ssc/banners')).toBe(0);
});
