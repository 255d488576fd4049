import { expect, type Page, test } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { reorderAdded } from '../../src/i18n/th-checkout.ts';
import { resetBeforeEach } from './reset.ts';
import { cartLine, storeCart } from './stored-cart.ts';

/**
 * Issue 10 "Reorder": 'ซื้ออีกครั้ง' on a delivered order of SHOP001 (seed status 5) adds its items
 * to the cart through the cart chart and lands on /cart with exactly those lines ticked.
 */
resetBeforeEach();

const rows = (page: Page) => page.getByTestId('cart-row');

/** The order's items as its detail page lists them: title and quantity. */
async function orderItems(page: Page) {
  const items = page.getByTestId('order-items').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((lis) =>
    lis.map((li) => ({
      title: li.querySelector('a')?.textContent ?? '',
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      qty: Number(/x\s(\d+)/.exec(li.textContent ?? '')?.[1]),
    })),
  );
}

test('reorder a delivered order from its card and from its detail: /cart with its lines ticked, quantities merged', async ({
  page,
}) => {
  // Something already in the cart stays, unticked.
  await page.goto('/products/17');
  await page.getByRole('button', { name: th.product.add }).click();
  await expect(page.getByRole('button', { name: th.product.add })).toBeEnabled({ timeout: 3_000 });

  await page.goto('/profiles');
  await page.evaluate(() => localStorage.setItem('order_history_active', '4'));
  await page.goto('/ordershistory');
  await expect(page.getByRole('tab', { name: thAccount.orders.tabs.delivered })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByTestId('order-card').first();
  await expect(card).toBeVisible();

  // The detail first: its items link to their products.
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ordershistory\/\d+$/);
  const items = await orderItems(page);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item.href).toMatch(/^\/products\/\d+$/);
  await page.goBack();

  await page.getByTestId('order-card').first().getByRole('button', { name: th.reorder.button }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const ticked = rows(page).filter({ has: page.getByRole('checkbox', { checked: true }) });
  await expect(ticked).toHaveCount(items.length);
  for (const item of items) {
    const box = page.getByRole('spinbutton', { name: `${th.product.quantity} ${item.title}` });
    await expect(box).toHaveValue(String(item.qty));
  }
  // The line that was there before is kept, not ticked.
  await expect(rows(page)).toHaveCount(items.length + 1);
  await expect(rows(page).first().getByRole('checkbox')).not.toBeChecked();

  // Again from the order detail: the same lines, quantities added.
  await page.goBack();
  await page.getByTestId('order-card').first().getByRole('link').first().click();
  await page.getByRole('button', { name: th.reorder.button }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const item of items) {
    const box = page.getByRole('spinbutton', { name: `${th.product.quantity} ${item.title}` });
    await expect(box).toHaveValue(String(Math.min(999, item.qty * 2)));
  }
  await expect(ticked).toHaveCount(items.length);
});

test.describe('on a 360x640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("'ซื้ออีกครั้ง' twice on one order: /cart says the second time that its lines were already there and grew", async ({
    page,
  }) => {
    await page.goto('/profiles');
    await page.evaluate(() => localStorage.setItem('order_history_active', '4'));
    await page.goto('/ordershistory');
    const card = page.getByTestId('order-card').first();
    const orderNo = ((await card.getAttribute('aria-label')) ?? '').split(' ').at(-1) ?? '';
    expect(orderNo).toMatch(/^SO\d+$/);
    const said = page.getByTestId('cart-notice-reordered');

    await card.getByRole('button', { name: th.reorder.button }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(rows(page).first()).toBeVisible();
    const count = await rows(page).count();
    await expect(said).toHaveText(reorderAdded(orderNo, count, 0));
    await expect(said).toBeInViewport({ ratio: 1 });

    await page.goBack();
    await page.getByTestId('order-card').first().getByRole('button', { name: th.reorder.button }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(said).toHaveText(reorderAdded(orderNo, 0, count));
    await expect(said).toContainText(`${count}\u00a0รายการที่มีอยู่แล้วเพิ่ม`);
    await expect(said).toBeInViewport({ ratio: 1 });
    await expect(rows(page)).toHaveCount(count);

    // Said once: a reload of /cart does not say it again, nor does coming back to it later.
    await page.reload();
    await expect(rows(page)).toHaveCount(count);
    await expect(said).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/ordershistory$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(rows(page)).toHaveCount(count);
    await expect(said).toHaveCount(0);

    // Opened any other way (the bag), /cart says nothing of a reorder.
    await page.goto('/home');
    await page.getByRole('link', { name: th.shell.cartWithItems }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(rows(page)).toHaveCount(count);
    await expect(said).toHaveCount(0);
  });
});

test('a reorder that would take a line past 999 sets it to 999, and /cart says so once', async ({ page }) => {
  await page.goto('/profiles');
  await page.evaluate(() => localStorage.setItem('order_history_active', '4'));
  await page.goto('/ordershistory');
  const card = page.getByTestId('order-card').first();
  const orderNo = ((await card.getAttribute('aria-label')) ?? '').split(' ').at(-1) ?? '';
  await card.getByRole('link').first().click();
  const items = await orderItems(page);
  const [first] = items;
  if (!first) throw new Error('no items in the order');
  // The cart already holds 999 of the order's first item (spec section 5: at most 999 a line).
  const id = Number(first.href.split('/').at(-1));
  await storeCart(page, [cartLine(id, { name: first.title, qty: 999, select: false })]);
  await page.reload(); // the app reads the stored cart as it starts

  await page.getByRole('button', { name: th.reorder.button }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const said = page.getByTestId('cart-notice-reordered');
  await expect(said).toHaveText(reorderAdded(orderNo, items.length - 1, 1, 1));
  await expect(said).toContainText('1\u00a0รายการจำนวนเกิน 999 จึงปรับเป็น\u00a0999');
  await expect(page.getByRole('spinbutton', { name: `${th.product.quantity} ${first.title}` })).toHaveValue(
    '999',
  );
  await page.reload();
  await expect(rows(page)).toHaveCount(items.length);
  await expect(said).toHaveCount(0);
});
