import { expect, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * The start-up step (src/api/early-start.ts, docs/adr/0012-sign-in-while-the-code-downloads.md): on a
 * slow link the first API calls leave while the start-up scripts are still downloading, and the app
 * takes their answers instead of asking again (one profile, one login, one of each of home's calls);
 * the Thai fonts are asked for only after the scripts are in.
 */

resetBeforeEach();

test('/home on a slow link: sign-in and home calls leave before the start-up scripts are in, each sent once', async ({
  page,
  context,
}) => {
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
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) {
      calls.push(`${request.method()} ${pathname}`);
      if (!sent.has(pathname)) sent.set(pathname, Date.now());
    }
  });
  const fontsAsked: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontsAsked.push(Date.now());
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/(index|react-dom)-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      scriptsDone.push(Date.now());
  });
  await page.goto('/home');
  await expect(page.getByRole('link', { name: th.tabs.categories, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('main a[href^="/shoptype/"]').first()).toBeVisible({ timeout: 30_000 });
  expect(scriptsDone).toHaveLength(2);
  const scriptsIn = Math.max(...scriptsDone);
  for (const path of [
    '/api/getProfile',
    '/api/v1/ssc/users/login',
    '/api/v1/ssc/customers/groups',
    '/api/v1/ssc/orders/usual',
  ])
    expect(sent.get(path) ?? Number.POSITIVE_INFINITY, path).toBeLessThan(scriptsIn);
  const count = (call: string) => calls.filter((c) => c === call).length;
  expect(count('GET /api/getProfile')).toBe(1);
  expect(count('POST /api/v1/ssc/users/login')).toBe(1);
  expect(count('GET /api/v1/ssc/customers/groups')).toBe(1);
  expect(count('GET /api/v1/ssc/banners')).toBe(1);
  expect(count('GET /api/v1/ssc/orders/usual')).toBe(1);
  // The Sarabun files wait for the first screen (src/app/fonts.ts): none shared the link with the scripts.
  await expect.poll(() => fontsAsked.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(Math.min(...fontsAsked)).toBeGreaterThanOrEqual(scriptsIn);
});
