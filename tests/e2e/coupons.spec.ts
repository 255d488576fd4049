import { expect, type Page, test } from '@playwright/test';
import type { Coupon } from '../../contract/coupons.ts';
import { COUPON_CODES } from '../../server/seed/fixtures.ts';
import { th } from '../../src/i18n/th.ts';
import { couponValidUntil, thAccount } from '../../src/i18n/th-account.ts';
import { formatThaiDate } from '../../src/lib/format.ts';
import { resetBeforeEach } from './reset.ts';

/** The coupon screens against the seeded server (spec section 2 "Coupons" and "Headers", section 8). */

const API = '/api/v1/ssc';
/** SHOP004: a seeded shop with no coupons at all. */
const SHOP_WITHOUT_COUPONS = 'U0000000000000000000000000000a004';

resetBeforeEach();

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByTestId('coupon-card');
const card = (page: Page, code: string) => page.locator(`[data-testid="coupon-card"][data-code="${code}"]`);

/** Opens `path` and returns the coupons the server answered on `apiPath`. */
async function openWithAnswer(page: Page, path: string, apiPath: string): Promise<Coupon[]> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === apiPath && r.ok());
  await page.goto(path);
  return ((await (await answer).json()) as { data: Coupon[] }).data;
}

test('/mycoupon lists the usable coupons with Thai (Buddhist-era) expiry dates', async ({ page }) => {
  const coupons = await openWithAnswer(page, '/mycoupon', `${API}/coupons`);
  await expect(title(page)).toHaveText('คูปองของฉัน');
  await expect(page.getByRole('button', { name: th.shell.back })).toBeVisible();
  const usable = [...COUPON_CODES.usable, COUPON_CODES.usableMin5000];
  await expect(cards(page)).toHaveCount(usable.length);
  expect(coupons.map((c) => c.code).sort()).toEqual([...usable].sort());
  for (const coupon of coupons) {
    const shown = card(page, coupon.code);
    await expect(shown).toContainText(coupon.detail);
    await expect(shown).toContainText(coupon.privilege_condition_type_name);
    await expect(shown.getByTestId('coupon-expiry')).toHaveText(
      couponValidUntil(formatThaiDate(coupon.end_date)),
    );
    await expect(shown.getByTestId('coupon-expiry')).toHaveText(/^ใช้ได้ถึง \d{1,2} \S+ 25\d\d$/);
    await expect(shown.getByRole('img', { name: coupon.name })).toBeVisible();
    await expect(shown.getByTestId('coupon-badge')).toHaveCount(0);
  }
  await expect(page.getByText(thAccount.coupons.empty)).toHaveCount(0);

  await card(page, 'WELCOME50').click();
  await expect(page).toHaveURL(/\/mycoupon\/WELCOME50$/);
  await expect(title(page)).toHaveText('รายละเอียดคูปอง');
});

test('the history link opens /mycoupon/history with used, expired and cancelled badges', async ({ page }) => {
  await page.goto('/mycoupon');
  await page.getByRole('link', { name: thAccount.coupons.history }).click();
  await expect(page).toHaveURL(/\/mycoupon\/history$/);
  await expect(title(page)).toHaveText('ประวัติคูปอง');
  const expected: Record<string, string> = {
    [COUPON_CODES.used[0]]: thAccount.coupons.used,
    [COUPON_CODES.used[1]]: thAccount.coupons.used,
    [COUPON_CODES.expired[0]]: thAccount.coupons.expired,
    [COUPON_CODES.expired[1]]: thAccount.coupons.expired,
    // status null but past its end date: the server answers 'Expired'.
    [COUPON_CODES.lapsed]: thAccount.coupons.expired,
    [COUPON_CODES.cancelled]: thAccount.coupons.cancelled,
  };
  await expect(cards(page)).toHaveCount(Object.keys(expected).length);
  for (const [code, badge] of Object.entries(expected)) {
    await expect(card(page, code).getByTestId('coupon-badge')).toHaveText(badge);
  }
  await expect(card(page, 'SORRY100').getByTestId('coupon-badge')).toHaveText('ถูกยกเลิก');
  await expect(card(page, 'NEWYEAR100').getByTestId('coupon-badge')).toHaveText('ใช้แล้ว');
  await expect(card(page, 'OLDCASH50').getByTestId('coupon-badge')).toHaveText('หมดอายุ');
});

test('the detail of a used coupon is dimmed; of a usable one it is not', async ({ page }) => {
  await page.goto('/mycoupon/history');
  await card(page, 'NEWYEAR100').click();
  await expect(page).toHaveURL(/\/mycoupon\/NEWYEAR100$/);
  await expect(title(page)).toHaveText('รายละเอียดคูปอง');
  const used = page.getByTestId('coupon-detail');
  await expect(used.getByRole('heading', { name: 'คูปองปีใหม่' })).toBeVisible();
  // Dimmed with colour (gray.600, AA on white), never opacity.
  await expect(used).toHaveCSS('opacity', '1');
  await expect(used).toHaveCSS('color', 'rgb(91, 102, 115)');
  await expect(used.getByText(thAccount.coupons.unusable)).toBeAttached();
  await expect(used.getByTestId('coupon-badge')).toHaveText(thAccount.coupons.used);

  await page.goto('/mycoupon/WELCOME50');
  const usable = page.getByTestId('coupon-detail');
  await expect(usable.getByRole('heading', { name: 'คูปองต้อนรับสมาชิกใหม่' })).toBeVisible();
  await expect(usable).toHaveCSS('opacity', '1');
  await expect(usable).toHaveCSS('color', 'rgb(45, 54, 64)');
  await expect(usable.getByText(thAccount.coupons.unusable)).toHaveCount(0);
});

test('a code the server does not know shows the not-found text', async ({ page }) => {
  await page.goto('/mycoupon/NOSUCHCOUPON');
  await expect(page.getByText(thAccount.coupons.notFound)).toBeVisible();
  await expect(title(page)).toHaveText('รายละเอียดคูปอง');
  await expect(page.getByTestId('coupon-detail')).toHaveCount(0);
});

test('a shop with no coupons sees ยังไม่มีคูปอง', async ({ page }) => {
  await page.goto(`/mycoupon?mock_line_user=${SHOP_WITHOUT_COUPONS}`);
  await expect(page.getByText('ยังไม่มีคูปอง')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('a failed coupon load opens no dialog and never says ยังไม่มีคูปอง: a line with a retry', async ({
  page,
  request,
}) => {
  await request.post('/__dev/faults', { data: { path: `${API}/coupons`, status: 500, times: 1 } });
  await page.goto('/mycoupon');
  const line = page.getByTestId('coupons-load-failed');
  await expect(line).toContainText(thAccount.coupons.loadFailed);
  await expect(page.getByText('ยังไม่มีคูปอง')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(title(page)).toHaveText('คูปองของฉัน');
  await line.getByRole('button', { name: th.screenLoad.retry }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(line).toHaveCount(0);
});
