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
  SkusQuery,
} from '../../src/contract/index.ts';
import { netUnitPrice } from '../../src/contract/money.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';

type Ordered = { order_name?: 'order' | 'id' | 'name' | undefined; order_by?: 'asc' | 'desc' | undefined };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const direction = (by: string | undefined) => (by === 'desc' ? 'DESC' : 'ASC');
/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many words of a query are matched (a query is at most 100 characters anyway). */
const SEARCH_WORDS_MAX = 8;

/** The distinct words of a query, split at white space. */
export function searchWords(search: string | undefined): string[] {
  return [...new Set((search ?? '').split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS_MAX);
}

/**
 * Words made only of letters (Thai or Latin, at least 4 after normalisation) may also match by
 * trigram similarity; shorter words, numbers and codes ('1.5', 'chg-wtr', '100%') must match as
 * they are: a 3-letter word shares half its trigrams with any word of the same first two letters.
 */
const FUZZY_WORD = /^[\p{L}\p{M}]{4,}$/u;
const THAI_MARKS = /[\u0E47-\u0E4E]/g;
/** At most this many catalogue words stand in for one query word that is not found as it is. */
const CLOSE_WORDS_MAX = 6;

/**
 * Catalogue words close to a query word, with their closeness: pg_trgm word similarity (0..1) plus
 * a tenth of the whole-word similarity (which prefers 'pepsi' to 'pepsico' for 'pepai').
 */
type CloseWords = { word: string; weight: number }[];

/**
 * SQL of product search (docs/api.md "Search"), over the normalised texts of a product
 * (search_norm(): lower case, no Thai tone marks; server/db/migrations/003_search.sql):
 * - `matches[i]`: word i is part of the product's search text, or one of the catalogue words close
 *   to it is (LIKE, wildcards escaped; served by the trigram index);
 * - `relevance()`: per word 2 when it is part of the product's names, 1 when only of its brand,
 *   category or code; else the summed closeness of the close words it holds (in its names; half
 *   elsewhere), below 1. Only LIKE per product: similarities were computed once, on the words.
 * `push` adds a parameter and answers its placeholder.
 */
function searchSql(words: string[], close: CloseWords[], push: (value: unknown) => string) {
  const literal = words.map((word) => `'%' || search_norm(${push(likeEscape(word))}) || '%'`);
  // A closeness is a number from the database: written into the SQL as a numeric literal.
  const alternatives = words.map((_, i) =>
    (close[i] ?? []).map((c) => ({ pattern: push(`%${likeEscape(c.word)}%`), weight: c.weight.toFixed(4) })),
  );
  const matches = words.map(
    (_, i) =>
      `(${[literal[i], ...(alternatives[i] ?? []).map((a) => a.pattern)].map((p) => `s.search_text LIKE ${p}`).join(' OR ')})`,
  );
  return {
    matches,
    relevance: () =>
      words
        .map((_, i) => {
          const held = (alternatives[i] ?? []).map(
            (a) =>
              `CASE WHEN s.search_name LIKE ${a.pattern} THEN ${a.weight} ` +
              `WHEN s.search_text LIKE ${a.pattern} THEN ${a.weight} / 2 ELSE 0 END`,
          );
          const otherwise = held.length ? `LEAST(0.99, ${held.join(' + ')})` : '0';
          return `CASE WHEN s.search_name LIKE ${literal[i]} THEN 2 WHEN s.search_text LIKE ${literal[i]} THEN 1 ELSE ${otherwise} END`;
        })
        .join(' + '),
  };
}

interface SkuRow {
  id: number;
  sku: string;
  title: string;
  image_url: string | null;
  price: number;
  discount_price: number | null;
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
  };
}

