import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { accountTitle, checkoutTitle } from '../../src/lib/route-meta.ts';
import { recordPageErrors } from './page-errors.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 20 item 2: a screen whose code does not arrive never blanks the page. Offline (no service
 * worker: LINE's in-app browser on iOS may offer none), a screen not visited yet shows the Thai
 * connection text with 'ลองอีกครั้ง' while the header and the tabs stay on screen and tappable, and
 * the screen loads by itself once the browser is back online. A chunk gone after a deploy (404
 * while online) reloads the page exactly once.
 */

test.use({ serviceWorkers: 'block' });

const tabs = (page: Page) => page.getByRole('navigation', { name: th.shell.tabBar });
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: th.screenLoad.title });

resetBeforeEach();

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByPlaceholder(th.shell.searchPlaceholder)).toBeVisible();
  await expect(page.locator('main a[href^="/shoptype/"]').first()).toBeVisible();
}

/** Home loaded online, then the network gone, then a tap on `link` (a screen not visited yet). */
async function tapOffline(page: Page, context: BrowserContext, link: Locator) {
  await openHome(page);
  await context.setOffline(true);
  await link.click();
}

/** The element at the centre of `target` is `target` itself or inside it: on screen, on top, tappable. */
async function expectOnTop(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop, `${what} is the topmost element at its centre`).toBe(true);
}

async function expectFailureInShell(page: Page) {
  const alert = failure(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(th.screenLoad.note);
  await expectOnTop(alert.getByRole('button', { name: 'ลองอีกครั้ง' }), "'ลองอีกครั้ง'");
  await expectOnTop(page.locator('header').first(), 'the header');
  for (const label of [th.tabs.home, th.tabs.promotions, th.tabs.categories, th.tabs.profiles]) {
    await expectOnTop(tabs(page).getByRole('link', { name: label }), `the tab ${label}`);
  }
}

test('offline, the account tab (its layout not loaded yet) keeps header and tabs with the Thai retry, and loads by itself back online', async ({
  page,
  context,
}) => {
  const failedImports = recordPageErrors(page);
  await tapOffline(page, context, tabs(page).getByRole('link', { name: th.tabs.profiles }));
  await expect(page).toHaveURL(/\/profiles$/);
  await expectFailureInShell(page);
  // Tapping 'ลองอีกครั้ง' while still offline: the same text again, nothing blank.
  await failure(page).getByRole('button', { name: 'ลองอีกครั้ง' }).click();
  await expectFailureInShell(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: accountTitle('/profiles') })).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  await expectOnTop(tabs(page).getByRole('link', { name: th.tabs.profiles }), 'the account tab');
  expect(failedImports, 'no uncaught error reached the page').toEqual([]);
});

test('offline, the bag opens the Thai retry with header and tabs; back online the cart shows by itself', async ({
  page,
  context,
}) => {
  await tapOffline(page, context, page.getByRole('link', { name: th.shell.cart }));
  await expect(page).toHaveURL(/\/cart$/);
  await expectFailureInShell(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: checkoutTitle('/cart') })).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
});

test("offline, from the bag's failure to a tab of the loaded main layout: that layout's own header, not the failure shell", async ({
  page,
  context,
}) => {
  await tapOffline(page, context, page.getByRole('link', { name: th.shell.cart }));
  await expectFailureInShell(page);
  await tabs(page).getByRole('link', { name: th.tabs.promotions }).click();
  await expectFailureInShell(page);
  await expectOnTop(page.getByPlaceholder(th.shell.searchPlaceholder), "the main layout's search box");
});

test("offline, a screen of the loaded layout shows the retry under the layout's own header and tabs", async ({
  page,
  context,
}) => {
  await tapOffline(page, context, tabs(page).getByRole('link', { name: th.tabs.promotions }));
  await expect(page).toHaveURL(/\/promotions$/);
  await expectFailureInShell(page);
  // The main layout itself stays: its search box and its highlighted tab.
  await expectOnTop(page.getByPlaceholder(th.shell.searchPlaceholder), 'the search box');
  await expect(tabs(page).getByRole('link', { name: th.tabs.promotions })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await context.setOffline(false);
  await expect(failure(page)).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
});

test("a flaky network (the browser still says online): 'ลองอีกครั้ง' loads the screen again", async ({
  page,
}) => {
  await openHome(page);
  const chunk = /\/assets\/category-chooser-screen-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await tabs(page).getByRole('link', { name: th.tabs.categories }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expectFailureInShell(page);
  await page.unroute(chunk);
  await failure(page).getByRole('button', { name: 'ลองอีกครั้ง' }).click();
  await expect(failure(page)).toHaveCount(0);
  await expect(page.locator('main a[href^="/categories/"]').first()).toBeVisible();
});

const ACCOUNT_CHUNKS = /\/assets\/account-(layout|screen)-[\w-]+\.js$/;

test('a chunk gone after a deploy (404 while online) reloads the page exactly once, then the screen shows', async ({
  page,
}) => {
  await openHome(page);
  // The old build's chunk is gone; the page loaded again is the new build, whose chunks exist.
  let deployed = false;
  let gone = 0;
  await page.route(ACCOUNT_CHUNKS, (route) => {
    if (deployed) return route.continue();
    gone += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  let navigations = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigations += 1;
      deployed = true;
    }
  });
  await tabs(page).getByRole('link', { name: th.tabs.profiles }).click();
  await expect(page.getByRole('heading', { name: accountTitle('/profiles') })).toBeVisible();
  await expect(page).toHaveURL(/\/profiles$/);
  expect(gone, 'the old chunk was asked for and answered 404').toBeGreaterThan(0);
  expect(navigations, 'exactly one reload').toBe(1);
  await page.waitForTimeout(1500);
  expect(navigations, 'and no second one').toBe(1);
});

test('a chunk that stays gone after the reload: one reload, then the Thai retry, no loop', async ({
  page,
}) => {
  await openHome(page);
  await page.route(ACCOUNT_CHUNKS, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  let navigations = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
  });
  await tabs(page).getByRole('link', { name: th.tabs.profiles }).click();
  await expectFailureInShell(page);
  await failure(page).getByRole('button', { name: 'ลองอีกครั้ง' }).click();
  await expectFailureInShell(page);
  await page.waitForTimeout(1500);
  expect(navigations, 'one reload, never a loop').toBe(1);
});
