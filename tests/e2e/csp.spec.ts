import { expect, test } from '@playwright/test';
import { SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * The storefront, the demo bank and the API docs work under the server's Content-Security-Policy
 * (issue 11, @fastify/helmet): the browser reports no violation on any of them.
 */

resetBeforeEach();

test('no page breaks the Content-Security-Policy', async ({ page }) => {
  // Seven page loads, each until the network is idle (the API docs' page is a large one): 30-50 s on
  // a loaded 2-core machine, so three times the usual timeout.
  test.slow();
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  for (const path of [
    '/home',
    `/products/${SKU_ID_WITH_DISCOUNT}`,
    '/cart',
    '/orders',
    '/__dev/bank',
    '/api/docs',
  ]) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toBeTruthy();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    violations.push(...seen.map((v) => `${path}: ${v}`));
  }
  // Emotion's run-time <style> elements did their work: the storefront is styled.
  await page.goto('/home');
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toContain('Sarabun');
  expect(violations).toEqual([]);
});
