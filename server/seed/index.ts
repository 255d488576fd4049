import { type Db, type Queryable, SEED_LOCK } from '../db/index.ts';
import { seedBulkCopies } from './bulk.ts';
import {
  BANNERS,
  buildSkus,
  PROMOTIONS,
  promotionSkuIds,
  type SeedSku,
  tableDescription,
} from './catalogue.ts';
import { BRANDS, CATEGORIES, CUSTOMER_GROUPS } from './catalogue-data.ts';
import { SEED_COUNTS, SKU_ID_BY_PROMOTION_TYPE, SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from './fixtures.ts';
import { buildOrders } from './orders.ts';
import { loadSynonyms } from './search-synonyms.ts';
import { ADDRESSES, buildCoupons, CUSTOMERS, LINE_BINDINGS } from './shops.ts';
import { addDays, insertObjects } from './util.ts';

/**
 * The seed: a realistic Thai beverage catalogue, five shops, their coupons and order history.
 * Deterministic: the same rows on every run; every date is relative to `now`.
 */

/** Every data table, children first (the FK-safe delete order). */
const DATA_TABLES = [
  'line_outbox',
  'refunds',
  'payment_events',
  'payments',
  'order_status_audit',
  'order_premiums',
  'order_items',
  'orders',
  'access_tokens',
  'coupons',
  'addresses',
  'line_bindings',
  'customers',
  'banners',
  'promotion_skus',
  'sku_customer_groups',
  'skus',
  'search_words',
  'search_synonyms',
  'promotions',
  'brands',
  'sub_categories',
  'categories',
  'customer_groups',
];

/** Empties every data table (app_settings and schema_migrations stay), restarts sequences, seeds. */
export async function resetToSeed(db: Db, now: Date): Promise<void> {
  await db.transaction((tx) => clearAndSeed(tx, now));
}

async function clearAndSeed(tx: Queryable, now: Date) {
  for (const table of DATA_TABLES) await tx.query(`DELETE FROM ${table}`);
  await tx.query('ALTER SEQUENCE orders_id_seq RESTART');
  await tx.query('ALTER SEQUENCE payments_id_seq RESTART');
  await seed(tx, now);
}

/**
 * SEED_ON_START at start-up: 'auto' seeds an empty database, 'always' resets it to the seed,
 * 'never' leaves it. The decision and the writing happen in one transaction under an advisory lock
 * (PostgreSQL), reading "is it empty" under the lock: processes started together against one
 * database seed it once; the others see it seeded ('always': each resets it in turn).
 */
export async function seedOnStart(
  db: Db,
  mode: 'auto' | 'always' | 'never',
  now: Date,
  bulkCopies = 0,
): Promise<'seeded' | 'reset' | 'kept'> {
  if (mode === 'never') return 'kept';
  return db.transaction(async (tx) => {
    if (db.driver === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [{ n }] = (await tx.query<{ n: number }>('SELECT COUNT(*) AS n FROM customers')) as [{ n: number }];
    if (mode === 'auto' && n > 0) return 'kept';
    if (n > 0) await clearAndSeed(tx, now);
    else await seed(tx, now);
    await seedBulkCopies(tx, bulkCopies);
    return n > 0 ? 'reset' : 'seeded';
  });
}

/** Inserts the whole seed into an empty, migrated database. */
export async function seed(db: Queryable, now: Date): Promise<void> {
  const skus = buildSkus();
  checkFixtures(skus);
  const created_date = addDays(now, -90);
  const image = (kind: string, id: number, suffix = '') => `/images/${kind}/${id}${suffix}.svg`;

  // The catalogue's tables, in the order their foreign keys need.
  const catalogue = {
    customer_groups: CUSTOMER_GROUPS.map(({ id, name }) => ({
      id,
      name,
      image: image('groups', id),
      order: id,
    })),
    categories: CATEGORIES.map((c) => ({
      id: c.id,
      th_name: c.th,
      en_name: c.en,
      description: c.description,
      order: c.id,
      split_order: c.id,
      image_url: c.hasImage ? image('categories', c.id) : null,
      image_cover_url: image('categories', c.id, '-cover'),
      created_date,
    })),
    sub_categories: CATEGORIES.flatMap((c) =>
      c.subs.map((s, i) => ({
        id: s.id,
        category_id: c.id,
        name: s.name,
        image: image('subcategories', s.id),
        order: i + 1,
      })),
    ),
    brands: BRANDS.map((b) => ({
      id: b.id,
      name_th: b.nameTh,
      name_en: b.nameEn,
      image: image('brands', b.id),
      image_cover_url: image('brands', b.id, '-cover'),
      order: b.id,
    })),
  };
  for (const [table, rows] of Object.entries(catalogue)) await insertObjects(db, table, rows);
  await insertObjects(
    db,
    'skus',
    skus.map(({ groups: _groups, line: _line, ...row }) => row),
  );
  // What shop owners type for the products (server/seed/search-synonyms.txt, docs/api.md "Search").
  await insertObjects(db, 'search_synonyms', loadSynonyms());
  await insertObjects(
    db,
    'sku_customer_groups',
    skus.flatMap((s) => s.groups.map((customer_group_id) => ({ sku_id: s.id, customer_group_id }))),
  );

  const start = addDays(now, -10);
  const promotions = PROMOTIONS.map((p) => ({ ...p, sku_ids: promotionSkuIds(p, skus), start }));
  await insertObjects(
    db,
    'promotions',
    promotions.map((p) => ({
      id: p.id,
      type: p.promo.type,
      name: p.name,
      image: image('promotions', p.id),
      image_cover: image('promotions', p.id, '-cover'),
      order: p.id,
      brand_id: p.brand_id,
      rules: JSON.stringify(p.promo.rules),
      table_description: JSON.stringify(tableDescription(p)),
      start_date: start,
      end_date: addDays(now, 60),
    })),
  );
  await insertObjects(
    db,
    'promotion_skus',
    promotions.flatMap((p) => p.sku_ids.map((sku_id) => ({ promotion_id: p.id, sku_id }))),
  );
  await insertObjects(
    db,
    'banners',
    BANNERS.map((b) => ({ ...b, image: image('banners', b.id), order: b.id })),
  );

  await insertObjects(db, 'customers', CUSTOMERS);
  await insertObjects(db, 'line_bindings', LINE_BINDINGS);
  await insertObjects(db, 'addresses', ADDRESSES);
  const coupons = buildCoupons(now);
  const names = new Map(CUSTOMERS.map((c) => [c.id, c.name]));
  const orders = buildOrders(now, skus, promotions, ADDRESSES, coupons, names);
  await insertObjects(db, 'orders', orders.orders);
  await insertObjects(db, 'order_items', orders.items);
  await insertObjects(db, 'order_premiums', orders.premiums);
  await insertObjects(db, 'payments', orders.payments);
  await insertObjects(db, 'coupons', coupons);
}

/** Fails loudly when the catalogue drifts from what fixtures.ts promises. */
function checkFixtures(skus: readonly SeedSku[]): void {
  const fail = (what: string) => {
    throw new Error(`seed: fixtures.ts is out of date: ${what}`);
  };
  const actual: Omit<Record<keyof typeof SEED_COUNTS, number>, 'recommendedSkus'> = {
    skus: skus.length,
    activeSkus: skus.filter((s) => s.is_active).length,
    brands: BRANDS.length,
    categories: CATEGORIES.length,
    subCategories: CATEGORIES.flatMap((c) => c.subs).length,
    customerGroups: CUSTOMER_GROUPS.length,
    promotions: PROMOTIONS.length,
    banners: BANNERS.length,
  };
  for (const [name, count] of Object.entries(actual))
    if (SEED_COUNTS[name as keyof typeof actual] !== count)
      fail(`SEED_COUNTS.${name} is ${SEED_COUNTS[name as keyof typeof actual]}, not ${count}`);
  const byId = (id: number) => skus[id - 1]!;
  if (byId(SKU_ID_WITH_DISCOUNT).discount_price === null) fail('SKU_ID_WITH_DISCOUNT has no discount');
  if (byId(SKU_ID_PLAIN).discount_price !== null) fail('SKU_ID_PLAIN has a discount');
  for (const [type, id] of Object.entries(SKU_ID_BY_PROMOTION_TYPE)) {
    const promo = PROMOTIONS.find((p) => p.promo.type === type && promotionSkuIds(p, skus).includes(id));
    if (!promo) fail(`SKU ${id} is under no ${type} promotion`);
  }
  if (PROMOTIONS.some((p) => promotionSkuIds(p, skus).includes(SKU_ID_PLAIN)))
    fail('SKU_ID_PLAIN is promoted');
}
