import type { APIRequestContext, Page } from '@playwright/test';
import { SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';

/**
 * The API as SHOP001 sees it, and the cart the app stores, for the specs that check the UI against
 * the server (checkout, checkout-recovery, the QR-page helpers in qr-orders.ts).
 */

export const API = '/api/v1/ssc';

/**
 * A selection above the minimum that the best coupon applies to (the first order holds that
 * coupon): SKU 1 at 47.00 less 15% = 39.95 x 20 = 799.00, and the plain SKU adds a few more.
 */
export const SUMMARY_LINES = [
  { sku_id: SKU_ID_WITH_DISCOUNT, quantity: 20 },
  { sku_id: SKU_ID_PLAIN, quantity: 2 },
];

/** SHOP001's bearer header, from a LINE sign-in as the mock's first user. */
export async function shopHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post(`${API}/users/login`, {
    headers: { 'x-line-id-token': 'mock-line-id.U0000000000000000000000000000a001' },
    data: { customer_code: 'SHOP001' },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  return { authorization: `Bearer ${(await login.json()).data.access_token}` };
}

export type ListedOrder = { order_id: number; total_amount: number; coupon_code?: string | null };

/** SHOP001's orders, newest first (one page of 100). */
export async function shopOrders(request: APIRequestContext): Promise<ListedOrder[]> {
  const answer = await request.get(`${API}/orders/paged?limit=100&page=1`, {
    headers: await shopHeaders(request),
  });
  return (await answer.json()).data as ListedOrder[];
}

/**
 * From /home, stores `lines` as selected cart lines the way the cart stores them, with `unselected`
 * product ids after them, then opens `path`.
 */
export async function openWithCart(
  page: Page,
  path: string,
  lines: readonly { sku_id: number; quantity: number }[] = SUMMARY_LINES,
  unselected: readonly number[] = [],
) {
  await page.goto('/home');
  await page.evaluate(
    ({ lines, unselected }) => {
      const line = (id: number, qty: number, select: boolean) => ({
        id,
        name: `SKU ${id}`,
        price: select ? 47 : 10,
        qty,
        discount: 0,
        imageUrl: null,
        select,
      });
      const products = [
        ...lines.map((l) => line(l.sku_id, l.quantity, true)),
        ...unselected.map((id) => line(id, 1, false)),
      ];
      localStorage.setItem('cart', JSON.stringify({ id: 1, products, total: 1034 }));
    },
    { lines, unselected },
  );
  await page.goto(path);
}
