import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * What the page paints first stays (issue 12, LCP): the app hydrates the skeleton the build wrote
 * into the page (src/app/shell-skeleton.ts PageSkeleton, src/main.tsx) instead of replacing it, so
 * the app's frame from the HTML is the one the screens render in, with no hydration error; and the
 * product page shows its product, and its notice after an add, without Chakra's styling engine.
 */

resetBeforeEach();

/** Counts removals of the page's frame (.sf-app) from the moment the document starts parsing. */
async function watchFrame(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { frameRemovals: number };
    w.frameRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.matches('.sf-app')) w.frameRemovals++;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [path, shown] of [
  ['/home', (page: Page) => page.getByRole('link', { name: th.tabs.categories, exact: true })],
  ['/cart', (page: Page) => page.getByRole('heading', { level: 1 })],
  [`/products/${SKU_ID_WITH_DISCOUNT}`, (page: Page) => page.getByTestId('net-price')],
] as const) {
  test(`${path}: the frame the page painted is the one the app renders in (hydrated, no error)`, async ({
    page,
  }) => {
    const errors = await watchFrame(page);
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    await expect(page.getByTestId('shell-skeleton')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { frameRemovals: number }).frameRemovals)).toBe(0);
    expect(await page.locator('#root > .sf-app').count()).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('the product page shows its product without Chakra, and its notice after an add too', async ({
  page,
}) => {
  const chakra: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chakra-scope-/.test(request.url())) chakra.push(request.url());
  });
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await expect(page.getByTestId('net-price')).toBeVisible();
  await expect(page.getByRole('button', { name: th.product.add })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(chakra).toEqual([]);

  // Issue 20 item 1: the notice is plain elements on the tokens (Chakra's toaster printed unstyled
  // text over the header here): nothing more is loaded for it.
  await page.getByRole('button', { name: th.product.add }).click();
  await expect(page.getByTestId('added-notice')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chakra).toEqual([]);
});

/**
 * A page's route code comes with it (server/http/route-preloads.ts): the page names the chunks of
 * its layout and screen as module preloads, the browser fetches each script once, and the product
 * page needs few of them (vite.config.ts CHUNK_GROUPS): each is a round trip on a phone.
 */
for (const [path, shown, maxScripts] of [
  // 8 of the product page, then LINE's SDK and the LIFF mock, which the share button loads once the
  // product shows (src/liff/share-liff.ts; under the mock sign-in does not load them).
  [`/products/${SKU_ID_WITH_DISCOUNT}`, (page: Page) => page.getByTestId('net-price'), 10],
  ['/cart', (page: Page) => page.getByRole('heading', { level: 1 }), 8],
] as const) {
  test(`${path}: the page names its route's code; each script is fetched once, ${maxScripts} at most`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      // Not route code: the start-up step that signs in while the code downloads (ADR 0012).
      if (/\/assets\/early-start-/.test(request.url())) return;
      if (request.resourceType() === 'script' || /\/assets\/.*\.js$/.test(request.url())) {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const named = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const screen = path === '/cart' ? /\/assets\/cart-screen-/ : /\/assets\/product-detail-screen-/;
    expect(
      named.some((href) => screen.test(href)),
      named.join(' '),
    ).toBe(true);
    expect(scripts.filter((script, i) => scripts.indexOf(script) !== i)).toEqual([]);
    for (const href of named) expect(scripts, href).toContain(href);
    expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(maxScripts);
  });
}

/**
 * Sign-in waits for no script the page did not name: every script requested before the first API
 * call is the page's start-up script or one of its preloads (in a build for the real LIFF, LINE's
 * SDK too: vite.config.ts preloadStart). Each one learnt of late is a round trip more before the
 * first call (0.5 s on the slow-network bench's link, docs/performance.md). The page is read as
 * sent: once running, the app adds preload tags of its own for what it imports.
 */
for (const path of ['/home', '/cart', `/products/${SKU_ID_WITH_DISCOUNT}`]) {
  test(`${path}: every script sign-in waits for is named in the page`, async ({ page }) => {
    const beforeFirstCall: string[] = [];
    let called = false;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) called = true;
      else if (!called && /\/assets\/.*\.js$/.test(pathname)) beforeFirstCall.push(pathname);
    });
    await page.goto(path);
    await expect.poll(() => called).toBe(true);
    const sent = await (await page.request.get(path)).text();
    const named = [...sent.matchAll(/<(?:link rel="modulepreload"[^>]*href|script[^>]*src)="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(named.length).toBeGreaterThan(0);
    expect(
      beforeFirstCall.filter((script) => !named.includes(script)),
      'requested before the first API call without being named in the page',
    ).toEqual([]);
  });
}

/**
 * Under the LIFF mock, sign-in reads the mock LINE user from the settings (src/liff/liff.ts): LINE's
 * SDK and @line/liff-mock (about 25 KB compressed) are not loaded before home is usable. They load
 * when sharing or the add-friend prompt asks (share.spec.ts, friendship.spec.ts).
 */
test('/home under the LIFF mock: no LINE SDK code is loaded before home is usable', async ({ page }) => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const sdkFiles = Object.entries(manifest)
    .filter(([source]) => /liff\/line-sdk\.ts$|@line\/liff-mock\//.test(source))
    .map(([, chunk]) => `/${chunk.file}`);
  expect(sdkFiles).toHaveLength(2);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/home');
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  await expect(page.locator('main a[href^="/shoptype/"]').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => sdkFiles.includes(script))).toEqual([]);
});
