import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, median, startServerProcess } from '../tools/local-run.ts';

/**
 * `npm run bench` (after `vite build`): the storefront in headless Chromium on a 390x844 phone
 * viewport against the real server with a bigger catalogue (SEED_BULK_COPIES=7: 2,632 products).
 * Prints the time until /home shows its seeded data, and the DOM size after scrolling the plain
 * product list through 2,000 products (the virtual grid keeps it bounded).
 */
const PORT = 3290;
const BASE = `http://127.0.0.1:${PORT}`;

const server = await startServerProcess(PORT, { SEED_BULK_COPIES: '7' });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const homeTimes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${BASE}/home`);
    // Seeded data on screen: the shop-type tiles (the recommended list below the fold loads on scroll).
    await page.locator('main a[href^="/shoptype/"]').first().waitFor({ timeout: 30_000 });
    homeTimes.push(Date.now() - started);
    await context.close();
  }
  console.log(
    `/home with seeded data: ${median(homeTimes)} ms (median of 3 cold loads: ${homeTimes.join(', ')} ms)`,
  );

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const page = await context.newPage();
  let pages = 0;
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/ssc/skus?') && r.ok()) pages += 1;
  });
  await page.goto(`${BASE}/products`);
  await page.locator('main a[href^="/products/"]').first().waitFor({ timeout: 30_000 });
  const started = Date.now();
  while (pages * 20 < 2000 && Date.now() - started < 180_000) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(50);
  }
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cards = await page.locator('main a[href^="/products/"]').count();
  console.log(
    `/products after scrolling ${pages * 20} products in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${nodes} DOM elements, ${cards} product cards rendered`,
  );
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
