import { expect, type Page, test } from '@playwright/test';
import { SKU_ID_BY_PROMOTION_TYPE, SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { onEachPhone } from './phones.ts';
import { resetBeforeEach } from './reset.ts';
import { topmostTextAtCentre } from './tap-target.ts';

/**
 * The next step in view (issue 22 part 3, docs/pricing.md "Nudges"): the cart shows what its
 * selected lines are close to and the server's estimated total beside the list total; one tap on
 * a nudge adds exactly what is missing; the estimate is what /summary asks; the summary shows the
 * nudges too. At 390x844 and 360x640, with screenshots in /tmp/nudges/.
 * Seed: SKU 3 is under step_discount 1 ('น้ำดื่มช้าง ยิ่งซื้อยิ่งลด': 5 -> 3%, 10 -> 5%, 20 -> 7%).
 */

const STEP_SKU = SKU_ID_BY_PROMOTION_TYPE.step_discount;

resetBeforeEach();

async function seedCart(page: Page, lines: { id: number; qty: number; select: boolean }[]) {
  await page.goto('/home');
  const products = lines.map((l) => ({
    id: l.id,
    name: `สินค้า ${l.id}`,
    price: 1,
    qty: l.qty,
    discount: 0,
    imageUrl: null,
    select: l.select,
  }));
  await page.evaluate((v) => localStorage.setItem('cart', v), JSON.stringify({ id: 1, total: 0, products }));
  await page.goto('/cart');
}

const qtyOf = (page: Page, index: number) =>
  page
    .getByTestId('cart-row')
    .nth(index)
    .getByRole('spinbutton', { name: new RegExp(`^${th.product.quantity} `) });
const estimate = (page: Page) => page.getByTestId('cart-estimate');
const stepNudge = (page: Page) => page.locator('[data-testid="nudge"][data-kind="step_discount"]');
const bahtIn = (text: string | null) => /฿[\d,]+\.\d\d/.exec(text ?? '')?.[0];

onEachPhone((viewport) => {
  test('the cart names the next step, one tap adds the missing units, the estimate is the summary total', async ({
    page,
  }) => {
    // A journey through the cart and the summary, with two re-pricings each.
    test.setTimeout(60_000);
    await seedCart(page, [
      { id: STEP_SKU, qty: 4, select: true },
      { id: SKU_ID_PLAIN, qty: 40, select: true },
    ]);
    await expect(estimate(page)).toHaveAttribute('data-status', 'ready');
    const nudge = stepNudge(page);
    await expect(nudge).toBeVisible();
    // 4 units of a 5-unit tier: one more takes 3% off.
    await expect(nudge).toContainText(/อีก 1 \S+ ลด 3%/);
    await nudge.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/nudges/cart-${viewport.width}.png`, fullPage: true });
    await nudge.click();
    await expect(qtyOf(page, 0)).toHaveValue('5');
    // The next step is now 10 units (5%): five more; the estimate follows the new selection.
    await expect(stepNudge(page)).toContainText(/อีก 5 \S+ ลด 5%/);
    await expect(estimate(page)).toHaveAttribute('data-status', 'ready');
    const estimated = bahtIn(await estimate(page).textContent());
    expect(estimated).toBeDefined();
    await page.screenshot({ path: `/tmp/nudges/cart-after-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: /^ชำระเงิน \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/summary$/);
    await expect(page.getByTestId('net-price')).toContainText(estimated as string);

    // The summary shows the nudges from the same engine; a tap adds to the cart and re-prices.
    const onSummary = stepNudge(page);
    await expect(onSummary).toContainText(/อีก 5 \S+ ลด 5%/);
    await onSummary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/nudges/summary-${viewport.width}.png`, fullPage: true });
    await onSummary.click();
    await expect(page.getByTestId('summary-item').first()).toContainText(/10/);
    await expect(stepNudge(page)).toContainText(/อีก 10 \S+ ลด 7%/);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(cart.products[0]).toMatchObject({ id: STEP_SKU, qty: 10, select: true });
  });
});

test('unticked lines are not priced: no estimate and no nudge until a line is ticked', async ({ page }) => {
  await seedCart(page, [{ id: STEP_SKU, qty: 4, select: false }]);
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expect(estimate(page)).toHaveCount(0);
  await expect(page.getByTestId('nudges')).toHaveCount(0);
  await page.getByTestId('cart-row').first().getByRole('checkbox').check();
  await expect(estimate(page)).toHaveAttribute('data-status', 'ready');
  await expect(stepNudge(page)).toBeVisible();
});

test('an estimate that could not be computed is computed again once back online, with no change to the cart', async ({
  page,
  context,
}) => {
  await seedCart(page, [{ id: STEP_SKU, qty: 4, select: true }]);
  await expect(estimate(page)).toHaveAttribute('data-status', 'ready');
  // The next pricing gets no answer: the cart says the estimate could not be computed.
  await context.setOffline(true);
  await qtyOf(page, 0).fill('6');
  await expect(estimate(page)).toHaveAttribute('data-status', 'failed');
  await expect(estimate(page)).toHaveText(thCheckout.nudges.estimateFailed);
  await context.setOffline(false);
  await expect(estimate(page)).toHaveAttribute('data-status', 'ready');
  await expect(estimate(page)).toContainText(thCheckout.nudges.estimate);
});

test('on a 360 px phone a nudge tapped far down /summary that cannot re-price says so where the customer is, with a retry a tap reaches; the cart keeps the added units', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await seedCart(page, [
    { id: STEP_SKU, qty: 4, select: true },
    { id: SKU_ID_PLAIN, qty: 40, select: true },
  ]);
  await page.getByRole('button', { name: /^ชำระเงิน \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/summary$/);
  const nudge = stepNudge(page);
  await expect(nudge).toBeVisible();
  // The customer has read down the page: the nudge just under the header (60 px).
  const at = await nudge.boundingBox();
  await page.evaluate((y) => window.scrollBy(0, y), (at?.y ?? 0) - 70);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await expect(nudge).toBeInViewport();
  // The re-pricing gets no answer (the API only: the app's own files still load).
  const summaryCall = '**/api/v1/ssc/summary/**';
  await page.route(summaryCall, (route) => route.abort('internetdisconnected'));
  await nudge.click();
  const failed = page.getByTestId('summary-load-failed');
  await expect(failed).toContainText(thCheckout.summary.loadFailed);
  // In view whatever the scroll, and its retry is what a tap at its centre reaches.
  await expect(failed).toBeInViewport({ ratio: 1 });
  const retry = failed.getByRole('button', { name: thCheckout.summary.retry });
  expect(await topmostTextAtCentre(page, retry)).toBe(thCheckout.summary.retry);
  await expect(page.getByRole('button', { name: thCheckout.summary.placeOrder })).toBeDisabled();
  // The tap's units are in the cart; the retry once the API answers shows the new summary.
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(cart.products[0]).toMatchObject({ id: STEP_SKU, qty: 5 });
  await page.unroute(summaryCall);
  await retry.click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('summary-item').first()).toContainText(/5/);
  await expect(page.getByRole('button', { name: thCheckout.summary.placeOrder })).toBeEnabled();
});
