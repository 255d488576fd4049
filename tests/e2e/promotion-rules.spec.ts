import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 22 part 4: a promotion's page states its rules, not only its products. Opened from
 * /promotions (name and cover in navigation state) and directly by its address, the list page
 * shows the same rules as the promotion's card: the tiers in the unit its products share, and the
 * 'เงื่อนไข' row (whether the tiers repeat). Screenshots in /tmp/i22/ (looked at by hand).
 */

resetBeforeEach();

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`${size.width}x${size.height}: a promotion's page states its rules`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/promotions');
    const card = page.getByTestId('promotion-card').first();
    await expect(card).toBeVisible();
    const cardRules = await card.getByTestId('promotion-rules').innerText();
    await card.click();
    await expect(page).toHaveURL(/\/promotions\/\d+$/);
    const rules = page.getByRole('region', { name: th.productList.promotionRules });
    await expect(rules).toBeVisible();
    await expect(rules).toContainText('เงื่อนไข');
    expect(await rules.getByTestId('promotion-rules').innerText()).toBe(cardRules);
    // Above the products, inside the screen.
    const box = await rules.boundingBox();
    const firstCard = await page.getByTestId('product-card').first().boundingBox();
    if (!box || !firstCard) throw new Error('no rules or no products');
    expect(box.y + box.height).toBeLessThanOrEqual(firstCard.y);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    mkdirSync('/tmp/i22', { recursive: true });
    await page.screenshot({ path: `/tmp/i22/promotion-page-${size.width}x${size.height}.png` });

    // Opened directly by its address: the same rules (and its name) are looked up.
    const address = new URL(page.url()).pathname;
    await page.goto(address);
    await expect(page.getByRole('region', { name: th.productList.promotionRules })).toContainText('เงื่อนไข');
  });
}

test('other list pages have no rules box', async ({ page }) => {
  await page.goto('/brands/1');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: th.productList.promotionRules })).toHaveCount(0);
});
