import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { COUPON_CODES, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thDetail } from '../../src/i18n/th-detail.ts';
import { resetBeforeEach } from './reset.ts';
import { API } from './shop-api.ts';
import { topmostTextAtCentre } from './tap-target.ts';

/**
 * The three detail pages when their item does not come for want of a connection (issue 20): a
 * product, an order and a coupon page say in one line that it could not be loaded, with
 * 'ลองอีกครั้ง' (no dialog, not "not found"), and load by themselves once the browser is back
 * online; an unknown product still says it was not found.
 */

resetBeforeEach();

/**
 * With `call` failing as with no connection, `path` shows the line `text` (test id `testId`) with a
 * retry a tap reaches, no dialog and not `notFound`; a retry still offline says so again, and one
 * whose answer is slow shows the page's skeleton (test id `skeleton`) in the page until it comes,
 * never a blank page. Then the connection drops and comes back: `loaded` shows with no tap and the
 * line is gone.
 */
async function recovers(
  { page, context }: { page: Page; context: BrowserContext },
  {
    call,
    path,
    testId,
    text,
    notFound,
    skeleton,
    loaded,
  }: {
    call: string;
    path: string;
    testId: string;
    text: string;
    notFound: string;
    skeleton: string;
    loaded: (page: Page) => Locator;
  },
) {
  let calls = 0;
  /** While set, the answer waits for it (a slow network). */
  let held: Promise<void> | null = null;
  await page.route(call, async (route) => {
    calls += 1;
    if (held) await held;
    return route.abort('internetdisconnected');
  });
  await page.goto(path);
  const failed = page.getByTestId(testId);
  await expect(failed).toContainText(text);
  await expect(page.getByText(notFound)).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const retry = failed.getByRole('button', { name: th.screenLoad.retry });
  await expect(retry).toBeInViewport();
  expect(await topmostTextAtCentre(page, retry)).toBe(th.screenLoad.retry);
  // A retry that fails again (a second call) says so again.
  const before = calls;
  await retry.click();
  await expect.poll(() => calls).toBe(before + 1);
  await expect(failed).toBeVisible();
  await expect(page.getByText(notFound)).toHaveCount(0);

  // A retry whose answer is slow: the line goes and the page's skeleton stands in the page, under
  // the header (nothing covers it), until the answer comes.
  let release = () => {};
  held = new Promise((resolve) => {
    release = resolve;
  });
  await retry.click();
  await expect.poll(() => calls).toBe(before + 2);
  await expect(failed).toHaveCount(0);
  const placeholder = page.getByRole('main').getByTestId(skeleton);
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toBeInViewport();
  const firstBox = await placeholder.locator('.sf-grey').first().boundingBox();
  expect(firstBox).not.toBeNull();
  const reached = await page.evaluate(
    ({ x, y, id }) => document.elementFromPoint(x, y)?.closest(`[data-testid="${id}"]`) !== null,
    { x: (firstBox?.x ?? 0) + (firstBox?.width ?? 0) / 2, y: (firstBox?.y ?? 0) + 4, id: skeleton },
  );
  expect(reached).toBe(true);
  held = null;
  release();
  await expect(failed).toBeVisible();
  await expect(placeholder).toHaveCount(0);

  // The connection drops and comes back: the page loads with no tap.
  await page.unroute(call);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(loaded(page)).toBeVisible();
  await expect(failed).toHaveCount(0);
}

test('offline, a product page says it could not load (header kept, no add bar), and loads by itself once back online', async ({
  page,
  context,
}) => {
  const addButton = page.getByRole('button', { name: th.product.add });
  await recovers(
    { page, context },
    {
      call: `**${API}/skus/detail**`,
      path: `/products/${SKU_ID_WITH_DISCOUNT}`,
      testId: 'product-load-failed',
      text: thDetail.loadFailed.product,
      notFound: thDetail.notFound.product,
      skeleton: 'product-skeleton',
      loaded: () => page.getByTestId('net-price'),
    },
  );
  await expect(addButton).toBeEnabled();
});

test('while a product page cannot load, its header (back, bag) stays and no add-to-cart bar shows', async ({
  page,
}) => {
  await page.route(`**${API}/skus/detail**`, (route) => route.abort('internetdisconnected'));
  await page.goto(`/products/${SKU_ID_WITH_DISCOUNT}`);
  await expect(page.getByTestId('product-load-failed')).toBeVisible();
  await expect(page.getByRole('button', { name: th.shell.back })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(th.shell.cart) })).toBeVisible();
  await expect(page.getByRole('button', { name: th.product.add })).toHaveCount(0);
});

test('an unknown product (/products/999999) still says it was not found, with no retry line', async ({
  page,
}) => {
  await page.goto('/products/999999');
  await expect(page.getByText(thDetail.notFound.product)).toBeVisible();
  await expect(page.getByTestId('product-load-failed')).toHaveCount(0);
});

test('offline, an order page says it could not load (no dialog), and loads by itself once back online', async ({
  page,
  context,
}) => {
  await recovers(
    { page, context },
    {
      call: `**${API}/orders/detail**`,
      path: '/ordershistory/1013',
      testId: 'order-load-failed',
      text: thDetail.loadFailed.order,
      notFound: thDetail.notFound.order,
      skeleton: 'order-skeleton',
      loaded: () => page.getByTestId('order-heading'),
    },
  );
});

test('offline, a coupon page says it could not load (no dialog), and loads by itself once back online', async ({
  page,
  context,
}) => {
  await recovers(
    { page, context },
    {
      call: `**${API}/coupons/detail/**`,
      path: `/mycoupon/${COUPON_CODES.usable[0]}`,
      testId: 'coupon-load-failed',
      text: thDetail.loadFailed.coupon,
      notFound: thAccount.coupons.notFound,
      skeleton: 'coupon-skeleton',
      loaded: () => page.getByTestId('coupon-detail'),
    },
  );
});
