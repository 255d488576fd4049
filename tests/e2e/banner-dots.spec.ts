/** The carousel's position dots to a finger on a phone: 44 px tall, the banner and the promotions keep their taps. */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { goToBanner } from '../../src/i18n/th.ts';
import { onEachPhone } from './phones.ts';
import { resetBeforeEach } from './reset.ts';
import { fingerHeight } from './tap-target.ts';

resetBeforeEach();

const carousel = (page: Page) => page.getByTestId('banner-carousel');
const dot = (page: Page, n: number) =>
  carousel(page).getByRole('button', { name: goToBanner(n), exact: true });

/** What a tap at (x, y) reaches lies inside `target`. */
const reaches = (target: Locator, x: number, y: number) =>
  target.evaluate(
    (el, at) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && el.contains(hit);
    },
    { x, y },
  );

onEachPhone(() => {
  test('each dot is 44 px tall to a finger, still 24 px apart; a tap 14 px under a dot shows its banner', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(carousel(page)).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 10)); // the carousel takes over on the first scroll
    await expect(dot(page, 3)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const n of [1, 2, 3]) expect(await fingerHeight(dot(page, n))).toBeGreaterThanOrEqual(44);
    const [one, two] = [await dot(page, 1).boundingBox(), await dot(page, 2).boundingBox()];
    if (!one || !two) throw new Error('no dots');
    expect(two.x - one.x).toBe(24);
    expect(one.height).toBe(24);

    // The slide above and the promotion cards below still take the taps on their edges.
    const slides = carousel(page).locator('[data-part="item-group"]');
    const banner = await slides.boundingBox();
    const promo = page.getByTestId('promotion-strip').getByRole('link').first();
    const card = await promo.boundingBox();
    if (!banner || !card) throw new Error('no banner or promotion');
    const x = two.x + two.width / 2;
    expect(await reaches(slides, x, banner.y + banner.height - 1)).toBe(true);
    expect(await reaches(promo, card.x + 4, card.y + 1)).toBe(true);

    // A tap in the area below the second dot's box moves the carousel to banner 2.
    await page.touchscreen.tap(x, two.y + two.height + 14);
    await expect(dot(page, 2)).toHaveAttribute('data-current', '');
  });
});
