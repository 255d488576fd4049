import { expect, type Page, test } from '@playwright/test';
import { payWithCount, th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import { resetBeforeEach } from './reset.ts';
import { API, type ListedOrder, openWithCart, SUMMARY_LINES, shopOrders } from './shop-api.ts';
import { topmostTextAtCentre } from './tap-target.ts';

/**
 * /summary when the network lets the customer down (issue 20): offline it says so with a retry and
 * loads by itself once back online (item 4), and so does /payment/coupon, which loads a summary too; an order whose answer was lost is not placed twice
 * when the customer reloads and taps again (item 7).
 */

resetBeforeEach();

const orderButton = (page: Page) => page.getByRole('button', { name: thCheckout.summary.placeOrder });
const payButton = (page: Page) => page.getByRole('button', { name: payWithCount(SUMMARY_LINES.length) });

test('offline, /summary says it could not load with a retry, and loads by itself once back online', async ({
  page,
  context,
}) => {
  // The cart and the summary once online, so both screens' code is in the page.
  await openWithCart(page, '/cart');
  await payButton(page).click();
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
  await page.goBack();
  await expect(payButton(page)).toBeVisible();

  await context.setOffline(true);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/summary$/);
  const failed = page.getByTestId('summary-load-failed');
  await expect(failed).toContainText(thCheckout.summary.loadFailed);
  const retry = failed.getByRole('button', { name: thCheckout.summary.retry });
  await expect(retry).toBeVisible();
  // Nothing to order from: a skeleton where the products go, no total, the order button disabled.
  await expect(page.getByTestId('summary-skeleton')).toBeVisible();
  await expect(page.getByTestId('amount-to-pay')).toHaveText('-');
  await expect(orderButton(page)).toBeDisabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The line is on screen and its retry is what a tap at its centre reaches.
  expect(await topmostTextAtCentre(page, retry)).toBe(thCheckout.summary.retry);
  // A retry while still offline fails again and says so again.
  await retry.click();
  await expect(failed).toBeVisible();
  await expect(orderButton(page)).toBeDisabled();

  // Back online: no tap needed.
  await context.setOffline(false);
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('amount-to-pay')).not.toHaveText('-');
  await expect(orderButton(page)).toBeEnabled();
});

test('/payment/coupon that cannot load says so with a retry (no dialog), and loads by itself once back online', async ({
  page,
  context,
}) => {
  // The coupons' summary fails as it does with no connection; the page itself loads.
  const summaryCall = `**${API}/summary/saleitem**`;
  await page.route(summaryCall, (route) => route.abort('internetdisconnected'));
  await openWithCart(page, '/payment/coupon');
  const failed = page.getByTestId('coupons-load-failed');
  await expect(failed).toContainText(thCheckout.payment.couponsLoadFailed);
  await expect(page.getByTestId('coupons-skeleton')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const retry = failed.getByRole('button', { name: thCheckout.summary.retry });
  expect(await topmostTextAtCentre(page, retry)).toBe(thCheckout.summary.retry);
  // A retry that fails again says so again.
  await retry.click();
  await expect(failed).toBeVisible();

  // The connection drops and comes back: the list loads with no tap.
  await page.unroute(summaryCall);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('coupon-conditions').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('an order whose answer was lost: after a reload the order button brings back the FIRST order', async ({
  page,
  request,
}) => {
  const before = await shopOrders(request);
  await openWithCart(page, '/summary');
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
  await expect(orderButton(page)).toBeEnabled();
  // The first order uses a coupon, which the order then holds.
  await expect(page.getByTestId('coupon-discount')).not.toContainText(formatBaht(-0));

  // The server commits the order, and its answer is lost (replaced by a 500).
  await request.post('/__dev/faults', {
    data: { path: `${API}/orders`, method: 'POST', status: 500, after: true },
  });
  await orderButton(page).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: th.common.ok }).click();
  const afterLost = await shopOrders(request);
  expect(afterLost).toHaveLength(before.length + 1);
  const first = afterLost.find((o) => !before.some((b) => b.order_id === o.order_id)) as ListedOrder;
  expect(first).toBeDefined();

  // The customer reloads /summary (the lines are still in the cart) and taps order again.
  await page.reload();
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
  await expect(orderButton(page)).toBeEnabled();
  await orderButton(page).click();
  await page.waitForURL(new RegExp(`/payment/\\d+/${first.order_id}/qrcode$`));
  await expect(page.getByText(formatBaht(first.total_amount)).first()).toBeVisible();
  expect(await shopOrders(request)).toHaveLength(before.length + 1);
  // Ordered: the lines left the cart, and nothing is kept for a retry.
  const kept = await page.evaluate(() => localStorage.getItem('order_attempts'));
  expect(kept).toBeNull();
});
