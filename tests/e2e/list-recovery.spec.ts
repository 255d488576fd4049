import { expect, type Locator, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Home and the list screens when their calls fail as they do with no connection (issue 20: never
 * a dead screen nor an untruth): one Thai line says what could not be loaded, with 'ลองอีกครั้ง'
 * (no dialog); a retry that fails again says so again; once the browser is back online the screen
 * loads by itself. A list that really has no products still says 'ไม่พบสินค้า'.
 */

resetBeforeEach();

const API = '/api/v1/ssc';
const cards = (page: Page) => page.getByTestId('product-card');

/** A tap at the centre of `target` reaches it (on screen, nothing drawn over it). */
const tapReaches = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/**
 * The line shows with its retry and no dialog; a retry while `calls` still fail says so again; then
 * the calls answer, the connection drops and comes back, and `loaded` shows with no tap.
 */
async function failsThenRecovers(
  page: Page,
  calls: string[],
  line: Locator,
  retryLabel: string,
  loaded: Locator,
) {
  await expect(line).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const retry = line.getByRole('button', { name: retryLabel });
  await expect(retry).toBeInViewport();
  expect(await tapReaches(retry)).toBe(true);
  await retry.click();
  await expect(line).toBeVisible();
  for (const call of calls) await page.unroute(call);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(loaded).toBeVisible();
  await expect(line).toHaveCount(0);
}

/** Home's calls but for the recommended products and the usual order (the first screen's sections). */
const HOME_TOP_CALLS = [
  `**${API}/banners**`,
  `**${API}/promotions**`,
  `**${API}/customers/groups**`,
  `**${API}/brands/**`,
];

const offline = (page: Page, calls: string[]) =>
  Promise.all(calls.map((call) => page.route(call, (route) => route.abort('internetdisconnected'))));

test('home that cannot load says so under the header with a retry, and loads by itself once back online', async ({
  page,
}) => {
  const calls = HOME_TOP_CALLS;
  await offline(page, calls);
  await page.goto('/home');
  const line = page.getByTestId('home-load-failed');
  await expect(line).toContainText(th.home.loadFailed);
  // Under the header, above the sections: what did load (the recommended products) stays.
  const header = await page.getByRole('banner').boundingBox();
  const lineBox = await line.boundingBox();
  expect(lineBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  await expect(page.getByRole('region', { name: th.home.recommended })).toBeAttached();
  await failsThenRecovers(page, calls, line, th.screenLoad.retry, page.getByTestId('banner-carousel'));
  await expect(page.getByTestId('promotion-strip')).toBeVisible();
});

test('home of which nothing can load says home could not be loaded (not that it is incomplete)', async ({
  page,
}) => {
  const calls = [...HOME_TOP_CALLS, `**${API}/skus**`, `**${API}/orders/usual**`];
  await offline(page, calls);
  await page.goto('/home');
  const line = page.getByTestId('home-load-failed');
  await expect(line).toContainText(th.home.loadFailedAll);
  await expect(line).not.toContainText(th.home.loadFailed);
  // Not one line over a blank page: a heading and its note fill the middle of the page.
  await expect(line.getByRole('heading', { name: th.home.loadFailedAll })).toBeInViewport();
  const viewport = page.viewportSize();
  const panel = await line.boundingBox();
  expect(panel?.height ?? 0).toBeGreaterThanOrEqual((viewport?.height ?? 0) * 0.4);
  await failsThenRecovers(page, calls, line, th.screenLoad.retry, page.getByTestId('banner-carousel'));
});

test("on a 360 px phone the line breaks between words: 'ตรวจสอบ', 'เชื่อมต่อ', 'อินเทอร์เน็ต' stay whole", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await offline(page, [...HOME_TOP_CALLS, `**${API}/skus**`, `**${API}/orders/usual**`]);
  await page.goto('/home');
  const line = page.getByTestId('home-load-failed');
  await expect(line).toContainText(th.home.loadFailedAllNote);
  const lines = await line.locator('p').evaluate((p) => {
    // The tops of the line boxes each word's letters sit on (one top: the word is on one line).
    const tops = (word: string) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    };
    const box = p.getBoundingClientRect();
    return { height: box.height, words: ['ตรวจสอบ', 'เชื่อมต่อ', 'อินเทอร์เน็ต'].map(tops) };
  });
  // The text does wrap here (two lines or more), yet no word is cut.
  expect(lines.height).toBeGreaterThan(30);
  expect(lines.words).toEqual([1, 1, 1]);
});

