import { describe, expect, it } from 'vitest';
import {
  BOUGHT_ORDER_STATUSES,
  USUAL_ITEMS_MAX,
  USUAL_ORDERS_READ,
  type UsualItem,
} from '../../contract/index.ts';
import { SEED_SHOPS } from '../../server/seed/identities.ts';
import { suiteSignedInServer } from './harness.ts';

/**
 * The usual order on home (GET /orders/usual, 'สั่งซ้ำ') and the 'เคยซื้อ' filter (GET /skus
 * purchased=1): what a shop bought in its latest paid or delivered orders, never an unpaid or a
 * cancelled one, with today's prices, and a product no longer sold named as such.
 */
const V1 = '/api/v1/ssc';
const NEW_SHOP = SEED_SHOPS[2];
const server = suiteSignedInServer();

type Line = { order_id: number; status_id: number; created_date: Date; sku_id: number; quantity: number };

/** Every line of SHOP001's orders, newest order first (read from the database, as the oracle). */
const linesOf = (customerId: number) =>
  server.db.query<Line>(
    `SELECT o.id AS order_id, o.status_id, o.created_date, i.sku_id, i.quantity
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.customer_id = $1 ORDER BY o.created_date DESC, o.id DESC, i.seq`,
    [customerId],
  );

const usual = async (as = server.token): Promise<UsualItem[]> => {
  const res = await server.call('GET', `${V1}/orders/usual`, { token: as });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

describe('GET /orders/usual', () => {
  it("reads the latest paid or delivered orders: last quantities, most bought first, today's product", async () => {
    const lines = await linesOf(1);
    const counted = lines.filter((l) => BOUGHT_ORDER_STATUSES.includes(l.status_id));
    const orders = [...new Set(counted.map((l) => l.order_id))].slice(0, USUAL_ORDERS_READ);
    const read = counted.filter((l) => orders.includes(l.order_id));
    const items = await usual();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(USUAL_ITEMS_MAX);
    const skus = new Set(read.map((l) => l.sku_id));
    expect(items.length).toBe(Math.min(skus.size, USUAL_ITEMS_MAX));
    for (const item of items) {
      const mine = read.filter((l) => l.sku_id === item.sku_id);
      expect(mine.length, `sku ${item.sku_id} comes from an order read`).toBeGreaterThan(0);
      const latest = mine[0]!.order_id;
      const quantity = mine.filter((l) => l.order_id === latest).reduce((n, l) => n + l.quantity, 0);
      expect(item.quantity).toBe(Math.min(quantity, 999));
      expect(item.order_count).toBe(new Set(mine.map((l) => l.order_id)).size);
      expect(item.last_ordered).toBe(mine[0]!.created_date.toISOString());
    }
    const counts = items.map((i) => i.order_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // An order awaiting payment or cancelled never counts.
    const unpaidOnly = lines
      .filter((l) => !BOUGHT_ORDER_STATUSES.includes(l.status_id))
      .filter((l) => !counted.some((c) => c.sku_id === l.sku_id));
    for (const line of unpaidOnly) expect(items.map((i) => i.sku_id)).not.toContain(line.sku_id);
  });

  it("answers today's price and names a product no longer sold (product null)", async () => {
    const [first, second] = await usual();
    expect(first?.product).not.toBeNull();
    expect(second?.product).not.toBeNull();
    await server.db.query('UPDATE skus SET price = price + 7 WHERE id = $1', [first!.sku_id]);
    await server.db.query('UPDATE skus SET is_active = false WHERE id = $1', [second!.sku_id]);
    try {
      const after = await usual();
      const raised = after.find((i) => i.sku_id === first!.sku_id)!;
      expect(raised.product?.price).toBe(first!.product!.price + 7);
      const gone = after.find((i) => i.sku_id === second!.sku_id)!;
      expect(gone.product).toBeNull();
      expect(gone.title).toBe(second!.title);
      expect(gone.quantity).toBe(second!.quantity);
    } finally {
      await server.db.query('UPDATE skus SET price = price - 7 WHERE id = $1', [first!.sku_id]);
      await server.db.query('UPDATE skus SET is_active = true WHERE id = $1', [second!.sku_id]);
    }
  });

  it('is empty for a new shop, and each shop sees its own', async () => {
    expect(await usual(await server.login(NEW_SHOP))).toEqual([]);
    const shop2 = await usual(await server.login(SEED_SHOPS[1]));
    const own = new Set(
      (await linesOf(2)).filter((l) => BOUGHT_ORDER_STATUSES.includes(l.status_id)).map((l) => l.sku_id),
    );
    expect(shop2.length).toBeGreaterThan(0);
    for (const item of shop2) expect(own.has(item.sku_id)).toBe(true);
  });

  it('refuses a caller without a token', async () => {
    expect((await server.call('GET', `${V1}/orders/usual`)).status).toBe(401);
  });
});

describe("GET /skus purchased=1 ('เคยซื้อ')", () => {
  it('lists only the active products the caller bought in a paid or delivered order', async () => {
    const bought = new Set(
      (await linesOf(1)).filter((l) => BOUGHT_ORDER_STATUSES.includes(l.status_id)).map((l) => l.sku_id),
    );
    const res = await server.call('GET', `${V1}/skus?purchased=1&limit=100`, { token: server.token });
    expect(res.status, res.text).toBe(200);
    const ids = (res.body.data.data as { id: number }[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(res.body.data.total).toBe(ids.length);
    for (const id of ids) expect(bought.has(id)).toBe(true);
    const active = await server.db.query<{ id: number }>('SELECT id FROM skus WHERE is_active');
    const activeBought = active.filter((s) => bought.has(s.id));
    expect(ids.length).toBe(activeBought.length);
  });

  it('combines with the other filters, and is empty for a new shop', async () => {
    const all = await server.call('GET', `${V1}/skus?purchased=1&limit=100`, { token: server.token });
    const first = all.body.data.data[0] as { id: number; title: string };
    const detail = await server.call('GET', `${V1}/skus/detail?id=${first.id}`, { token: server.token });
    const byBrand = await server.call(
      'GET',
      `${V1}/skus?purchased=1&limit=100&brand_id=${detail.body.data.brand_id}`,
      { token: server.token },
    );
    const ids = (byBrand.body.data.data as { id: number }[]).map((p) => p.id);
    expect(ids).toContain(first.id);
    expect(ids.length).toBeLessThanOrEqual(all.body.data.data.length);
    const fresh = await server.call('GET', `${V1}/skus?purchased=1`, { token: await server.login(NEW_SHOP) });
    expect(fresh.body.data).toMatchObject({ data: [], total: 0 });
  });

  it("is never served from another shop's answer (not cached across callers)", async () => {
    // The catalogue's answers are cached (30 s by default): this one must be the caller's own.
    const one = await server.call('GET', `${V1}/skus?purchased=1&page=2&limit=3`, { token: server.token });
    expect(one.body.data.data.length).toBeGreaterThan(0);
    const other = await server.call('GET', `${V1}/skus?purchased=1&page=2&limit=3`, {
      token: await server.login(NEW_SHOP),
    });
    expect(other.body.data.data).toEqual([]);
  });
});
