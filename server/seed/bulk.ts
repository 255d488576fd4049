import type { Queryable } from '../db/index.ts';

/**
 * A bigger catalogue for benchmarks (SEED_BULK_COPIES): `copies` more lots of every active seeded
 * product, with their own ids (from 100001), codes and titles, sold to the same shop types.
 */
export async function seedBulkCopies(db: Queryable, copies: number): Promise<number> {
  if (copies <= 0) return 0;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO skus (id, sku, title, title_en, description, image_url, price, discount_price, brand_id, category_id,
                       sub_category_id, is_recommend, is_active, "order")
     SELECT 100000 + g * 1000 + s.id, s.sku || '-L' || g, s.title || ' (ล็อต ' || g || ')',
            s.title_en || ' (lot ' || g || ')', s.description,
            s.image_url, s.price, s.discount_price, s.brand_id, s.category_id, s.sub_category_id, false, true,
            100000 + g * 1000 + s.id
       FROM skus s CROSS JOIN generate_series(1, $1::int) AS g
      WHERE s.is_active AND s.id < 100000
     RETURNING id`,
    [copies],
  );
  await db.query(
    `INSERT INTO sku_customer_groups (sku_id, customer_group_id)
     SELECT 100000 + g * 1000 + c.sku_id, c.customer_group_id
       FROM sku_customer_groups c JOIN skus s ON s.id = c.sku_id AND s.is_active AND s.id < 100000
      CROSS JOIN generate_series(1, $1::int) AS g`,
    [copies],
  );
  return rows.length;
}
