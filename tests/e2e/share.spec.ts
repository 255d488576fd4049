import { expect, type Page, test } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thShare } from '../../src/i18n/th-share.ts';
import { resetBeforeEach } from './reset.ts';
import { fingerHeight } from './tap-target.ts';

/**
 * Sharing a product from its page to LINE friends (issue 6 item 6), under the LIFF mock: the mock
 * says the share target picker is available and answers success, or nothing (the customer closed
 * the picker) with ?mock_share=cancel.
 */

resetBeforeEach();

const shareButton = (page: Page) => page.getByRole('main').getByRole('button', { name: thShare.share });
const shareStatus = (page: Page) => page.getByTestId('share-status');

test('a product page has a share button; pressing it shares the product: แชร์แล้ว', async ({ page }) => {
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  const button = shareButton(page);
  await expect(button).toBeVisible();
  // Under the price, above the description.
  const priceBox = await page.getByTestId('net-price').boundingBox();
  const buttonBox = await button.boundingBox();
  const descriptionBox = await page.getByTestId('product-description').boundingBox();
  expect(buttonBox && priceBox && buttonBox.y > priceBox.y).toBe(true);
  expect(buttonBox && descriptionBox && buttonBox.y < descriptionBox.y).toBe(true);
  await expect(shareStatus(page)).toHaveText('');

  await button.click();
  await expect(shareStatus(page)).toHaveText(thShare.shared);
  await expect(button).toBeEnabled();
  // The page itself is untouched: still the product, the add button still there.
  await expect(page).toHaveURL(new RegExp(`/products/${SKU_ID_WITH_DISCOUNT}$`));
  await expect(page.getByRole('button', { name: th.product.add })).toBeEnabled();
});

test("on a 360 px phone 'แชร์' is 48 px tall to a finger, its 32 px pill unchanged; a tap at its edge shares", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  const button = shareButton(page);
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.height).toBe(32);
  expect(await fingerHeight(button)).toBeGreaterThanOrEqual(46);
  const box = await button.boundingBox();
  if (!box) throw new Error('no button');
  await page.mouse.click(box.x + box.width / 2, box.y - 5); // 5 px above the pill
  await expect(shareStatus(page)).toHaveText(thShare.shared);
});

test('the picker closed without sharing: ยกเลิกการแชร์; the button can be pressed again', async ({ page }) => {
  await page.goto(`/products/${SKU_ID_PLAIN}?mock_share=cancel`);
  const button = shareButton(page);
  await button.click();
  await expect(shareStatus(page)).toHaveText(thShare.cancelled);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(shareStatus(page)).toHaveText(thShare.cancelled);
});

test('each product page starts without a share status', async ({ page }) => {
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await shareButton(page).click();
  await expect(shareStatus(page)).toHaveText(thShare.shared);
  await page.goto(`/products/${SKU_ID_PLAIN}`);
  await expect(shareButton(page)).toBeVisible();
  await expect(shareStatus(page)).toHaveText('');
});
