import { expect, test } from '@playwright/test';
import { paths, payOrderPath } from '../../contract/app-paths.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * The 'ชำระเงิน' button of LINE's order-placed message (server/line/messages.ts payLink) opens the
 * app cold at `payOrderPath`: the order's page goes on at once to a fresh QR, so one tap in the
 * chat shows the QR. Seeded orders of SHOP001 (server/seed/fixtures.ts): 1013 awaits payment,
 * 1007 is paid.
 */

resetBeforeEach();

test('opened cold from the chat, an order awaiting payment shows a fresh QR in one step', async ({
  page,
}) => {
  await page.goto(payOrderPath(1013));
  await expect(page).toHaveURL(/\/payment\/\d+\/1013\/qrcode$/);
  const qr = page.getByRole('img', { name: thCheckout.qr.imageAlt });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('timer')).toContainText(thCheckout.qr.timeLeft);
  // 'Go to the order' opens the plain order page, which stays (no second payment).
  await page.getByRole('button', { name: thCheckout.qr.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.orderDetail(1013)}$`));
  await expect(page.getByRole('button', { name: thAccount.orderDetail.pay })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`${paths.orderDetail(1013)}$`));
  // The QR page replaced the ?pay=1 page in the history: going back never starts the flow again.
  await page.goBack();
  await expect(page).toHaveURL(/\/qrcode$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/pay=1/);
});

test('an order no longer awaiting payment just shows', async ({ page }) => {
  await page.goto(payOrderPath(1007));
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByRole('button', { name: thAccount.orderDetail.pay })).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/ordershistory\/1007\?pay=1$/);
});
