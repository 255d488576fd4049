import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import { resetBeforeEach } from './reset.ts';
import { API, openWithCart, SUMMARY_LINES, shopHeaders } from './shop-api.ts';
import { topmostTextAtCentre } from './tap-target.ts';

/**
 * /summary's coupon: the one chosen stays chosen across a reload, and the cart's estimate is priced
 * with it too; one chosen offline is not applied, and says so.
 */

resetBeforeEach();
test.use({ viewport: { width: 360, height: 640 } });

type Offer = { code: string; name: string; discount: number; selected: boolean; applicable?: boolean };

/** The coupons the server offers for SUMMARY_LINES: the best (applied on opening) and another that takes something off. */
async function offers(page: Page) {
  const answer = await page.request.post(`${API}/summary/saleitem`, {
    headers: await shopHeaders(page.request),
    data: SUMMARY_LINES,
  });
  const coupons = (await answer.json()).data.cart[0].coupons as Offer[];
  const best = coupons.find((c) => c.selected);
  const other = coupons.find((c) => !c.selected && c.applicable !== false && c.discount > 0);
  if (!best || !other) throw new Error('the seed offers no second usable coupon for SUMMARY_LINES');
  return { best, other };
}

const couponRow = (page: Page) => page.getByTestId('open-coupon-picker');
const picker = (page: Page) => page.getByRole('dialog');

/** Ticks `coupon` in the picker (opened from the coupon row) and confirms. */
async function choose(page: Page, coupon: Offer) {
  await couponRow(page).click();
  await picker(page)
    .getByRole('checkbox', { name: new RegExp(coupon.name) })
    .check();
  await picker(page).getByRole('button', { name: th.common.confirm }).click();
  await expect(picker(page)).toBeHidden();
}

test('a coupon other than the best, chosen on /summary, is still chosen and priced after a reload', async ({
  page,
}) => {
  const { best, other } = await offers(page);
  await openWithCart(page, '/summary');
  await expect(couponRow(page)).toContainText(best.name);
  await choose(page, other);
  await expect(couponRow(page)).toContainText(other.name);
  await expect(page.getByTestId('coupon-discount')).toContainText(formatBaht(-other.discount));
  const amount = await page.getByTestId('amount-to-pay').textContent();

  await page.reload();
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
  await expect(couponRow(page)).toContainText(other.name);
  await expect(couponRow(page)).not.toContainText(best.name);
  await expect(page.getByTestId('coupon-discount')).toContainText(formatBaht(-other.discount));
  await expect(page.getByTestId('amount-to-pay')).toHaveText(amount ?? '');
  // The picker ticks the coupon the order is priced with.
  await couponRow(page).click();
  await expect(picker(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(picker(page).getByRole('checkbox', { name: new RegExp(other.name) })).toBeChecked();
});

test('offline, a coupon chosen is not applied: one line says so above the order bar, the priced coupon stays shown', async ({
  page,
  context,
}) => {
  const { best, other } = await offers(page);
  await openWithCart(page, '/summary');
  await expect(couponRow(page)).toContainText(best.name);
  const amount = await page.getByTestId('amount-to-pay').textContent();

  await context.setOffline(true);
  await choose(page, other);
  const line = page.getByTestId('summary-coupon-failed');
  await expect(line).toHaveText(thCheckout.summary.couponFailed);
  await expect(line).toHaveClass(/sf-load-failed-line/);
  // On screen, above the bar, and nothing covers it.
  expect(await topmostTextAtCentre(page, line.locator('p'))).toContain(
    thCheckout.summary.couponFailed.slice(0, 10),
  );
  const [lineBox, barBox] = await Promise.all([
    line.boundingBox(),
    page.getByRole('button', { name: thCheckout.summary.placeOrder }).boundingBox(),
  ]);
  expect((lineBox?.y ?? 0) + (lineBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  expect((lineBox?.y ?? 640) + (lineBox?.height ?? 0)).toBeLessThanOrEqual(640);
  // What is shown is what is priced: the coupon and the amount from before.
  await expect(couponRow(page)).toContainText(best.name);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(amount ?? '');
  await couponRow(page).click();
  await expect(picker(page).getByRole('checkbox', { name: new RegExp(best.name) })).toBeChecked();
  await expect(picker(page).getByRole('checkbox', { name: new RegExp(other.name) })).not.toBeChecked();
  await expect(line).toBeHidden();
  await picker(page).getByRole('button', { name: th.common.close }).click();
  await expect(picker(page)).toBeHidden();

  // Back online, choosing again applies it.
  await context.setOffline(false);
  await choose(page, other);
  await expect(couponRow(page)).toContainText(other.name);
  await expect(page.getByTestId('coupon-discount')).toContainText(formatBaht(-other.discount));
  await expect(page.getByTestId('amount-to-pay')).not.toHaveText(amount ?? '');
  await expect(line).toHaveCount(0);
});

test("back on /cart after choosing another coupon on /summary, the cart's estimate is what /summary asks", async ({
  page,
}) => {
  const { best, other } = await offers(page);
  const estimate = page.getByTestId('cart-estimate');
  const bahtIn = (text: string | null) => /฿[\d,]+\.\d\d/.exec(text ?? '')?.[0] ?? '';
  await openWithCart(page, '/cart');
  await expect(estimate).toHaveAttribute('data-status', 'ready');
  const withBest = bahtIn(await estimate.textContent());

  await page.getByRole('button', { name: /^ชำระเงิน \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(couponRow(page)).toContainText(best.name);
  await expect(page.getByTestId('amount-to-pay')).toContainText(withBest);
  await choose(page, other);
  await expect(page.getByTestId('coupon-discount')).toContainText(formatBaht(-other.discount));
  const withOther = bahtIn(await page.getByTestId('amount-to-pay').textContent());
  expect(withOther).not.toBe(withBest);

  // Back to the cart: the estimate is priced again with the coupon chosen, never the best one's figure.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(estimate).not.toContainText(withBest);
  await expect(estimate).toHaveAttribute('data-status', 'ready');
  await expect(estimate).toContainText(withOther);
  // And after a reload of the cart (the choice is kept for the checkout).
  await page.reload();
  await expect(estimate).toHaveAttribute('data-status', 'ready');
  await expect(estimate).toContainText(withOther);
});
