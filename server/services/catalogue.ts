import { LRUCache } from 'lru-cache';
import type {
  Banner,
  Brand,
  Category,
  CategoryWithSubs,
  CustomerGroup,
  ProductDetail,
  ProductListItem,
  Promotion,
  SkuLookup,
  SkuLookupBatch,
  SkuSuggestion,
  SkusQuery,
} from '../../contract/index.ts';
import { netUnitPrice } from '../../contract/money.ts';
import { BOUGHT_ORDER_STATUSES } from '../../contract/statuses.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { ALWAYS_LIVE, type Invalidations } from '../db/notifications.ts';
import { DomainError } from '../domain/errors.ts';
import { describePromotion, sellingUnit } from '../pricing/describe.ts';
import { searchSql, searchTerms, type Term } from './catalogue-search.ts';
import { createSearchDictionary } from './search-dictionary.ts';

type Ordered = { order_name?: 'order' | 'id' | 'name' | undefined; order_by?: 'asc' | 'desc' | undefined };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const direction = (by: string | undefined) => (by === 'desc' ? 'DESC' : 'ASC');
interface SkuRow {
  id: number;
  sku: string;
  title: string;
  image_url: string | null;
  price: number;
  discount_price: number | null;
  pack_size?: string | null;
}

export function toListItem(row: SkuRow): ProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    image_url: row.image_url,
    price: row.price,
    discount_price: row.discount_price,
    net_price: netUnitPrice(row.price, row.discount_price),
    ...(row.pack_size === undefined ? {} : { pack_size: row.pack_size }),
  };
}

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
  const dictionary = createSearchDictionary(db, invalidations);
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

  async function countSkus(where: string[], params: unknown[]) {
    const rows = await db.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM skus s WHERE ${where.join(' AND ')}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  /** One page of products for skus(): with `relaxed`, soft search terms only rank. */
  async function skusPage(q: SkusQuery, terms: Term[], relaxed: boolean, customerId: number) {
    const limit = q.limit ?? 20;
    const page = q.page ?? 1;
    const where = ['s.is_active'];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replaceAll('$?', `$${params.length}`));
    };
    const search = terms.length
      ? searchSql(terms, (value) => {
          params.push(value);
          return `$${params.length}`;
        })
      : null;
    // A relaxed soft term still names its parameters (the count reuses them) but always holds.
    if (search)
      where.push(...search.matches.map((m, i) => (relaxed && terms[i]!.soft ? `(${m} OR true)` : m)));
    if (q.category_id) add('s.category_id = $?', q.category_id);
    if (q.sub_category_id) add('s.sub_category_id = $?', q.sub_category_id);
    if (q.brand_id) add('s.brand_id = $?', q.brand_id);
    if (q.is_recommend === '1') where.push('s.is_recommend');
    if (q.is_recommend === '0') where.push('NOT s.is_recommend');
    // 'เคยซื้อ': only what this shop bought in a paid or delivered order.
    if (q.purchased === '1') {
      add(
        `EXISTS (SELECT 1 FROM order_items bi JOIN orders bo ON bo.id = bi.order_id
                  WHERE bi.sku_id = s.id AND bo.customer_id = $?
                    AND bo.status_id IN (${BOUGHT_ORDER_STATUSES.join(', ')}))`,
        customerId,
      );
    }
    if (q.customer_group_id) {
      add(
        'EXISTS (SELECT 1 FROM sku_customer_groups g WHERE g.sku_id = s.id AND g.customer_group_id = $?)',
        q.customer_group_id,
      );
    }
    if (q.promotion_id) {
      add(
        'EXISTS (SELECT 1 FROM promotion_skus p WHERE p.sku_id = s.id AND p.promotion_id = $?)',
        q.promotion_id,
      );
    }
    const column = {
      order: 's."order"',
      price: 's.price',
      net_price: 's.price * (100 - COALESCE(s.discount_price, 0))',
      title: 's.title',
      id: 's.id',
    }[q.order_name ?? 'order'];
    // The filters' parameters: the count below reuses them without the ordering's and paging's.
    const whereParams = params.length;
    // With a search and no other order asked for, the best matches come first.
    const ordering =
      search && (q.order_name ?? 'order') === 'order'
        ? `${search.relevance()} DESC, s."order", s.id`
        : `${column} ${direction(q.order_by)}, s.id`;
    params.push(limit, (page - 1) * limit);
    const rows = await db.query<SkuRow & { total: number }>(
      `SELECT s.id, s.sku, s.title, s.image_url, s.price, s.discount_price, s.pack_size,
              COUNT(*) OVER () AS total
         FROM skus s WHERE ${where.join(' AND ')}
        ORDER BY ${ordering}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const total = rows[0]?.total ?? (page > 1 ? await countSkus(where, params.slice(0, whereParams)) : 0);
    return { data: rows.map(toListItem), total, page, limit };
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

    /**
     * One page of products; every filter given is applied (AND). A search whose pack, container or
     * size words no product matches with the rest ('pepsi 1.5') lists what the rest matches, the
     * closest size first (docs/api.md "Search").
     */
    async skus(q: SkusQuery, customerId: number) {
      const terms = await searchTerms(db, dictionary, q.search);
      const exact = await skusPage(q, terms, false, customerId);
      const relax = exact.total === 0 && terms.some((t) => t.soft) && terms.some((t) => !t.soft);
      return relax ? skusPage(q, terms, true, customerId) : exact;
    },
    /**
     * The products closest to what is typed, best first: looser than the list search, a product
     * qualifies when any word of the query matches it, and those matching more words rank higher.
     */
    async suggestions(text: string, limit: number): Promise<SkuSuggestion[]> {
      const terms = await searchTerms(db, dictionary, text);
      if (!terms.length) return [];
      const params: unknown[] = [];
      const search = searchSql(terms, (value) => {
        params.push(value);
        return `$${params.length}`;
      });
      const relevance = search.relevance();
      params.push(limit);
      const rows = await db.query<SkuRow & { pack_size: string | null }>(
        `SELECT s.id, s.sku, s.title, s.image_url, s.price, s.discount_price, s.pack_size
           FROM skus s WHERE s.is_active AND (${search.matches.join(' OR ')})
          ORDER BY ${relevance} DESC, s."order", s.id
          LIMIT $${params.length}`,
        params,
      );
      return rows.map((row) => ({ ...toListItem(row), pack_size: row.pack_size }));
    },

    async skuDetail(id: number): Promise<ProductDetail> {
      const rows = await db.query<
        SkuRow & { description: string; pack_size: string | null; brand_id: number; category_id: number }
      >(
        `SELECT id, sku, title, image_url, price, discount_price, description, pack_size, brand_id, category_id
           FROM skus WHERE id = $1 AND is_active`,
        [id],
      );
      const row = rows[0];
      if (!row) throw new DomainError('notFound', 'product', 'no such product');
      const promotions = await db.query<{
        type: string;
        name: string;
        table_description: { header: string; description: string }[];
        rules: unknown;
        brand_name: string | null;
      }>(
        `SELECT p.type, p.name, p.table_description, p.rules, b.name_th AS brand_name
           FROM promotions p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE p.start_date <= $2 AND p.end_date >= $2
            AND (EXISTS (SELECT 1 FROM promotion_skus ps WHERE ps.promotion_id = p.id AND ps.sku_id = $1)
                 OR (p.type = 'theme_brand' AND p.brand_id = $3))
          ORDER BY p."order", p.id`,
        [id, clock.now(), row.brand_id],
      );
      return {
        ...toListItem(row),
        description: row.description,
        pack_size: row.pack_size,
        brand_id: row.brand_id,
        category_id: row.category_id,
        // Each promotion's rows from its rules, in this product's selling unit (describe.ts); the
        // stored rows when the rules cannot be read.
        promotion_description: promotions.map((p) => ({
          type: p.type,
          name: p.name,
          table_description:
            describePromotion({ type: p.type, rules: p.rules, brandName: p.brand_name }, row) ??
            p.table_description,
        })),
      };
    },

    async lookup(skuId: number): Promise<SkuLookup> {
      const rows = await db.query<SkuLookup>(
        'SELECT sku, title, price, discount_price, image_url, pack_size FROM skus WHERE id = $1 AND is_active',
        [skuId],
      );
      if (!rows[0]) throw new DomainError('notFound', 'product', 'no such product');
      return rows[0];
    },

    /** One query for a whole cart's products (at most LOOKUP_BATCH_MAX ids, checked by the contract). */
    async lookupMany(skuIds: number[]): Promise<SkuLookupBatch> {
      const ids = [...new Set(skuIds)];
      const rows = await db.query<SkuLookup & { sku_id: number }>(
        `SELECT id AS sku_id, sku, title, price, discount_price, image_url, pack_size
           FROM skus WHERE id = ANY($1) AND is_active`,
        [ids],
      );
      const found = new Map(rows.map((r) => [r.sku_id, r]));
      return {
        products: ids.flatMap((id) => found.get(id) ?? []),
        missing: ids.filter((id) => !found.has(id)),
      };
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
        ? reads.skus(q, customerId)
        : cached(`skus:${JSON.stringify(q)}`, () => reads.skus(q, customerId)),
    suggestions: (text: string, limit = 5) =>
      cached(`suggest:${limit}:${text}`, () => reads.suggestions(text, limit)),
    skuDetail: (id: number) => cached(`detail:${id}`, () => reads.skuDetail(id)),
    lookup: (skuId: number) => cached(`lookup:${skuId}`, () => reads.lookup(skuId)),
    lookupMany: reads.lookupMany,
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