test('a category list that cannot load says so (not "no products") with a retry, and loads once back online', async ({
  page,
}) => {
  const calls = [`**${API}/skus?**`];
  await offline(page, calls);
  await page.goto('/categories/1');
  const line = page.getByRole('alert');
  await expect(line).toContainText(th.productList.listFailed);
  await expect(page.getByText(th.productList.empty, { exact: true })).toHaveCount(0);
  await expect(page.getByText(th.productList.end, { exact: true })).toHaveCount(0);
  await failsThenRecovers(page, calls, line, th.productList.retry, cards(page).first());
});

test('a brand list that fails with a server error says so too', async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { path: `${API}/skus`, status: 503 } });
  await page.goto('/brands/1');
  await expect(page.getByRole('alert')).toContainText(th.productList.listFailed);
  await expect(page.getByText(th.productList.empty, { exact: true })).toHaveCount(0);
});

test("a list that really has no products still says 'ไม่พบสินค้า'", async ({ page }) => {
  await page.goto('/categories/999999');
  await expect(page.getByText(th.productList.empty, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("/promotions that cannot load says so (not 'no promotions') with a retry, and loads once back online", async ({
  page,
}) => {
  const calls = [`**${API}/promotions**`];
  await offline(page, calls);
  await page.goto('/promotions');
  const line = page.getByTestId('promotions-load-failed');
  await expect(line).toContainText(th.home.promotionsLoadFailed);
  await expect(page.getByText(th.home.noPromotions)).toHaveCount(0);
  await failsThenRecovers(page, calls, line, th.screenLoad.retry, page.getByTestId('promotion-card').first());
});

test('/categories that cannot load says so with a retry, and loads once back online', async ({ page }) => {
  const calls = [`**${API}/categories**`];
  await offline(page, calls);
  await page.goto('/categories');
  const line = page.getByTestId('categories-load-failed');
  await expect(line).toContainText(th.categories.loadFailed);
  await expect(page.getByRole('link', { name: th.categories.all })).toBeVisible();
  await failsThenRecovers(
    page,
    calls,
    line,
    th.screenLoad.retry,
    page.getByTestId('chooser-stacked').getByRole('link').first(),
  );
});

/** The account pages' loads: each failed one says so (never an empty or "none yet" screen). */
const ACCOUNT_LOADS = [
  {
    title:
      '/profiles whose profile cannot load says so with a retry (not two empty address blocks), and loads once back online',
    path: '/profiles',
    call: `**${API}/users/profile**`,
    line: (page: Page) => page.getByTestId('profile-load-failed'),
    says: thAccount.account.loadFailed,
    notShown: (page: Page) => page.getByTestId('shipping-address-block'),
    retryLabel: th.screenLoad.retry,
    loaded: (page: Page) => page.getByTestId('shipping-address-block'),
  },
  {
    title:
      "/ordershistory that cannot load says so (not 'no orders yet') with a retry, and loads once back online",
    path: '/ordershistory',
    call: `**${API}/orders/paged**`,
    line: (page: Page) => page.getByRole('alert'),
    says: thAccount.orders.loadFailed,
    notShown: (page: Page) => page.getByText(thAccount.orders.empty),
    retryLabel: thAccount.orders.retry,
    loaded: (page: Page) => page.getByTestId('order-card').first(),
  },
  {
    title: "/mycoupon that cannot load says so (not 'ยังไม่มีคูปอง') with a retry, and loads once back online",
    path: '/mycoupon',
    call: `**${API}/coupons`,
    line: (page: Page) => page.getByTestId('coupons-load-failed'),
    says: thAccount.coupons.loadFailed,
    notShown: (page: Page) => page.getByText(thAccount.coupons.empty),
    retryLabel: th.screenLoad.retry,
    loaded: (page: Page) => page.getByTestId('coupon-card').first(),
  },
];

for (const load of ACCOUNT_LOADS) {
  test(load.title, async ({ page }) => {
    await offline(page, [load.call]);
    await page.goto(load.path);
    const line = load.line(page);
    await expect(line).toContainText(load.says);
    await expect(load.notShown(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: th.tabs.profiles, exact: true })).toBeVisible();
    await failsThenRecovers(page, [load.call], line, load.retryLabel, load.loaded(page));
  });
}