export function createCatalogue(db: Db, clock: Clock, cacheSeconds = 30) {
  // The catalogue changes rarely and is read on every screen: answers are kept for a short while
  // per process (docs/performance.md). cacheSeconds 0 turns this off.
  const cache = new LRUCache<string, object>({ max: 5000, ttl: Math.max(cacheSeconds, 1) * 1000 });
  function cached<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    if (cacheSeconds <= 0) return load();
    const hit = cache.get(key) as T | undefined;
    if (hit) return Promise.resolve(hit);
    return load().then((value) => {
      cache.set(key, value);
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

  /**
   * For each query word of at least 4 letters, the catalogue words (search_words) whose trigram
   * word similarity to it reaches pg_trgm.word_similarity_threshold, best first; the word itself
   * is matched literally in any case. One query for all words; none when no word qualifies.
   */
  async function closeWords(words: string[]): Promise<CloseWords[]> {
    const fuzzy = words.map((w) => (FUZZY_WORD.test(w.replace(THAI_MARKS, '')) ? w : null));
    if (!fuzzy.some(Boolean)) return [];
    const rows = await db.query<{ i: number; word: string; weight: number }>(
      `SELECT q.i::int AS i, v.word, v.weight
         FROM unnest($1::text[]) WITH ORDINALITY AS q(w, i)
        CROSS JOIN LATERAL (
          SELECT sw.word,
                 word_similarity(search_norm(q.w), sw.word) + similarity(search_norm(q.w), sw.word) / 10 AS weight
            FROM search_words sw
           WHERE q.w IS NOT NULL AND search_norm(q.w) <% sw.word
             AND strpos(sw.word, search_norm(q.w)) = 0
           ORDER BY weight DESC, sw.word
           LIMIT $2) v`,
      [fuzzy, CLOSE_WORDS_MAX],
    );
    const close: CloseWords[] = words.map(() => []);
    for (const r of rows) close[r.i - 1]?.push({ word: r.word, weight: Number(r.weight) });
    return close;
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
      return db.query<Promotion>(
        `SELECT id, name, type, image, image_cover FROM promotions
          WHERE start_date <= $1 AND end_date >= $1 ORDER BY ${column} ${direction(q.order_by)}, id`,
        [clock.now()],
      );
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

    /** One page of products; every filter given is applied (AND). */
    async skus(q: SkusQuery) {
      const limit = q.limit ?? 20;
      const page = q.page ?? 1;
      const where = ['s.is_active'];
      const params: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replaceAll('$?', `$${params.length}`));
      };
      const words = searchWords(q.search);
      const close = await closeWords(words);
      const search = words.length
        ? searchSql(words, close, (value) => {
            params.push(value);
            return `$${params.length}`;
          })
        : null;
      if (search) where.push(...search.matches);
      if (q.category_id) add('s.category_id = $?', q.category_id);
      if (q.sub_category_id) add('s.sub_category_id = $?', q.sub_category_id);
      if (q.brand_id) add('s.brand_id = $?', q.brand_id);
      if (q.is_recommend === '1') where.push('s.is_recommend');
      if (q.is_recommend === '0') where.push('NOT s.is_recommend');
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
        `SELECT s.id, s.sku, s.title, s.image_url, s.price, s.discount_price, COUNT(*) OVER () AS total
           FROM skus s WHERE ${where.join(' AND ')}
          ORDER BY ${ordering}
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      const total = rows[0]?.total ?? (page > 1 ? await countSkus(where, params.slice(0, whereParams)) : 0);
      return { data: rows.map(toListItem), total, page, limit };
    },

    /**
     * The products closest to what is typed, best first: looser than the list search, a product
     * qualifies when any word of the query matches it, and those matching more words rank higher.
     */
    async suggestions(text: string, limit: number): Promise<ProductListItem[]> {
      const words = searchWords(text);
      if (!words.length) return [];
      const params: unknown[] = [];
      const search = searchSql(words, await closeWords(words), (value) => {
        params.push(value);
        return `$${params.length}`;
      });
      const relevance = search.relevance();
      params.push(limit);
      const rows = await db.query<SkuRow>(
        `SELECT s.id, s.sku, s.title, s.image_url, s.price, s.discount_price
           FROM skus s WHERE s.is_active AND (${search.matches.join(' OR ')})
          ORDER BY ${relevance} DESC, s."order", s.id
          LIMIT $${params.length}`,
        params,
      );
      return rows.map(toListItem);
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
      if (!row) throw notFound('query.id', 'no such product');
      const promotions = await db.query<{
        type: string;
        name: string;
        table_description: { header: string; description: string }[];
      }>(
        `SELECT p.type, p.name, p.table_description FROM promotions p
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
        promotion_description: promotions,
      };
    },

    async lookup(skuId: number): Promise<SkuLookup> {
      const rows = await db.query<SkuLookup>(
        'SELECT sku, title, price, discount_price, image_url, pack_size FROM skus WHERE id = $1 AND is_active',
        [skuId],
      );
      if (!rows[0]) throw notFound('params.sku_id', 'no such product');
      return rows[0];
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
    skus: (q: SkusQuery) => cached(`skus:${JSON.stringify(q)}`, () => reads.skus(q)),
    suggestions: (text: string, limit = 5) =>
      cached(`suggest:${limit}:${text}`, () => reads.suggestions(text, limit)),
    skuDetail: (id: number) => cached(`detail:${id}`, () => reads.skuDetail(id)),
    lookup: (skuId: number) => cached(`lookup:${skuId}`, () => reads.lookup(skuId)),
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
