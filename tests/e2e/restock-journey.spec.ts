import { expect, type Locator, type Page, test } from '@playwright/test';
import { inCartLabel, quickAddLabel, th } from '../../src/i18n/th.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';

/**
 * Issue 22 "Measured": the shop owner's jobs counted in taps and typed characters, through the real
 * UI only. The restock (48 of water, 10 of soda, 24 of an energy drink, from home to the QR page)
 * goes through the product cards' quick add, never a product page; the usual order goes from home
 * to the summary with 'สั่งซ้ำ'. The figures are printed and recorded in docs/restock.md.
 */
resetBeforeEach();
// Whole journeys on a shared 2-core machine: more than the default 30 s each.
test.setTimeout(120_000);

/**
 * A card's product name: its title and the pack size the seeded titles end with, which the card
 * shows once, on a line of its own (src/lib/selling-unit.ts `nameAndPack`).
 */
async function cardName(card: Locator): Promise<string> {
  const title = (await card.getByTestId('product-title').innerText()).trim();
  return `${title} ${(await card.getByTestId('product-pack-size').innerText()).trim()}`;
}

/** Counts what the customer does: every tap, and every key typed (Enter included). */
function counter(page: Page) {
  const count = { taps: 0, typed: 0 };
  return {
    count,
    tap: async (target: Locator) => {
      count.taps++;
      await target.click();
    },
    type: async (text: string) => {
      count.typed += text.length;
      await page.keyboard.type(text);
    },
    enter: async () => {
      count.typed++;
      await page.keyboard.press('Enter');
    },
  };
}

const WATER = 'น้ำดื่มตราช้าง 600 มล. แพ็ค 12 ขวด';

test('restock: 48 water, 10 soda, 24 energy drinks from home to the QR page in at most 12 taps', async ({
  page,
}) => {
  await page.goto('/home');
  const user = counter(page);
  const search = page.getByPlaceholder(th.shell.searchPlaceholder);
  const added: string[] = [];

  /** Search, then the first card's '+' (or the one titled `title`), type the amount, Enter. */
  async function restock(query: string, amount: string, title?: string) {
    await user.tap(search);
    if ((await search.inputValue()) !== '') {
      // The box's clear (×) button, a tap.
      user.count.taps++;
      await search.fill('');
    }
    await user.type(query);
    await user.enter();
    await expect(page).toHaveURL(/\/products$/);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const card = title ? page.getByRole('link', { name: title }).first() : cards.first();
    const name = await cardName(card);
    await user.tap(page.getByRole('button', { name: quickAddLabel(name) }).first());
    const box = page.getByRole('dialog').getByRole('spinbutton', { name: th.product.quantity });
    await expect(box).toBeFocused();
    await user.type(amount);
    await expect(box).toHaveValue(amount);
    await user.enter();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByTestId('in-cart')).toContainText(`ในตะกร้า ${amount}`);
    added.push(name);
  }

  await restock('น้ำดื่มตราช้าง 600', '48', WATER);
  await restock('โซดา', '10');
  await restock('กระทิงแดง', '24');
  expect(page.url()).toMatch(/\/products$/);

  await user.tap(page.getByRole('link', { name: th.shell.cartWithItems }));
  await expect(page).toHaveURL(/\/cart$/);
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(3);
  const qty = (title: string) => page.getByRole('spinbutton', { name: `${th.product.quantity} ${title}` });
  await expect(qty(added[0]!)).toHaveValue('48');
  await expect(qty(added[1]!)).toHaveValue('10');
  await expect(qty(added[2]!)).toHaveValue('24');
  // New lines are added unticked (spec section 4): one tap ticks them all.
  await expect(page.getByRole('checkbox', { name: th.cart.selectAll })).not.toBeChecked();
  await user.tap(page.getByRole('checkbox', { name: th.cart.selectAll }));
  await user.tap(page.getByRole('button', { name: /^ชำระเงิน \(3\)$/ }));
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId('summary-item')).toHaveCount(3);
  await user.tap(page.getByRole('button', { name: thCheckout.summary.placeOrder }));
  await expect(page).toHaveURL(/\/payment\/\d+\/\d+\/qrcode$/, { timeout: 30_000 });

  console.log(`restock journey: ${user.count.taps} taps, ${user.count.typed} typed characters`);
  expect(user.count.taps).toBeLessThanOrEqual(12);
});

