import { expect, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { orderStatusLabel, paymentNotMade, thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import { openNewOrderQr, openQrPage, placeOrder, setPaymentStatus } from './qr-orders.ts';
import { resetBeforeEach } from './reset.ts';

/** The QR page and its status polling, the success and pay-later pages, against the real server. */

resetBeforeEach();

test('the QR page shows a real QR and the amount; paid reaches the success page within one poll', async ({
  page,
  request,
}) => {
  const { order, qr } = await openNewOrderQr(page, request);
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('qr-amount')).toHaveText(formatBaht(order.total_amount));
  await expect(page.getByText(thCheckout.qr.payeeName)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(thCheckout.qr.timeLeft);
  await expect(page.getByText(thCheckout.qr.steps[0] as string)).toBeVisible();
  await expect(page.getByTestId('qr-order-no')).toContainText(order.order_no);
  // Saving: this Chromium has no share sheet for files, so the QR is shown large with the hint.
  await page.getByRole('button', { name: thCheckout.qr.saveQr }).click();
  await expect(page.getByText(thCheckout.qr.longPressHint)).toBeVisible();
  await expect(page.getByTestId('qr-large')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.getByRole('button', { name: th.common.close }).click();
  await expect(page.getByText(thCheckout.qr.longPressHint)).toBeHidden();

  expect((await setPaymentStatus(request, order.payment_id, 2)).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`), { timeout: 12_000 });
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toBeVisible();
  await expect(page.getByTestId('paid-order-no')).toHaveText(`${thAccount.orders.orderNo} ${order.order_no}`);
  await expect(page.getByRole('link', { name: thCheckout.payment.viewOrder })).toHaveAttribute(
    'href',
    `/ordershistory/${order.order_id}`,
  );
  await page.getByRole('link', { name: th.common.backHome }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('back from the bank app, the QR page looks at the payment at once', async ({ page, request }) => {
  // The page shown again: paid shows in well under the 10 s poll.
  const polled = page.waitForRequest((r) => r.url().includes('/payments/check_status/'), { timeout: 15_000 });
  const { order } = await openNewOrderQr(page, request);
  await expect(page.getByRole('timer')).toBeVisible();
  // Just after a poll (the next is 10 s away), the customer pays in the bank app and comes back.
  await polled;
  expect((await setPaymentStatus(request, order.payment_id, 2)).ok()).toBe(true);
  const shown = Date.now();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`), { timeout: 5_000 });
  expect(Date.now() - shown).toBeLessThan(5_000);
});

test('paying again from the order page while the QR is fresh shows the same QR: the one the customer saved still pays the order', async ({
  page,
  request,
}) => {
  const { order } = await openNewOrderQr(page, request);
  await page.getByRole('button', { name: thCheckout.qr.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/ordershistory/${order.order_id}$`));
  await page.getByRole('button', { name: thAccount.orderDetail.pay }).click();
  // The same payment's QR page, counting down from the same deadline.
  await expect(page).toHaveURL(new RegExp(`/payment/${order.payment_id}/${order.order_id}/qrcode$`));
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeVisible();
  // The saved QR is paid: the order is paid and the page says so.
  expect((await setPaymentStatus(request, order.payment_id, 2)).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`), { timeout: 12_000 });
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toBeVisible();
});

test('the success page links to the paid order', async ({ page, request }) => {
  const order = await placeOrder(request);
  expect((await setPaymentStatus(request, order.payment_id, 2)).ok()).toBe(true);
  await page.goto(`/payment/${order.order_id}/successful`);
  await expect(page.getByTestId('paid-order-no')).toHaveText(`${thAccount.orders.orderNo} ${order.order_no}`);
  await page.getByRole('link', { name: thCheckout.payment.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/ordershistory/${order.order_id}$`));
  await expect(page.getByTestId('order-heading')).toContainText(order.order_no);
});

test("the success address of an unpaid order never says 'payment successful': it opens the order", async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  // Noted from the first paint on: the page's content never claims it, even for a moment (the
  // header's title is the route's name, spec section 2 "Headers").
  await page.addInitScript((successful: string) => {
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (main?.textContent?.includes(successful)) sessionStorage.setItem('claimedPaid', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, thCheckout.payment.successful);
  await page.goto(`/payment/${order.order_id}/successful`);
  await expect(page).toHaveURL(new RegExp(`/ordershistory/${order.order_id}$`));
  await expect(page.getByTestId('order-status')).toHaveText(orderStatusLabel(1));
  await expect(page.getByRole('button', { name: thAccount.orderDetail.pay })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('claimedPaid'))).toBeNull();
});

test('the success page that cannot load its order says so, and says paid once it loads', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  expect((await setPaymentStatus(request, order.payment_id, 2)).ok()).toBe(true);
  const orderDetail = `**/orders/detail?order_id=${order.order_id}*`;
  await page.route(orderDetail, (route) => route.abort('internetdisconnected'));
  await page.goto(`/payment/${order.order_id}/successful`);
  await expect(page.getByTestId('paid-order-load-failed')).toContainText(thCheckout.payment.checkFailed);
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toHaveCount(0);
  await page.unroute(orderDetail);
  await page.getByRole('button', { name: th.screenLoad.retry }).click();
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.payment.successful })).toBeVisible();
  await expect(page.getByTestId('paid-order-no')).toHaveText(`${thAccount.orders.orderNo} ${order.order_no}`);
});

test('the page hidden past the deadline shows the expiry at once; a new QR opens in its place', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  await page.clock.install();
  await openQrPage(page, order);
  await expect(page.getByRole('timer')).toContainText(thCheckout.qr.timeLeft);
  // 16 minutes pass while the page is hidden (no timer runs), then it is shown again.
  await page.clock.setSystemTime(Date.now() + 16 * 60_000);
  await request.post('/__dev/clock', { data: { offset_ms: 16 * 60_000 } });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('alert')).toContainText(thCheckout.qr.expired);
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeHidden();
  await expect(page.getByTestId('qr-order-no')).toContainText(order.order_no);
  await expect(page.getByTestId('qr-amount')).toHaveText(formatBaht(order.total_amount));
  // The page stays: no jump to the order list.
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.payment_id}/${order.order_id}/qrcode$`));
  await page.getByRole('button', { name: thCheckout.qr.newQr }).click();
  await expect(page).not.toHaveURL(new RegExp(`/payment/${order.payment_id}/`));
  await expect(page).toHaveURL(new RegExp(`/payment/\\d+/${order.order_id}/qrcode$`));
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(thCheckout.qr.timeLeft);
});

test('the expired QR page offers the order', async ({ page, request }) => {
  const order = await placeOrder(request);
  await page.clock.install();
  await openQrPage(page, order);
  await page.clock.fastForward(15 * 60_000 + 1000);
  await expect(page.getByRole('alert')).toContainText(thCheckout.qr.expired);
  await page.getByRole('button', { name: thCheckout.qr.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/ordershistory/${order.order_id}$`));
});

test('a failed payment is inquired once and leads to the order history, which says the payment was not made', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  let inquiries = 0;
  page.on('request', (r) => {
    if (r.url().includes('/payments/inquiry/')) inquiries += 1;
  });
  await openQrPage(page, order);
  expect((await setPaymentStatus(request, order.payment_id, 3)).ok()).toBe(true);
  await expect(page).toHaveURL(/\/ordershistory$/, { timeout: 12_000 });
  expect(inquiries).toBe(1);
  // Not a silent jump: the list says which order was not paid, and the order still offers its pay button.
  const notice = page.getByTestId('payment-not-made');
  await expect(notice).toHaveText(paymentNotMade(order.order_no));
  await expect(notice).toBeInViewport();
  // Paid meanwhile (another QR), the line goes once the list shows the order paid.
  const renewed = await request.post('/api/v1/ssc/payments', {
    headers: order.headers,
    data: { order_id: order.order_id },
  });
  expect(renewed.ok()).toBe(true);
  const { data } = await renewed.json();
  expect((await setPaymentStatus(request, data.payment_id, 2)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  expect(await notice.count()).toBe(0);
});

test('an order-detail failure on the QR page shows an error dialog; polling goes on', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  await request.post('/__dev/faults', { data: { path: '/api/v1/ssc/orders/detail', status: 500, times: 5 } });
  await openQrPage(page, order);
  await expect(page.getByText(thCheckout.qr.orderDetailFailed)).toBeVisible();
  await page.getByRole('button', { name: th.common.ok }).click();
  await expect(page.getByText(thCheckout.qr.orderDetailFailed)).toBeHidden();
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeVisible();
  expect((await setPaymentStatus(request, order.payment_id, 2)).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.order_id}/successful$`), { timeout: 12_000 });
});

test('the QR page opened without navigation state goes home', async ({ page, request }) => {
  const order = await placeOrder(request);
  await page.goto(`/payment/${order.payment_id}/${order.order_id}/qrcode`);
  await expect(page).toHaveURL(/\/home$/);
});

test('the pay-later page says payment is not possible now and links to the orders', async ({ page }) => {
  await page.goto('/ordershistory/paylater/1');
  await expect(page.getByRole('heading', { name: thCheckout.payment.payLaterTitle })).toBeVisible();
  await expect(page.getByText(thCheckout.payment.payLaterNote)).toBeVisible();
  await page.getByRole('link', { name: thCheckout.payment.backToOrders }).click();
  await expect(page).toHaveURL(/\/ordershistory$/);
});
