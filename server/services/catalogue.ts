import { LRUCache } from 'lru-cache';
import type {
  Banner,
  Brand,
  Category,
  CategoryWithSubs,
  CustomerGroup,
  Promotion,
  SkusQuery,
} from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { ALWAYS_LIVE, type Invalidations } from '../db/notifications.ts';
import { describePromotion, sellingUnit } from '../pricing/describe.ts';
import { createProductReads, direction } from './catalogue-products.ts';
import { createSearchDictionary } from './search-dictionary.ts';

/**
 * The catalogue the storefront browses: categories, banners, promotions, brands and customer
 * groups read here, the products in catalogue-products.ts, and most answers of both kept for a
 * short while per process (the cache below).
 */

type Ordered = { order_name?: 'order' | 'id' | 'name' | undefined; order_by?: 'asc' | 'desc' | undefined };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createCatalogue(
  db: Db,
  clock: Clock,
  cacheSeconds = 30,
  invalidations: Pick<Invalidations, 'live' | 'on'> = ALWAYS_LIVE,
) {
  // The catalogue changes rarely and is read on every screen: answers are kept for a short while
  // per process (docs/performance.md). cacheSeconds 0 turns this off. A change of the catalogue's
  // tables by anyone empties the cache on every process (docs/scaling.md "Invalidations"), and
  // while that news cannot arrive nothing is answered from it.
  const cache = new LRUCache<string, object>({ max: 5000, ttl: Math.max(cacheSeconds, 1) * 1000 });
  const products = createProductReads(db, clock, createSearchDictionary(db, invalidations));
  // Bumped by every invalidation: a read that began before one does not fill the cache.
  let generation = 0;
  invalidations.on((change) => {
    if (change.what === 'tokens') return;
    generation++;
    cache.clear();
  });
  function cached<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    if (cacheSeconds <= 0 || !invalidations.live()) return load();
    const hit = cache.get(key) as T | undefined;
    if (hit) return Promise.resolve(hit);
    const seen = generation;
    return load().then((value) => {
      if (seen === generation && invalidations.live()) cache.set(key, value);
      return value;
    });
  }

  const reads = {
    async categories(): Promise<Category[]> {
      const rows = await db.query<
        Category & { created_date: Date; updated_date: Date | null; deleted_date: Date | null }
      >(`SELECT * FROM categories WHERE is_active AND deleted_date IS NULL ORDER BY "order", id`);
      return rows.map((r) => ({
        ...r,
        created_date: r.created_date.toISOString(),
        updated_date: iso(r.updated_date),
        deleted_date: iso(r.deleted_date),
      }));
    },

    /** Categories and sub-categories; with a customer group, only those holding its products. */
    async categoriesWithSubs(customerGroupId?: number): Promise<CategoryWithSubs[]> {
      const groupFilter = customerGroupId
        ? `AND EXISTS (SELECT 1 FROM skus s JOIN sku_customer_groups g ON g.sku_id = s.id
                        WHERE s.is_active AND g.customer_group_id = $1 AND %COND%)`
        : '';
      const params = customerGroupId ? [customerGroupId] : [];
      const categories = await db.query<{ id: number; th_name: string; image_cover_url: string | null }>(
        `SELECT c.id, c.th_name, c.image_cover_url FROM categories c
          WHERE c.is_active AND c.deleted_date IS NULL ${groupFilter.replace('%COND%', 's.category_id = c.id')}
          ORDER BY c."order", c.id`,
        params,
      );
      const subs = await db.query<{ id: number; category_id: number; name: string; image: string | null }>(
        `SELECT sc.id, sc.category_id, sc.name, sc.image FROM sub_categories sc
          WHERE true ${groupFilter.replace('%COND%', 's.sub_category_id = sc.id')}
          ORDER BY sc."order", sc.id`,
        params,
      );
      return categories.map((c) => ({
        category_id: c.id,
        category_name: c.th_name,
        image_cover_url: c.image_cover_url,
        sub_categories: subs
          .filter((s) => s.category_id === c.id)
          .map((s) => ({ sub_category_id: s.id, sub_category_name: s.name, image: s.image })),
      }));
    },

    async banners(q: Ordered): Promise<Banner[]> {
      const column = { order: '"order"', id: 'id', name: 'name' }[q.order_name ?? 'order'];
      return db.query<Banner>(
        `SELECT id, type, ref_id, name, image FROM banners ORDER BY ${column} ${direction(q.order_by)}, id`,
      );
    },

    /** Promotions running now. */
    async promotions(q: Ordered): Promise<Promotion[]> {
      const column = { order: '"order"', id: 'id', name: 'name' }[q.order_name ?? 'order'];
      const rows = await db.query<Promotion & { rules: unknown; brand_name: string | null; units: string[] }>(
        `SELECT p.id, p.name, p.type, p.image, p.image_cover, p.rules, b.name_th AS brand_name,
                ARRAY(SELECT DISTINCT s.pack_size FROM promotion_skus ps JOIN skus s ON s.id = ps.sku_id
                       WHERE ps.promotion_id = p.id AND s.is_active AND s.pack_size IS NOT NULL) AS units
           FROM promotions p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE p.start_date <= $1 AND p.end_date >= $1 ORDER BY p.${column} ${direction(q.order_by)}, p.id`,
        [clock.now()],
      );
      // Its rules in words (describe.ts), counted in the unit its products share, else ชิ้น.
      return rows.map(({ rules, brand_name, units, ...promotion }) => {
        const shared = new Set(units.map(sellingUnit));
        const pack_size = shared.size === 1 ? ([...shared][0] ?? null) : null;
        const rows = describePromotion(
          { type: promotion.type, rules, brandName: brand_name },
          { pack_size, price: null },
        );
        return rows ? { ...promotion, rules_description: rows } : promotion;
      });
    },

    async brands() {
      const rows = await db.query<Brand>(
        `SELECT id, name_th, image, image_cover_url FROM brands ORDER BY "order", id`,
      );
      return { data: rows, total: rows.length, page: 1, limit: Math.max(rows.length, 1) };
    },

    async customerGroups(): Promise<CustomerGroup[]> {
      return db.query<CustomerGroup>(`SELECT id, name, image FROM customer_groups ORDER BY "order", id`);
    },
  };

  return {
    clearCache: () => cache.clear(),
    categories: () => cached('categories', reads.categories),
    categoriesWithSubs: (groupId?: number) =>
      cached(`subs:${groupId ?? ''}`, () => reads.categoriesWithSubs(groupId)),
    banners: (q: Ordered) => cached(`banners:${q.order_name}:${q.order_by}`, () => reads.banners(q)),
    promotions: (q: Ordered) => cached(`promotions:${q.order_name}:${q.order_by}`, () => reads.promotions(q)),
    brands: () => cached('brands', reads.brands),
    customerGroups: () => cached('groups', reads.customerGroups),
    /** `customerId` counts only for `purchased=1`, whose answer is the caller's (never shared). */
    skus: (q: SkusQuery, customerId = 0) =>
      q.purchased === '1'
        ? products.skus(q, customerId)
        : cached(`skus:${JSON.stringify(q)}`, () => products.skus(q, customerId)),
    suggestions: (text: string, limit = 5) =>
      cached(`suggest:${limit}:${text}`, () => products.suggestions(text, limit)),
    skuDetail: (id: number) => cached(`detail:${id}`, () => products.skuDetail(id)),
    lookup: (skuId: number) => cached(`lookup:${skuId}`, () => products.lookup(skuId)),
    lookupMany: products.lookupMany,
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
