import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { orderStatusLabel, thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import { bankRow, openNewOrderQr, type PlacedOrder, paymentStatus, setPaymentStatus } from './qr-orders.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 20 item 6: an old QR paid after a newer one replaced it, or after its order was cancelled,
 * did not pay for the order. The QR page says so (the money comes back in 7-10 working days, the
 * customer-service contacts) and leads to the order; it never shows 'ชำระเงินสำเร็จ'.
 */

resetBeforeEach();

/** Notes, from the first paint on, whether 'payment successful' ever shows on the page. */
async function watchForSuccess(page: Page) {
  await page.addInitScript((successful: string) => {
    const w = window as unknown as { sawSuccess?: boolean };
    w.sawSuccess = false;
    const look = () => {
      if (document.body?.textContent?.includes(successful) || location.pathname.endsWith('/successful'))
        w.sawSuccess = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, thCheckout.payment.successful);
  return () => page.evaluate(() => (window as unknown as { sawSuccess?: boolean }).sawSuccess);
}

/** A new order's QR page on an installed clock, watched for 'payment successful' from the start. */
async function openWatchedQr(page: Page, request: APIRequestContext) {
  const sawSuccess = await watchForSuccess(page);
  const { order } = await openNewOrderQr(page, request, { installClock: true });
  return { order, sawSuccess };
}

async function expectRefundNotice(page: Page, order: PlacedOrder) {
  // The next poll (every 10 s, on the page's installed clock).
  await page.clock.runFor(10_000);
  const notice = page.getByTestId('qr-paid-to-refund');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: thCheckout.qr.notCountedTitle })).toBeVisible();
  await expect(notice).toContainText(thCheckout.qr.notCountedRefund);
  await expect(notice).toContainText(thAccount.orderDetail.contactNote);
  await expect(notice).toContainText(`${thCheckout.qr.refundAmount} ${formatBaht(order.total_amount)}`);
  await expect(notice).toContainText(order.order_no);
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/payment/${order.payment_id}/${order.order_id}/qrcode$`));
  // The notice stays: no later poll turns it into success or order history.
  await page.clock.runFor(30_000);
  await expect(notice).toBeVisible();
  await expect(page.getByText(thCheckout.payment.successful)).toHaveCount(0);
}

/** A call the customer makes on the order (its bearer, its id in the body), which must succeed. */
async function callOnOrder(
  request: APIRequestContext,
  order: PlacedOrder,
  method: 'post' | 'put',
  url: string,
) {
  const response = await request[method](url, { headers: order.headers, data: { order_id: order.order_id } });
  expect(response.ok()).toBe(true);
}

async function openOrderFromNotice(page: Page, order: PlacedOrder, statusId: number) {
  await page.getByRole('button', { name: thCheckout.qr.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/ordershistory/${order.order_id}$`));
  await expect(page.getByTestId('order-heading')).toContainText(order.order_no);
  await expect(page.getByTestId('order-status')).toHaveText(orderStatusLabel(statusId));
}

test('an old QR paid after a new one replaced it: the refund notice, never success; the order link works', async ({
  page,
  request,
}) => {
  const { order, sawSuccess } = await openWatchedQr(page, request);
  // A second payment for the same order (another device, the order's pay button) replaces this QR
  // once it has under two minutes left (sooner the same QR is answered): the server's clock a
  // minute before its deadline, then back.
  const shift = (offset_ms: number) => request.post('/__dev/clock', { data: { offset_ms } });
  expect((await shift((order.qr_timeout - 1) * 60_000)).ok()).toBe(true);
  await callOnOrder(request, order, 'post', '/api/v1/ssc/payments');
  expect((await shift(0)).ok()).toBe(true);
  // The customer's bank still pays the old QR.
  const paid = await setPaymentStatus(request, order.payment_id, 2);
  expect((await paid.json()).data.payment_status).toBe(6);
  await expectRefundNotice(page, order);
  expect(await paymentStatus(request, order, order.payment_id)).toBe(6);
  expect(await sawSuccess()).toBe(false);
  // The order still awaits payment.
  await openOrderFromNotice(page, order, 1);
  expect(await sawSuccess()).toBe(false);
});

test('a QR paid after its order was cancelled: the refund notice, never success; the order link works', async ({
  page,
  request,
}) => {
  const { order, sawSuccess } = await openWatchedQr(page, request);
  await callOnOrder(request, order, 'put', '/api/v1/ssc/orders/cancel');
  // Paid through the demo bank's own page: its 'pay late' button on the closed QR.
  const bank = await page.context().newPage();
  await bank.goto('/__dev/bank');
  await bankRow(bank, order.payment_id).getByRole('button', { name: 'pay late' }).click();
  await expect(bank.getByText('order_not_awaiting_payment')).toBeVisible();
  await bank.close();
  await expectRefundNotice(page, order);
  expect(await sawSuccess()).toBe(false);
  await openOrderFromNotice(page, order, 6);
  await expect(page.getByTestId('cancelled-banner')).toBeVisible();
});
