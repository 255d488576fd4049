import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import { resetBeforeEach } from './reset.ts';
import { API, openWithCart, SUMMARY_LINES, shopHeaders, shopOrders } from './shop-api.ts';

/** /summary through the real UI: server figures, coupon choice, placing an order once, failure. */

resetBeforeEach();

async function serverSummary(request: APIRequestContext, query = '') {
  const answer = await request.post(`${API}/summary/saleitem${query}`, {
    headers: await shopHeaders(request),
    data: SUMMARY_LINES,
  });
  return (await answer.json()).data.cart[0] as {
    total_sale: number;
    total_net_price: number;
    coupon_discount: number;
    promotion_discounts: number;
    total_shipping: number;
    coupons: { code: string; discount: number; selected: boolean }[];
  };
}

const orderCount = async (request: APIRequestContext) => (await shopOrders(request)).length;

/** Seeds the selected lines (and one unselected line that must stay) and opens /summary. */
async function openSummary(page: Page) {
  await openWithCart(page, '/summary', SUMMARY_LINES, [2]);
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
}

const orderButton = (page: Page) => page.getByRole('button', { name: thCheckout.summary.placeOrder });
const storedIds = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '{"products":[]}').products as { id: number }[]).map(
      (p) => p.id,
    ),
  );

test('the breakdown shows the server figures; a coupon changes the coupon discount', async ({
  page,
  request,
}) => {
  const server = await serverSummary(request);
  await openSummary(page);
  await expect(page.getByTestId('total-sale')).toContainText(formatBaht(server.total_sale));
  await expect(page.getByTestId('net-price')).toContainText(formatBaht(server.total_net_price));
  await expect(page.getByTestId('coupon-discount')).toContainText(formatBaht(-server.coupon_discount));

  // Choose a coupon other than the applied one (or none when it is the only one with a discount).
  const other = server.coupons.find(
    (c) => !c.selected && c.discount > 0 && c.discount !== server.coupon_discount,
  );
  await page.getByTestId('open-coupon-picker').click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  if (other) {
    await panel.getByRole('checkbox').nth(server.coupons.indexOf(other)).check();
  } else {
    const ticked = panel.getByRole('checkbox', { checked: true });
    if ((await ticked.count()) > 0) await ticked.first().uncheck();
  }
  await expect(panel.getByRole('checkbox', { checked: true })).toHaveCount(other ? 1 : 0);
  await panel.getByRole('button', { name: th.common.confirm }).click();
  await expect(panel).toBeHidden();
  const expected = other ? other.discount : 0;
  expect(expected).not.toBe(server.coupon_discount);
  await expect(page.getByTestId('coupon-discount')).toContainText(formatBaht(-expected));
});

test('placing the order: a double tap makes ONE order, lines leave the cart, QR page', async ({
  page,
  request,
}) => {
  const before = await orderCount(request);
  await openSummary(page);
  await expect(orderButton(page)).toBeEnabled();
  await orderButton(page).dblclick();
  await page.waitForURL(/\/payment\/\d+\/\d+\/qrcode$/);
  expect(await storedIds(page)).toEqual([2]);
  expect(await orderCount(request)).toBe(before + 1);
});

test('on a slow network the order button, while the order is placed, shows a turning ring beside its label', async ({
  page,
}) => {
  await openSummary(page);
  const button = orderButton(page);
  const ring = () =>
    button.evaluate((el) => {
      const after = getComputedStyle(el, '::after');
      return { content: after.content, animation: after.animationName, width: after.width };
    });
  expect((await ring()).content).toBe('none');
  // The order's answer is held until the ring has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${API}/orders`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveText(thCheckout.summary.placeOrder);
  expect(await ring()).toEqual({
    content: '""',
    animation: 'sf-busy-turn',
    width: expect.stringMatching(/px$/),
  });
  release();
  await page.waitForURL(/\/payment\/\d+\/\d+\/qrcode$/);
});

test('a failing order shows the error dialog and re-enables the button', async ({ page, request }) => {
  await openSummary(page);
  await request.post('/__dev/faults', { data: { path: `${API}/orders`, method: 'POST', status: 500 } });
  await orderButton(page).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('error-icon')).toBeVisible();
  await expect(dialog.getByRole('paragraph')).not.toBeEmpty();
  await dialog.getByRole('button', { name: th.common.ok }).click();
  await expect(dialog).toBeHidden();
  await expect(orderButton(page)).toBeEnabled();
  expect(await storedIds(page)).toContain(SKU_ID_PLAIN);
});

test('/summary and /payment/coupon opened by their address with no order to show go back to /cart (ADR 0009 point 6)', async ({
  page,
}) => {
  await page.goto('/home');
  // One ticked line of 39.95 (under the 500-baht minimum) and nothing else ticked.
  await page.evaluate((id) => {
    const line = { id, name: `SKU ${id}`, price: 47, qty: 1, discount: 15, imageUrl: null, select: true };
    localStorage.setItem('cart', JSON.stringify({ id: 1, products: [line], total: 39.95 }));
  }, SKU_ID_WITH_DISCOUNT);
  const summaryCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`${API}/summary/saleitem`)) summaryCalls.push(r.url());
  });
  for (const path of ['/summary', '/payment/coupon']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: thCheckout.summary.placeOrder })).toHaveCount(0);
  }
  expect(summaryCalls).toEqual([]);
});
