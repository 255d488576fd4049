import { expect, type Page, test } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { onEachPhone } from './phones.ts';
import { resetBeforeEach } from './reset.ts';
import { cartLine, storeCart } from './stored-cart.ts';

/**
 * Issue 20 item 5: every page that is not a kept list opens at the top (src/app/scroll-on-navigation.ts).
 * The QR page, reached from a summary scrolled down to its order button, shows the order number,
 * the amount, the QR and the countdown on the first screen, as its own text asks for a screenshot.
 * (Going back to a list restores its place: tests/e2e/scroll-restore.spec.ts, which also checks
 * that a product opened from a scrolled list opens at the top.)
 */

resetBeforeEach();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Seeds a cart of several ticked lines (a long summary) and opens /summary. */
async function openLongSummary(page: Page) {
  await page.goto('/home');
  await storeCart(
    page,
    [SKU_ID_WITH_DISCOUNT, SKU_ID_PLAIN, 3, 4, 5].map((id) => cartLine(id, { qty: 20 })),
  );
  await page.goto('/summary');
  await expect(page.getByTestId('summary-item')).toHaveCount(5);
}

/** The element's box lies entirely inside the viewport. */
async function expectWhollyOnScreen(page: Page, testIdOrRole: ReturnType<Page['getByTestId']>, what: string) {
  const box = await testIdOrRole.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${what}: no box`);
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
}

onEachPhone(() => {
  test('the QR page placed from a scrolled-down summary opens at the top with order number, amount, QR and countdown on screen', async ({
    page,
  }) => {
    await openLongSummary(page);
    const order = page.getByRole('button', { name: thCheckout.summary.placeOrder });
    await expect(order).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(100);

    await order.click();
    await page.waitForURL(/\/payment\/\d+\/\d+\/qrcode$/);
    const qr = page.getByTestId('qr-image');
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('qr-amount')).not.toHaveText('-');
    expect(await scrollY(page)).toBe(0);
    // The image has loaded: its box is its final size.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectWhollyOnScreen(page, page.getByTestId('qr-order-no'), 'order number');
    await expectWhollyOnScreen(page, page.getByTestId('qr-amount'), 'amount');
    await expectWhollyOnScreen(page, qr, 'QR');
    await expectWhollyOnScreen(page, page.getByRole('timer'), 'countdown');
    // Nothing covers them: what is on top at the QR's centre is the QR.
    expect(
      await qr.evaluate((img) => {
        const box = img.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === img;
      }),
    ).toBe(true);
  });
});

test('the cart opened from a scrolled product page opens at the top, and back the product page does too', async ({
  page,
}) => {
  await page.goto('/home');
  // A cart long enough to keep a scrolled position if nothing reset it.
  await storeCart(
    page,
    Array.from({ length: 14 }, (_, i) => cartLine(i + 1, { select: false })),
  );
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await expect(page.getByRole('button', { name: th.product.add })).toBeVisible();
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);

  await page.getByRole('link', { name: th.shell.cartWithItems }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-row')).toHaveCount(14);
  expect(await scrollY(page)).toBe(0);

  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await page.goBack();
  await expect(page.getByRole('button', { name: th.product.add })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