test("usual order: home to the summary in at most 4 taps with 'สั่งซ้ำ'", async ({ page }) => {
  await page.goto('/home');
  const user = counter(page);
  const usual = page.getByRole('region', { name: th.home.usual });
  await expect(usual).toBeVisible();
  const items = usual.getByRole('listitem');
  // Never an empty heading: the rows' boxes until the list's code arrives, then the rows.
  await expect(usual.getByTestId('usual-skeleton').or(items.first())).toBeVisible();
  // Below the first screen: scrolled to (not a tap), its list loads as it comes near.
  await usual.scrollIntoViewIfNeeded();
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  await user.tap(usual.getByRole('button', { name: th.home.reorderUsual }));
  await expect(page).toHaveURL(/\/cart$/);
  // Every usual product still sold is in the cart, ticked.
  await expect(page.getByTestId('cart-row')).toHaveCount(count);
  await expect(page.getByRole('checkbox', { name: th.cart.selectAll })).toBeChecked();
  await user.tap(page.getByRole('button', { name: new RegExp(`^ชำระเงิน \\(${count}\\)$`) }));
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId('summary-item')).toHaveCount(count);
  console.log(`usual order journey: ${user.count.taps} taps, ${user.count.typed} typed characters`);
  expect(user.count.taps).toBeLessThanOrEqual(4);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`cards at ${size.width}x${size.height}: the '+' takes its own taps, the rest opens the product; screenshots`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/home');
    await page.screenshot({ path: `/tmp/quickadd/home-${size.width}.png` });
    const usual = page.getByRole('region', { name: th.home.usual });
    await usual.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/quickadd/home-usual-${size.width}.png` });
    await page.goto('/brands/1');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await page.screenshot({ path: `/tmp/quickadd/list-${size.width}.png` });
    for (const index of [0, 1]) {
      const card = cards.nth(index);
      const plus = page.getByTestId('quick-add').nth(index);
      const hit = await page.evaluate(
        ([c, p]) => {
          const at = (r: DOMRect, fx: number, fy: number) =>
            document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
          const cardBox = (c as Element).getBoundingClientRect();
          const plusBox = (p as Element).getBoundingClientRect();
          return {
            image: (c as Element).contains(at(cardBox, 0.5, 0.3)),
            title: (c as Element).contains(at(cardBox, 0.3, 0.75)),
            price: (c as Element).contains(at(cardBox, 0.1, 0.92)),
            plus: (p as Element).contains(at(plusBox, 0.5, 0.5)),
            plusSize: [plusBox.width, plusBox.height],
          };
        },
        [await card.elementHandle(), await plus.elementHandle()],
      );
      expect(hit).toEqual({ image: true, title: true, price: true, plus: true, plusSize: [44, 44] });
    }
    // The page still scrolls under the cards.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(size.width / 2, size.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The panel: typed quantity, the product page's messages.
    const name = await cardName(cards.first());
    await page.getByRole('button', { name: quickAddLabel(name) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('spinbutton')).toBeFocused();
    await page.keyboard.type('1200');
    await expect(dialog.getByText(th.product.qtyClamped)).toBeVisible();
    await page.screenshot({ path: `/tmp/quickadd/sheet-${size.width}.png` });
    await dialog.getByRole('spinbutton').fill('0');
    await expect(dialog.getByText(th.product.qtyInvalid)).toBeVisible();
    await dialog.getByRole('button', { name: th.product.quickAdd }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('spinbutton').fill('3');
    await dialog.getByRole('button', { name: th.product.quickAdd }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cards.first().getByTestId('in-cart')).toHaveText(/^ในตะกร้า 3\u00a0/);
    // A tap on the card itself still opens the product.
    await cards.nth(1).getByTestId('product-title').click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await page.goto('/home');
    const header = page.getByPlaceholder(th.shell.searchPlaceholder);
    await header.fill('โค้ก');
    await header.press('Enter');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/quickadd/search-${size.width}.png` });
    expect(inCartLabel(3, 'ลัง')).toBe('ในตะกร้า 3\u00a0ลัง');
  });
}
