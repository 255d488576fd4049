import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Account, order history and order detail as a signed-in shop (SHOP001, the LIFF mock's user)
 * meets them with the seeded data (server/seed/fixtures.ts SHOP001_ORDER_IDS_BY_STATUS):
 * 1: 1013, 1014; 2: 1007, 1011; 3: 1006, 1012; 4: 1005, 1009; 5: 1001, 1002, 1010; 6: 1004; 7: 1008; 12: 1003.
 */

const API = '/api/v1/ssc';
/** A LINE user bound to SHOP003, which has no orders. */
const SHOP003_USER = 'U0000000000000000000000000000a003';

resetBeforeEach();

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const card = (page: Page, orderId: number) =>
  page.getByTestId('order-card').filter({ has: page.locator(`a[href="/ordershistory/${orderId}"]`) });
const shownOrderIds = (page: Page) =>
  page
    .getByTestId('order-card')
    .evaluateAll((cards) =>
      cards.map((c) => Number(c.querySelector('a')?.getAttribute('href')?.split('/').at(-1))),
    );

test('account home shows the customer name and both address blocks from the API', async ({ page }) => {
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { level: 1, name: th.titles.account })).toBeVisible();
  await expect(page.getByTestId('customer-name')).toHaveText('สมชาย ใจดี');
  const shipping = page.getByTestId('shipping-address-block');
  await expect(shipping).toContainText('0812345678');
  await expect(shipping).toContainText('021234567');
  await expect(shipping).toContainText('99/12 ถ.พหลโยธิน สามเสนใน พญาไท กรุงเทพมหานคร 10400');
  const tax = page.getByTestId('tax-address-block');
  await expect(tax.getByTestId('company-name')).toHaveText('บริษัท สมชายการค้า จำกัด');
  await expect(tax).toContainText('99/12 ถ.พหลโยธิน สามเสนใน พญาไท กรุงเทพมหานคร 10400');
  // No back arrow on the account home; the profiles tab is highlighted.
  await expect(page.getByRole('button', { name: th.shell.back })).toHaveCount(0);
  await expect(page.getByRole('link', { name: th.tabs.profiles, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('account information shows the shop profile stored at sign-in', async ({ page }) => {
  await page.goto('/profiles');
  await page.getByRole('link', { name: thAccount.account.menuInformation }).click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByRole('heading', { level: 1, name: th.titles.accountInformation })).toBeVisible();
  const profile = page.getByTestId('shop-profile');
  await expect(profile.getByTestId('shop-name-field')).toContainText('ร้านสมชายการค้า');
  await expect(profile.getByTestId('shop-phone')).toContainText('0812345678');
  await expect(profile.getByTestId('shop-category')).toHaveText(/หมวดร้านค้า\s*ร้านโชห่วย/);
  await expect(profile.getByTestId('shop-code')).toHaveText(/รหัสร้านค้า\s*SHOP001/);
  await expect(page.getByRole('img', { name: thAccount.account.profilePictureAlt })).toBeVisible();
  await expect(page.getByRole('button', { name: th.shell.back })).toBeVisible();
});

test('the orders menu row opens the awaiting-payment tab; a chosen tab survives a reload', async ({
  page,
}) => {
  await page.goto('/profiles');
  await page.evaluate(() => localStorage.setItem('order_history_active', '4'));
  await page.getByRole('link', { name: thAccount.account.menuOrders }).click();
  await expect(page).toHaveURL(/\/ordershistory$/);
  await expect(page.getByRole('heading', { level: 1, name: th.titles.orders })).toBeVisible();
  await expect(tab(page, thAccount.orders.tabs.awaitingPayment)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  expect((await shownOrderIds(page)).sort()).toEqual([1013, 1014]);
  await expect(card(page, 1013).getByRole('button', { name: thAccount.orderDetail.pay })).toBeVisible();

  await tab(page, thAccount.orders.tabs.inTransit).click();
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  expect((await shownOrderIds(page)).sort()).toEqual([1005, 1009]);
  expect(await page.evaluate(() => localStorage.getItem('order_history_active'))).toBe('3');

  await page.reload();
  await expect(tab(page, thAccount.orders.tabs.inTransit)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  expect((await shownOrderIds(page)).sort()).toEqual([1005, 1009]);

  await tab(page, thAccount.orders.tabs.preparing).click();
  expect((await shownOrderIds(page)).sort()).toEqual([1006, 1007, 1011, 1012]);
  await tab(page, thAccount.orders.tabs.all).click();
  await expect(page.getByTestId('order-card')).toHaveCount(14);
  for (const id of [1003, 1004, 1008]) await expect(card(page, id)).toHaveAttribute('data-greyed', 'true');
  await expect(card(page, 1001)).not.toHaveAttribute('data-greyed', 'true');
  await expect(card(page, 1001).getByRole('link', { name: thAccount.orders.details })).toBeVisible();
});

test('on a 360 px phone a tab off screen is hinted at: the edge that hides it fades, and the fade follows the scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/ordershistory'); // the first tab is active (order_history_active unset)
  const strip = page.getByRole('tablist', { name: thAccount.orders.tabsLabel });
  const all = tab(page, thAccount.orders.tabs.all);
  await expect(all).toBeAttached();
  // The five tabs do not fit 360 px: the strip says so with a faded right edge (a mask), and only that.
  expect(await all.evaluate((el) => el.getBoundingClientRect().right > innerWidth)).toBe(true);
  await expect(strip).toHaveAttribute('data-more-after', 'true');
  await expect(strip).not.toHaveAttribute('data-more-before', 'true');
  expect(await strip.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(strip).toHaveAttribute('data-more-before', 'true');
  await expect(strip).not.toHaveAttribute('data-more-after', 'true');
  // On a wider screen where every tab fits, no edge fades.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(strip).not.toHaveAttribute('data-more-before', 'true');
  await expect(strip).not.toHaveAttribute('data-more-after', 'true');
  expect(await strip.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
  await page.setViewportSize({ width: 360, height: 640 });
  await all.click();
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(all).toBeInViewport({ ratio: 1 });
});

test('a card shows number, status, Thai date, item count and total, and opens the order', async ({
  page,
  request,
}) => {
  await page.goto('/ordershistory');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const answer = await request.get(`${API}/orders/paged?limit=100&page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const orders = (await answer.json()).data as {
    order_id: number;
    order_no: string;
    total_sku: number;
    total_amount: number;
  }[];
  const order = orders.find((o) => o.order_id === 1013)!;
  const first = card(page, 1013);
  await expect(first).toContainText(order.order_no);
  await expect(first).toContainText(thAccount.orders.status.awaitingPayment);
  await expect(first).toContainText(/\d{1,2} [ก-๙.]+ 25\d\d/);
  await expect(first).toContainText(`${order.total_sku} รายการ`);
  const total = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    order.total_amount,
  );
  await expect(first.getByTestId('order-total')).toHaveText(`฿${total}`);
  await first.getByText(order.order_no).click();
  await expect(page).toHaveURL(/\/ordershistory\/1013$/);
  await expect(page.getByRole('heading', { level: 1, name: th.titles.orderDetails })).toBeVisible();
  await expect(page.getByTestId('order-heading')).toContainText(order.order_no);
});

test('an empty tab offers to shop, back to home', async ({ page }) => {
  await page.goto(`/home?mock_line_user=${SHOP003_USER}`);
  await expect(page.getByPlaceholder('ค้นหาสินค้า')).toBeVisible();
  await page.getByRole('link', { name: th.tabs.profiles }).click();
  await page.getByRole('link', { name: thAccount.account.menuOrders }).click();
  await expect(page.getByText(thAccount.orders.empty)).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  await page.getByRole('link', { name: thAccount.orders.shopNow }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a failed orders-list load shows an error line with retry, not the empty state', async ({
  page,
  request,
}) => {
  await request.post('/__dev/faults', { data: { path: `${API}/orders/paged`, method: 'GET', status: 500 } });
  await page.goto('/ordershistory');
  await expect(page.getByRole('alert')).toContainText(thAccount.orders.loadFailed);
  await expect(page.getByText(thAccount.orders.empty)).toBeHidden();
  await page.getByRole('button', { name: thAccount.orders.retry }).click();
  await expect(card(page, 1013)).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a cancelled order shows the red banner with the refund note and contacts', async ({ page }) => {
  await page.goto('/ordershistory/1004');
  const banner = page.getByTestId('cancelled-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(thAccount.orderDetail.refundNote);
  await expect(banner).toContainText(thCheckout.contact.customerServicePhone);
  await expect(banner).toContainText(thCheckout.contact.chatAccount);
  await expect(page.getByTestId('order-status')).toHaveText(thAccount.orders.status.cancelled);
  await expect(page.getByRole('button', { name: thAccount.orderDetail.pay })).toHaveCount(0);
  await expect(page.getByRole('button', { name: thAccount.orderDetail.cancelOrder })).toHaveCount(0);
  // Status 7 (unpaid for 24 hours): the payment summary is greyed too.
  await page.goto('/ordershistory/1008');
  await expect(page.getByTestId('cancelled-banner')).toBeVisible();
  await expect(page.locator('[data-greyed="true"]').getByTestId('order-payment-summary')).toBeVisible();
});

test('cancelling with confirmation moves the order to the all tab, greyed', async ({ page }) => {
  await page.goto('/ordershistory/1013');
  await expect(page.getByTestId('order-status')).toHaveText(thAccount.orders.status.awaitingPayment);
  // Declining keeps the order as it is.
  await page.getByRole('button', { name: thAccount.orderDetail.cancelOrder }).click();
  await page.getByRole('button', { name: 'ไม่ต้องการ' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/ordershistory\/1013$/);

  await page.getByRole('button', { name: thAccount.orderDetail.cancelOrder }).click();
  await page.getByRole('button', { name: 'ต้องการ!' }).click();
  await expect(page).toHaveURL(/\/ordershistory$/);
  await tab(page, thAccount.orders.tabs.awaitingPayment).click();
  await expect(card(page, 1013)).toHaveCount(0);
  await tab(page, thAccount.orders.tabs.all).click();
  await expect(card(page, 1013)).toHaveAttribute('data-greyed', 'true');
  await expect(card(page, 1013)).toContainText(thAccount.orders.status.cancelled);
});

test("a failed cancel shows 'เกิดข้อผิดพลาด' with 'error' and keeps the order", async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { path: `${API}/orders/cancel`, method: 'PUT', status: 500 } });
  await page.goto('/ordershistory/1007');
  await page.getByRole('button', { name: thAccount.orderDetail.cancelOrder }).click();
  await page.getByRole('button', { name: 'ต้องการ!' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('error', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: th.common.ok }).click();
  await expect(page).toHaveURL(/\/ordershistory\/1007$/);
  await expect(page.getByTestId('order-status')).toHaveText(thAccount.orders.status.preparing);
});

test('pay from the order detail goes to the QR page of a new payment', async ({ page }) => {
  await page.goto('/ordershistory/1014');
  await page.getByRole('button', { name: thAccount.orderDetail.pay }).click();
  await expect(page).toHaveURL(/\/payment\/\d+\/1014\/qrcode$/);
  await expect(page.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeVisible();
});

test('pay from an order history card; a failed payment creation goes to the pay-later page', async ({
  page,
  request,
}) => {
  await request.post('/__dev/faults', { data: { path: `${API}/payments`, method: 'POST', status: 500 } });
  await page.goto('/profiles');
  await page.getByRole('link', { name: thAccount.account.menuOrders }).click();
  await card(page, 1013).getByRole('button', { name: thAccount.orderDetail.pay }).click();
  await expect(page).toHaveURL(/\/ordershistory\/paylater\/1013$/);
  await expect(page.getByText(thCheckout.payment.payLaterTitle)).toBeVisible();
});

test.describe('going back to the order list (360x640)', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  /**
   * The card just under the sticky tab strip (elementFromPoint, a few points down in case one falls
   * in the gap between cards): its order id, its top on screen, and the window scroll.
   */
  const cardAtTop = (page: Page) =>
    page.evaluate(() => {
      const below = document.querySelector('[role="tablist"]')?.getBoundingClientRect().bottom ?? 0;
      for (const dy of [8, 20, 32, 48]) {
        const card = document
          .elementFromPoint(innerWidth / 2, below + dy)
          ?.closest('[data-testid="order-card"]');
        const href = card?.querySelector('a')?.getAttribute('href');
        if (card && href)
          return { id: Number(href.split('/').at(-1)), top: card.getBoundingClientRect().top, scrollY, dy };
      }
      return null;
    });

  /** The all tab, scrolled down by a wheel of `dy` px: the card then at the top of the list. */
  async function scrolledAllTab(page: Page, dy: number) {
    await page.goto('/profiles');
    await page.getByRole('link', { name: thAccount.account.menuOrders }).click();
    await tab(page, thAccount.orders.tabs.all).click();
    await expect(page.getByTestId('order-card')).toHaveCount(14);
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, dy);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(dy - 50);
    await page.waitForTimeout(200);
    const top = await cardAtTop(page);
    if (!top) throw new Error('no order card under the tab strip');
    return top;
  }

  /** Back on the list, as it was left: the all tab, the same scroll, the same card at the top. */
  async function expectAsLeft(page: Page, before: NonNullable<Awaited<ReturnType<typeof cardAtTop>>>) {
    await expect(page).toHaveURL(/\/ordershistory$/);
    await expect(tab(page, thAccount.orders.tabs.all)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before.scrollY - 3);
    expect(Math.abs((await page.evaluate(() => scrollY)) - before.scrollY)).toBeLessThanOrEqual(3);
    const now = await cardAtTop(page);
    expect(now?.id).toBe(before.id);
    expect(Math.abs((now?.top ?? Number.NaN) - before.top)).toBeLessThanOrEqual(3);
  }

  /** Holds every orders/paged answer until `release` is called; counts the requests. */
  async function holdOrderLists(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route(`**${API}/orders/paged*`, async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    return { asked, release };
  }

  for (const by of ['browser', 'header'] as const) {
    test(`back (${by}) from an order shows the list as it was left at once, then loads it again behind it`, async ({
      page,
    }) => {
      const before = await scrolledAllTab(page, 700);
      expect(before.scrollY).toBeGreaterThan(600);
      // 'ดูรายละเอียด' of a card wholly on screen below the tab strip.
      const details = page.getByRole('link', { name: thAccount.orders.details });
      const visible = await details.evaluateAll((links) =>
        links
          .map((link) => link.getBoundingClientRect())
          .findIndex((r) => r.top > 120 && r.bottom < innerHeight - 80),
      );
      expect(visible).toBeGreaterThanOrEqual(0);
      await details.nth(visible).click();
      await expect(page).toHaveURL(/\/ordershistory\/\d+$/);
      await expect(page.getByTestId('order-heading')).toBeVisible();
      expect(await page.evaluate(() => scrollY)).toBe(0);

      // The list's orders asked again are held: what shows meanwhile is the kept list.
      const held = await holdOrderLists(page);
      if (by === 'header') await page.getByRole('button', { name: th.shell.back }).click();
      else await page.goBack();
      await expect(page.getByTestId('order-card')).toHaveCount(14);
      await expectAsLeft(page, before);
      await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => held.asked.length).toBe(1);
      held.release();
      await page.waitForResponse((r) => r.url().includes(`${API}/orders/paged`));
      await page.waitForTimeout(200);
      await expectAsLeft(page, before);
    });
  }

  test('a new visit (the account menu) opens the list at the top and loads it, whatever was left', async ({
    page,
  }) => {
    await scrolledAllTab(page, 700);
    await page.getByRole('link', { name: th.tabs.profiles }).click();
    const held = await holdOrderLists(page);
    await page.getByRole('link', { name: thAccount.account.menuOrders }).click();
    await expect(page).toHaveURL(/\/ordershistory$/);
    await expect(tab(page, thAccount.orders.tabs.awaitingPayment)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('order-card')).toHaveCount(0);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    held.release();
    await expect(page.getByTestId('order-card')).toHaveCount(2);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('an order cancelled on its page shows cancelled on the list gone back to, which keeps its place', async ({
    page,
  }) => {
    const before = await scrolledAllTab(page, 150);
    await expect(card(page, 1014)).toBeInViewport();
    await expect(card(page, 1014)).toContainText(thAccount.orders.status.awaitingPayment);
    await card(page, 1014).locator('a').first().click();
    await expect(page).toHaveURL(/\/ordershistory\/1014$/);
    await page.getByRole('button', { name: thAccount.orderDetail.cancelOrder }).click();
    await page.getByRole('button', { name: 'ต้องการ!' }).click();
    // The cancel replaces the order's page with a fresh list, at the top.
    await expect(page).toHaveURL(/\/ordershistory$/);
    await expect(card(page, 1014)).toContainText(thAccount.orders.status.cancelled);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // Back: the list left before the order's page, where it was, as it was left (the order still
    // awaiting payment) until its orders loaded again say it is cancelled.
    const held = await holdOrderLists(page);
    await page.goBack();
    await expectAsLeft(page, before);
    await expect(card(page, 1014)).toContainText(thAccount.orders.status.awaitingPayment);
    await expect.poll(() => held.asked.length).toBe(1);
    held.release();
    await expect(card(page, 1014)).toContainText(thAccount.orders.status.cancelled);
    await expect(card(page, 1014)).toHaveAttribute('data-greyed', 'true');
    await expectAsLeft(page, before);
  });
});
