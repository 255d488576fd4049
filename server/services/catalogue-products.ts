import type {
  ProductDetail,
  ProductListItem,
  SkuLookup,
  SkuLookupBatch,
  SkuSuggestion,
  SkusQuery,
} from '../../contract/index.ts';
import { netUnitPrice } from '../../contract/money.ts';
import { BOUGHT_ORDER_STATUSES } from '../../contract/statuses.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import { describePromotion } from '../pricing/describe.ts';
import { searchTerms, type Term } from './catalogue-search.ts';
import type { SearchDictionary } from './search-dictionary.ts';
import { searchSql } from './search-sql.ts';

/**
 * The catalogue's products (catalogue.ts keeps their answers for a short while): the list pages
 * with their filters and search, the suggestions under the search box, a product's page with its
 * promotions, and the cart's look-ups; with toListItem, how a product row becomes a list item,
 * which the usual order (usual-order.ts) shares. Kept apart from the categories, banners and
 * promotions (catalogue.ts) because only these reads take a query's words (catalogue-search.ts) or
 * a shop's own orders ('เคยซื้อ').
 */

/** The SQL of an order_by parameter: ascending unless 'desc'. */
export const direction = (by: string | undefined) => (by === 'desc' ? 'DESC' : 'ASC');

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

/** The product reads; `dictionary` is what a search is read with (search-dictionary.ts). */
export function createProductReads(db: Db, clock: Clock, dictionary: SearchDictionary) {
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

  return {
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
}
