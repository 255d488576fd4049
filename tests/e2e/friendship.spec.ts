import { expect, type Page, test } from '@playwright/test';
import { ORDER_STATUS } from '../../contract/index.ts';
import { SHOP001_ORDER_IDS_BY_STATUS } from '../../server/seed/fixtures.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';

/**
 * The add-friend prompt (docs/line-messaging.md): on the order success and account screens, a LINE
 * user who is not a friend of the Official Account is offered its bot link with one line on why;
 * a friend sees nothing. Under the LIFF mock: not a friend, or a friend with ?mock_friend=1.
 */

const paidOrder = SHOP001_ORDER_IDS_BY_STATUS[ORDER_STATUS.paidPreparing]?.[0] ?? 0;
const SCREENS = [
  { name: 'order success', path: `/payment/${paidOrder}/successful`, ready: thCheckout.payment.successful },
  { name: 'account', path: '/profiles', ready: thAccount.account.shippingAddress },
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

const prompt = (page: Page) => page.getByRole('complementary', { name: thAccount.friendship.label });

test.beforeEach(async ({ request, context }) => {
  await request.post('/__dev/reset');
  // The bot link leaves for LINE: answered here, nothing leaves this machine.
  await context.route('https://line.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'LINE' }),
  );
});

for (const screen of SCREENS) {
  for (const viewport of VIEWPORTS) {
    test(`${screen.name} at ${viewport.width}x${viewport.height}: not a friend, the prompt shows and its button opens the bot link`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(screen.path);
      await expect(page.getByText(screen.ready).first()).toBeVisible();
      const box = prompt(page);
      await expect(box).toBeVisible();
      await expect(box).toContainText(thAccount.friendship.why);
      const button = box.getByRole('link', { name: thAccount.friendship.add });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      await expect(button).toHaveAttribute('href', /^https:\/\/line\.me\/R\/ti\/p\/%40/);
      const size = await button.boundingBox();
      expect(size && size.height >= 44 && size.width >= 44, JSON.stringify(size)).toBe(true);
      expect(size && size.x >= 0 && size.x + size.width <= viewport.width).toBe(true);
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      await expect(popup).toHaveURL(/^https:\/\/line\.me\/R\/ti\/p\//);
      await popup.close();
      // Back on the page: the prompt stays until LIFF says they are friends.
      await expect(box).toBeVisible();
      await page.screenshot({
        path: `/tmp/outbox/${screen.name.replace(' ', '-')}-${viewport.width}.png`,
        fullPage: true,
      });
    });
  }

  test(`${screen.name}: a friend of the Official Account sees no prompt`, async ({ page }) => {
    await page.goto(`${screen.path}?mock_friend=1`);
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    // LIFF has answered by the time the screen's own data has loaded; give it a moment more.
    await page.waitForTimeout(500);
    await expect(prompt(page)).toHaveCount(0);
  });
}
