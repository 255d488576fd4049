import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  Banner,
  Brand,
  Category,
  CategoryWithSubs,
  CustomerGroup,
  ErrorBody,
  envelope,
  ProductDetail,
  ProductListItem,
  Promotion,
  page,
  SkuLookup,
} from '../../contract/index.ts';
import { describePromotion } from '../../server/pricing/describe.ts';
import { BANNERS, buildSkus, PROMOTIONS, promotionSkuIds } from '../../server/seed/catalogue.ts';
import { BRANDS, CATEGORIES, CUSTOMER_GROUPS } from '../../server/seed/catalogue-data.ts';
import {
  BANNER_ID_EMPTY_REF,
  BANNER_ID_UNKNOWN_TYPE,
  CATEGORY_ID_WITHOUT_SUBS,
  CATEGORY_IDS_WITHOUT_IMAGE,
  PROMOTION_IDS_BY_TYPE,
  SEED_COUNTS,
  SKU_ID_BY_PROMOTION_TYPE,
  SKU_ID_HTML_DESCRIPTION,
  SKU_ID_PLAIN,
  SKU_ID_WITH_DISCOUNT,
  SKU_IDS_BROKEN_IMAGE,
  SKU_IDS_INACTIVE,
  SKU_IDS_WITHOUT_IMAGE,
  THEME_BRAND_ID,
} from '../../server/seed/fixtures.ts';
import { type CallResult, suiteSignedInServer } from './harness.ts';

const V1 = '/api/v1/ssc';

/** The seed's own SKU rows (deterministic): the facts the list filters are checked against. */
const SEED_SKUS = buildSkus();
const ACTIVE_SKUS = SEED_SKUS.filter((s) => s.is_active);
const idsOf = (rows: readonly { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

type ListItem = z.infer<typeof ProductListItem>;

const server = suiteSignedInServer();

async function get(path: string): Promise<CallResult> {
  return server.call('GET', path, { token: server.token });
}

/** GET a success answer: 200 with the `{ status: 200, message, data }` envelope of `schema`. */
async function ok<T extends z.ZodMiniType>(path: string, schema: T): Promise<z.infer<T>> {
  const res = await get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body.status).toBe(200);
  expect(typeof res.body.message).toBe('string');
  expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'status']);
  const parsed = envelope(schema).safeParse(res.body);
  expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true);
  return res.body.data;
}

/** An error answer: `status` with the error envelope `{ status, message, errors? }`. */
async function fails(path: string, status: number, errorPath?: string): Promise<CallResult> {
  const res = await get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(status);
  expect(ErrorBody.safeParse(res.body).success, res.text).toBe(true);
  expect(res.body.status).toBe(status);
  expect(res.body.message).toEqual(expect.any(String));
  expect(res.body.message.length).toBeGreaterThan(0);
  if (errorPath) {
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: errorPath })]));
  }
  return res;
}

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

async function skuPage(query: Record<string, string | number> = {}) {
  return ok(`${V1}/skus?${qs(query)}`, page(ProductListItem));
}

/** Every product of a filtered list, walking the pages (100 a page). */
async function allSkus(query: Record<string, string | number> = {}) {
  const items: ListItem[] = [];
  let total = -1;
  for (let p = 1; p < 50; p++) {
    const res = await skuPage({ ...query, limit: 100, page: p });
    if (total === -1) total = res.total;
    expect(res.total).toBe(total);
    const rows = res.data ?? [];
    items.push(...rows);
    if (rows.length < 100) break;
  }
  expect(items.length).toBe(total);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return { items, total };
}

describe('GET /categories', () => {
  it('answers the plain category list with every field, ordered by order', async () => {
    const data = await ok(`${V1}/categories`, z.array(Category));
    expect(data).toHaveLength(SEED_COUNTS.categories);
    const keys = Object.keys(Category.shape).sort();
    for (const c of data) expect(Object.keys(c).sort()).toEqual(keys);
    const orders = data.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data.map((c) => c.id)).toEqual(CATEGORIES.map((c) => c.id));
    for (const c of data) {
      const seed = CATEGORIES.find((s) => s.id === c.id)!;
      expect(c.th_name).toBe(seed.th);
      expect(c.en_name).toBe(seed.en);
      expect(c.description).toBe(seed.description);
      expect(c.is_active).toBe(true);
      expect(c.deleted_date).toBeNull();
      expect(Number.isNaN(Date.parse(c.created_date))).toBe(false);
      if (CATEGORY_IDS_WITHOUT_IMAGE.includes(c.id)) expect(c.image_url).toBeNull();
      else expect(c.image_url).toBe(`/images/categories/${c.id}.svg`);
    }
    expect(data[0]).toMatchObject({ id: 1, th_name: 'น้ำดื่ม', en_name: 'Drinking Water' });
  });

  it('answers 401 without a token', async () => {
    const res = await server.call('GET', `${V1}/categories`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: expect.any(String) });
  });
});

describe('GET /categories/with-sub-categories', () => {
  let all: z.infer<typeof CategoryWithSubs>[];

  beforeAll(async () => {
    all = await ok(`${V1}/categories/with-sub-categories`, z.array(CategoryWithSubs));
  });

  it('lists every category with its sub-categories, in order', () => {
    expect(all.map((c) => c.category_id)).toEqual(CATEGORIES.map((c) => c.id));
    expect(all.flatMap((c) => c.sub_categories)).toHaveLength(SEED_COUNTS.subCategories);
    for (const c of all) {
      const seed = CATEGORIES.find((s) => s.id === c.category_id)!;
      expect(c.category_name).toBe(seed.th);
      expect(c.image_cover_url).toBe(`/images/categories/${c.category_id}-cover.svg`);
      expect(c.sub_categories).toEqual(
        seed.subs.map((s) => ({
          sub_category_id: s.id,
          sub_category_name: s.name,
          image: `/images/subcategories/${s.id}.svg`,
        })),
      );
    }
    expect(all[0]).toMatchObject({ category_id: 1, category_name: 'น้ำดื่ม' });
    expect(all[0]?.sub_categories.map((s) => s.sub_category_name)).toEqual(['น้ำดื่ม', 'น้ำแร่']);
  });

  it('gives the category without sub-categories an empty list', () => {
    const c = all.find((x) => x.category_id === CATEGORY_ID_WITHOUT_SUBS);
    expect(c).toBeDefined();
    expect(c?.sub_categories).toEqual([]);
  });

  it('treats an empty customer_group_id as no filter', async () => {
    expect(
      await ok(`${V1}/categories/with-sub-categories?customer_group_id=`, z.array(CategoryWithSubs)),
    ).toEqual(all);
  });

  it("with customer_group_id keeps only categories and sub-categories holding that group's products", async () => {
    for (const group of CUSTOMER_GROUPS) {
      const filtered = await ok(
        `${V1}/categories/with-sub-categories?customer_group_id=${group.id}`,
        z.array(CategoryWithSubs),
      );
      // Still in order and a subset of the unfiltered tree.
      const order = all.map((c) => c.category_id);
      const kept = filtered.map((c) => c.category_id);
      expect(kept).toEqual(order.filter((id) => kept.includes(id)));
      for (const c of all) {
        const inGroup = await skuPage({ customer_group_id: group.id, category_id: c.category_id, limit: 1 });
        const f = filtered.find((x) => x.category_id === c.category_id);
        expect(Boolean(f), `group ${group.id} category ${c.category_id}`).toBe(inGroup.total > 0);
        for (const s of c.sub_categories) {
          const subInGroup = await skuPage({
            customer_group_id: group.id,
            sub_category_id: s.sub_category_id,
            limit: 1,
          });
          const listed = f?.sub_categories.some((x) => x.sub_category_id === s.sub_category_id) ?? false;
          expect(listed, `group ${group.id} sub ${s.sub_category_id}`).toBe(subInGroup.total > 0);
        }
      }
      // And against the seed itself.
      const seedCats = new Set(
        ACTIVE_SKUS.filter((s) => s.groups.includes(group.id)).map((s) => s.category_id),
      );
      expect(new Set(kept)).toEqual(seedCats);
    }
  });

  it('hides the categories a shop type does not buy (cafés: no energy or malt drinks)', async () => {
    const cafe = await ok(
      `${V1}/categories/with-sub-categories?customer_group_id=4`,
      z.array(CategoryWithSubs),
    );
    const ids = cafe.map((c) => c.category_id);
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(7);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('with a customer group that buys nothing answers an empty list', async () => {
    expect(
      await ok(`${V1}/categories/with-sub-categories?customer_group_id=999`, z.array(CategoryWithSubs)),
    ).toEqual([]);
  });

  it('answers 400 naming the field for a bad customer_group_id', async () => {
    await fails(`${V1}/categories/with-sub-categories?customer_group_id=abc`, 400, 'query.customer_group_id');
    await fails(`${V1}/categories/with-sub-categories?customer_group_id=-1`, 400, 'query.customer_group_id');
  });
});

describe('GET /banners', () => {
  it('answers every banner ordered by order ascending', async () => {
    const data = (await ok(`${V1}/banners?order_name=order&order_by=asc`, z.nullable(z.array(Banner)))) ?? [];
    expect(data).toHaveLength(SEED_COUNTS.banners);
    expect(data.map((b) => b.id)).toEqual(BANNERS.map((b) => b.id));
    for (const b of data) {
      expect(b).toEqual({ ...BANNERS.find((s) => s.id === b.id), image: `/images/banners/${b.id}.svg` });
    }
    const types = new Set(data.map((b) => b.type));
    for (const t of ['category', 'promotion', 'brand']) expect(types.has(t)).toBe(true);
    expect(data.find((b) => b.id === BANNER_ID_EMPTY_REF)).toMatchObject({ type: 'promotion', ref_id: '' });
    const unknown = data.find((b) => b.id === BANNER_ID_UNKNOWN_TYPE);
    expect(unknown).toBeDefined();
    expect(['category', 'promotion', 'brand']).not.toContain(unknown?.type);
  });

  it('answers descending order and the default order', async () => {
    const desc =
      (await ok(`${V1}/banners?order_name=order&order_by=desc`, z.nullable(z.array(Banner)))) ?? [];
    expect(desc.map((b) => b.id)).toEqual(BANNERS.map((b) => b.id).reverse());
    const plain = (await ok(`${V1}/banners`, z.nullable(z.array(Banner)))) ?? [];
    expect(plain.map((b) => b.id)).toEqual(BANNERS.map((b) => b.id));
  });

  it('answers 400 for an unknown order_name or order_by', async () => {
    await fails(`${V1}/banners?order_name=colour`, 400, 'query.order_name');
    await fails(`${V1}/banners?order_by=up`, 400, 'query.order_by');
  });
});

describe('GET /promotions', () => {
  it('answers every running promotion, of all four types', async () => {
    const data =
      (await ok(`${V1}/promotions?order_name=order&order_by=asc`, z.nullable(z.array(Promotion)))) ?? [];
    expect(data).toHaveLength(SEED_COUNTS.promotions);
    expect(data.map((p) => p.id)).toEqual(PROMOTIONS.map((p) => p.id));
    for (const [type, ids] of Object.entries(PROMOTION_IDS_BY_TYPE)) {
      expect(
        data
          .filter((p) => p.type === type)
          .map((p) => p.id)
          .sort(),
      ).toEqual([...ids].sort());
    }
    for (const p of data) {
      expect(p).toEqual({
        id: p.id,
        name: PROMOTIONS.find((s) => s.id === p.id)?.name,
        type: PROMOTIONS.find((s) => s.id === p.id)?.promo.type,
        image: `/images/promotions/${p.id}.svg`,
        image_cover: `/images/promotions/${p.id}-cover.svg`,
        rules_description: expect.any(Array),
      });
      // The promotion page states its rules, closed by whether they repeat.
      expect(p.rules_description?.at(-1)?.header).toBe('เงื่อนไข');
    }
    const stepFree = data.find((p) => p.id === PROMOTION_IDS_BY_TYPE.step_free[0]);
    expect(stepFree?.rules_description?.[0]?.description).toMatch(/ฟรี \(สินค้าเดียวกับที่ซื้อ\)$/);
    const premium = data.find((p) => p.id === PROMOTION_IDS_BY_TYPE.premium[0]);
    expect(premium?.rules_description?.[0]).toEqual({
      header: 'ทุก 1,000 บาท',
      description: 'รับ แก้วน้ำช้าง 1 ชิ้น ฟรี (มูลค่า 59 บาท)',
    });
  });

  it('orders by id descending when asked', async () => {
    const data =
      (await ok(`${V1}/promotions?order_name=id&order_by=desc`, z.nullable(z.array(Promotion)))) ?? [];
    expect(data.map((p) => p.id)).toEqual(PROMOTIONS.map((p) => p.id).reverse());
  });
});

describe('GET /brands/all', () => {
  it('answers one page holding every brand', async () => {
    const data = await ok(`${V1}/brands/all`, page(Brand));
    expect(data.total).toBe(SEED_COUNTS.brands);
    expect(data.page).toBe(1);
    expect(data.limit).toBeGreaterThanOrEqual(SEED_COUNTS.brands);
    expect(data.data).toHaveLength(SEED_COUNTS.brands);
    expect(data.data?.map((b) => b.id)).toEqual(BRANDS.map((b) => b.id));
    expect(data.data?.[0]).toEqual({
      id: 1,
      name_th: 'ช้าง',
      image: '/images/brands/1.svg',
      image_cover_url: '/images/brands/1-cover.svg',
    });
    for (const b of data.data ?? []) expect(b.name_th).toBe(BRANDS.find((s) => s.id === b.id)?.nameTh);
  });
});

describe('GET /customers/groups', () => {
  it('answers every customer group', async () => {
    const data = (await ok(`${V1}/customers/groups`, z.nullable(z.array(CustomerGroup)))) ?? [];
    expect(data).toHaveLength(SEED_COUNTS.customerGroups);
    expect(data).toEqual(CUSTOMER_GROUPS.map((g) => ({ ...g, image: `/images/groups/${g.id}.svg` })));
    expect(data[0]).toEqual({ id: 1, name: 'ร้านโชห่วย', image: '/images/groups/1.svg' });
  });
});

describe('GET /skus', () => {
  it('answers the first 20 active products by default', async () => {
    const res = await skuPage();
    expect(res.total).toBe(SEED_COUNTS.activeSkus);
    expect(res.page).toBe(1);
    expect(res.limit).toBe(20);
    expect(res.data).toHaveLength(20);
    expect(res.data?.map((s) => s.id)).toEqual(
      [...ACTIVE_SKUS]
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .slice(0, 20)
        .map((s) => s.id),
    );
  });

  it('pages with limit and page: disjoint pages, constant total, [] past the end', async () => {
    const p1 = await skuPage({ limit: 7, page: 1 });
    const p2 = await skuPage({ limit: 7, page: 2 });
    const both = await skuPage({ limit: 14, page: 1 });
    expect(p1.data).toHaveLength(7);
    expect(p2.data).toHaveLength(7);
    expect([p1.total, p2.total, both.total]).toEqual([
      SEED_COUNTS.activeSkus,
      SEED_COUNTS.activeSkus,
      SEED_COUNTS.activeSkus,
    ]);
    expect(p2.page).toBe(2);
    expect(p2.limit).toBe(7);
    const ids1 = p1.data?.map((s) => s.id) ?? [];
    const ids2 = p2.data?.map((s) => s.id) ?? [];
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    expect([...ids1, ...ids2]).toEqual(both.data?.map((s) => s.id));

    const lastPage = Math.ceil(SEED_COUNTS.activeSkus / 100);
    const last = await skuPage({ limit: 100, page: lastPage });
    expect(last.data).toHaveLength(SEED_COUNTS.activeSkus - (lastPage - 1) * 100);
    const past = await skuPage({ limit: 100, page: lastPage + 1 });
    expect(past.data).toEqual([]);
    expect(past.total).toBe(SEED_COUNTS.activeSkus);
    expect(past.page).toBe(lastPage + 1);
    const far = await skuPage({ page: 5000 });
    expect(far.data).toEqual([]);
    expect(far.total).toBe(SEED_COUNTS.activeSkus);
  });

  it('never lists inactive products, and lists every active one', async () => {
    const { items, total } = await allSkus();
    expect(total).toBe(SEED_COUNTS.activeSkus);
    expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS));
    for (const id of SKU_IDS_INACTIVE) expect(items.some((s) => s.id === id)).toBe(false);
    // Not under any filter either.
    const inactive = SEED_SKUS.filter((s) => !s.is_active);
    for (const s of inactive) {
      const { items: sameCategory } = await allSkus({ category_id: s.category_id });
      expect(sameCategory.some((x) => x.id === s.id)).toBe(false);
      const { items: bySku } = await allSkus({ search: s.sku });
      expect(bySku.some((x) => x.id === s.id)).toBe(false);
    }
  });

  it('computes net_price as price less discount_price percent, and matches the seed rows', async () => {
    const { items } = await allSkus();
    const discounted = items.find((s) => s.id === SKU_ID_WITH_DISCOUNT);
    expect(discounted).toMatchObject({ price: 47, discount_price: 15, net_price: 39.95 });
    for (const s of items) {
      const seed = SEED_SKUS.find((x) => x.id === s.id)!;
      expect(s).toMatchObject({
        sku: seed.sku,
        title: seed.title,
        image_url: seed.image_url,
        price: seed.price,
        discount_price: seed.discount_price,
      });
      const expected = s.discount_price === null ? s.price : (s.price * (100 - s.discount_price)) / 100;
      expect(Math.abs(s.net_price - expected)).toBeLessThan(0.006);
      expect(Math.round(s.net_price * 100) / 100).toBe(s.net_price);
      if (s.discount_price === null) expect(s.net_price).toBe(s.price);
    }
    expect(items.some((s) => s.discount_price !== null)).toBe(true);
  });

  it('answers image_url null for products without an image', async () => {
    const { items } = await allSkus();
    for (const id of SKU_IDS_WITHOUT_IMAGE) expect(items.find((s) => s.id === id)?.image_url).toBeNull();
    for (const id of SKU_IDS_BROKEN_IMAGE) {
      expect(items.find((s) => s.id === id)?.image_url).toBe(`/images/products/missing-${id}.svg`);
    }
    expect(items.filter((s) => s.image_url === null).map((s) => s.id)).toEqual([...SKU_IDS_WITHOUT_IMAGE]);
  });

  it('sorts by price ascending and descending (ties by id)', async () => {
    const asc = (await allSkus({ order_name: 'price', order_by: 'asc' })).items;
    expect(asc).toHaveLength(SEED_COUNTS.activeSkus);
    for (let i = 1; i < asc.length; i++) {
      const [a, b] = [asc[i - 1]!, asc[i]!];
      expect(a.price < b.price || (a.price === b.price && a.id < b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    const desc = (await allSkus({ order_name: 'price', order_by: 'desc' })).items;
    for (let i = 1; i < desc.length; i++) expect(desc[i - 1]!.price).toBeGreaterThanOrEqual(desc[i]!.price);
    expect(desc[0]?.price).toBe(Math.max(...ACTIVE_SKUS.map((s) => s.price)));
  });

  it('sorts by net_price, title and id', async () => {
    const net = (await allSkus({ order_name: 'net_price', order_by: 'asc' })).items;
    for (let i = 1; i < net.length; i++) {
      expect(net[i - 1]!.net_price).toBeLessThanOrEqual(net[i]!.net_price);
    }
    const byId = (await skuPage({ order_name: 'id', order_by: 'desc', limit: 5 })).data ?? [];
    expect(byId.map((s) => s.id)).toEqual(idsOf(ACTIVE_SKUS).reverse().slice(0, 5));
    const titles = (await skuPage({ order_name: 'title', order_by: 'asc', limit: 30 })).data ?? [];
    expect(titles).toHaveLength(30);
  });

  it('searches titles in Thai', async () => {
    const { items, total } = await allSkus({ search: 'ช้าง' });
    const expected = ACTIVE_SKUS.filter((s) => s.title.includes('ช้าง') || s.sku.includes('ช้าง'));
    expect(total).toBeGreaterThan(0);
    expect(idsOf(items)).toEqual(idsOf(expected));
    for (const s of items) expect(s.title).toContain('ช้าง');
  });

  it('searches by SKU code, case-insensitively, and trims the term', async () => {
    const { items } = await allSkus({ search: '  chg-wtr ' });
    const expected = ACTIVE_SKUS.filter((s) => s.sku.toLowerCase().includes('chg-wtr'));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(items)).toEqual(idsOf(expected));
  });

  it("treats '%' and '_' in the search as literal characters", async () => {
    for (const term of ['%', '_', '100%', '%%', 'ช้าง%', 'a_b', '\\']) {
      const { items } = await allSkus({ search: term });
      const expected = ACTIVE_SKUS.filter(
        (s) =>
          s.title.toLowerCase().includes(term.toLowerCase()) ||
          s.sku.toLowerCase().includes(term.toLowerCase()),
      );
      expect(idsOf(items), `search ${JSON.stringify(term)}`).toEqual(idsOf(expected));
      for (const s of items) expect(`${s.title} ${s.sku}`).toContain(term);
    }
    const underscore = await skuPage({ search: '_' });
    expect(underscore.total).toBe(0);
    expect(underscore.data).toEqual([]);
  });

  it('finds nothing for an unknown term, and answers 400 for a term over 100 characters', async () => {
    const res = await skuPage({ search: 'ไม่มีสินค้านี้แน่นอน' });
    expect(res.total).toBe(0);
    expect(res.data ?? []).toEqual([]);
    await fails(`${V1}/skus?${qs({ search: 'ก'.repeat(101) })}`, 400, 'query.search');
  });

  it('filters by category_id', async () => {
    for (const c of CATEGORIES) {
      const { items } = await allSkus({ category_id: c.id });
      expect(items.length, `category ${c.id}`).toBeGreaterThan(0);
      expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => s.category_id === c.id)));
    }
    const none = await skuPage({ category_id: 999 });
    expect(none.total).toBe(0);
  });

  it('filters by sub_category_id, alone and with customer_group_id', async () => {
    for (const sub of CATEGORIES.flatMap((c) => c.subs)) {
      const { items } = await allSkus({ sub_category_id: sub.id });
      expect(items.length, `sub ${sub.id}`).toBeGreaterThan(0);
      expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => s.sub_category_id === sub.id)));
    }
    const { items } = await allSkus({ sub_category_id: 101, customer_group_id: 4 });
    const expected = ACTIVE_SKUS.filter((s) => s.sub_category_id === 101 && s.groups.includes(4));
    expect(idsOf(items)).toEqual(idsOf(expected));
    expect(items.length).toBeLessThan((await skuPage({ sub_category_id: 101 })).total);
  });

  it('filters by brand_id', async () => {
    for (const brand of BRANDS) {
      const { items } = await allSkus({ brand_id: brand.id });
      expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => s.brand_id === brand.id)));
    }
  });

  it('filters by promotion_id', async () => {
    for (const p of PROMOTIONS) {
      const { items } = await allSkus({ promotion_id: p.id });
      const promoted = new Set(promotionSkuIds(p, SEED_SKUS));
      expect(items.length, `promotion ${p.id}`).toBeGreaterThan(0);
      expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => promoted.has(s.id))));
    }
    const theme = await allSkus({ promotion_id: PROMOTION_IDS_BY_TYPE.theme_brand[0] });
    expect(idsOf(theme.items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => s.brand_id === THEME_BRAND_ID)));
  });

  it('filters by is_recommend', async () => {
    const { items, total } = await allSkus({ is_recommend: 1 });
    expect(total).toBe(SEED_COUNTS.recommendedSkus);
    expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => s.is_recommend)));
    const not = await skuPage({ is_recommend: 0 });
    expect(not.total).toBe(SEED_COUNTS.activeSkus - SEED_COUNTS.recommendedSkus);
  });

  it('filters by customer_group_id', async () => {
    for (const g of CUSTOMER_GROUPS) {
      const { items } = await allSkus({ customer_group_id: g.id });
      expect(items.length).toBeGreaterThan(0);
      expect(idsOf(items)).toEqual(idsOf(ACTIVE_SKUS.filter((s) => s.groups.includes(g.id))));
    }
  });

  it('combines filters with AND', async () => {
    const { items } = await allSkus({ search: 'ช้าง', category_id: 1, customer_group_id: 2, is_recommend: 0 });
    const expected = ACTIVE_SKUS.filter(
      (s) => s.title.includes('ช้าง') && s.category_id === 1 && s.groups.includes(2) && !s.is_recommend,
    );
    expect(idsOf(items)).toEqual(idsOf(expected));
  });

  it('treats empty filters as not set', async () => {
    const res = await skuPage({ search: '', category_id: '', brand_id: '', customer_group_id: '', page: '' });
    expect(res.total).toBe(SEED_COUNTS.activeSkus);
    expect(res.page).toBe(1);
  });

  it('answers 400 naming the field for bad paging, sorting and filters', async () => {
    await fails(`${V1}/skus?limit=0`, 400, 'query.limit');
    await fails(`${V1}/skus?limit=101`, 400, 'query.limit');
    await fails(`${V1}/skus?limit=abc`, 400, 'query.limit');
    await fails(`${V1}/skus?page=0`, 400, 'query.page');
    await fails(`${V1}/skus?order_name=colour`, 400, 'query.order_name');
    await fails(`${V1}/skus?order_by=sideways`, 400, 'query.order_by');
    await fails(`${V1}/skus?category_id=x`, 400, 'query.category_id');
    await fails(`${V1}/skus?is_recommend=2`, 400, 'query.is_recommend');
  });
});

describe('GET /skus/detail', () => {
  it('answers the product with its promotion tables for each promotion type', async () => {
    for (const [type, skuId] of Object.entries(SKU_ID_BY_PROMOTION_TYPE)) {
      const d = await ok(`${V1}/skus/detail?id=${skuId}`, ProductDetail);
      const seed = SEED_SKUS.find((s) => s.id === skuId)!;
      expect(d).toMatchObject({
        id: skuId,
        sku: seed.sku,
        title: seed.title,
        description: seed.description,
        brand_id: seed.brand_id,
        category_id: seed.category_id,
        price: seed.price,
        discount_price: seed.discount_price,
      });
      const expected = PROMOTIONS.filter(
        (p) =>
          promotionSkuIds(p, SEED_SKUS).includes(skuId) ||
          (p.promo.type === 'theme_brand' && p.brand_id === seed.brand_id),
      ).map((p) => ({
        type: p.promo.type,
        name: p.name,
        // Written from the rules in this product's selling unit (server/pricing/describe.ts).
        table_description: describePromotion(
          {
            type: p.promo.type,
            rules: p.promo.rules,
            brandName: BRANDS.find((b) => b.id === p.brand_id)?.nameTh ?? null,
          },
          seed,
        ),
      }));
      expect(d.promotion_description).toEqual(expected);
      const ofType = d.promotion_description.filter((p) => p.type === type);
      expect(ofType.length, `SKU ${skuId} under ${type}`).toBeGreaterThan(0);
      for (const p of ofType) expect(p.table_description.length).toBeGreaterThan(0);
    }
  });

  it('answers the promotion tables word for word: its rules, whether tiers repeat, gifts ฟรี with their value', async () => {
    const d = await ok(`${V1}/skus/detail?id=${SKU_ID_BY_PROMOTION_TYPE.step_discount}`, ProductDetail);
    expect(d.pack_size).toMatch(/^แพ็ค /);
    expect(d.promotion_description.map((p) => p.type)).toEqual(['step_discount', 'premium']);
    expect(d.promotion_description[0]).toEqual({
      type: 'step_discount',
      name: 'น้ำดื่มช้าง ยิ่งซื้อยิ่งลด',
      table_description: [
        { header: 'ซื้อ 5 แพ็คขึ้นไป', description: 'ลด 3%' },
        { header: 'ซื้อ 10 แพ็คขึ้นไป', description: 'ลด 5%' },
        { header: 'ซื้อ 20 แพ็คขึ้นไป', description: 'ลด 7%' },
        {
          header: 'เงื่อนไข',
          description: 'นับจำนวนรวมทุกสินค้าในโปรโมชั่นนี้ ได้ส่วนลดขั้นสูงสุดที่ถึงขั้นเดียว (ไม่สะสมซ้ำ)',
        },
      ],
    });
    expect(d.promotion_description[1]?.table_description).toEqual([
      { header: 'ทุก 1,000 บาท', description: 'รับ แก้วน้ำช้าง 1 ชิ้น ฟรี (มูลค่า 59 บาท)' },
      {
        header: 'เงื่อนไข',
        description: 'นับยอดรวมสินค้าในโปรโมชั่นนี้ ซื้อครบทุก 1,000 บาทรับเพิ่มอีกชุด (สะสมซ้ำ) สูงสุด 5 ชุดต่อคำสั่งซื้อ',
      },
    ]);
    const theme = await ok(`${V1}/skus/detail?id=${SKU_ID_BY_PROMOTION_TYPE.theme_brand}`, ProductDetail);
    expect(theme.brand_id).toBe(THEME_BRAND_ID);
    expect(theme.promotion_description).toContainEqual({
      type: 'theme_brand',
      name: 'เป๊ปซี่ แบรนด์เดย์ ลด 5%',
      table_description: [
        { header: 'ซื้อสินค้าเป๊ปซี่ ครบ 1,500 บาท', description: 'ลด 5% ทุกรายการของเป๊ปซี่' },
        { header: 'เงื่อนไข', description: 'นับยอดรวมหลังส่วนลดสินค้า ลดครั้งเดียวต่อคำสั่งซื้อ (ไม่สะสมซ้ำ)' },
      ],
    });
  });

  it("counts a step promotion in the product's own selling unit: a product sold by the case says ลัง", async () => {
    const byCase = SEED_SKUS.find(
      (s) =>
        s.is_active &&
        s.pack_size.startsWith('ลัง') &&
        PROMOTIONS.some((p) => p.promo.type === 'step_free' && promotionSkuIds(p, SEED_SKUS).includes(s.id)),
    );
    expect(byCase, 'a seeded step_free product sold by the case').toBeDefined();
    const d = await ok(`${V1}/skus/detail?id=${byCase?.id}`, ProductDetail);
    const table = d.promotion_description.find((p) => p.type === 'step_free')?.table_description ?? [];
    expect(table[0]?.header).toMatch(/^ซื้อ \d+ ลังขึ้นไป$/);
    // The free unit is ฟรี with its value: the product's list price per free unit.
    expect(table[0]?.description).toMatch(/^แถม 1 ลัง ฟรี \(มูลค่า [\d,.]+ บาท\)$/);
    expect(table.map((row) => row.header).join(' ')).not.toContain('แพ็ค');
  });

  it('answers the discounted and the plain product', async () => {
    const discounted = await ok(`${V1}/skus/detail?id=${SKU_ID_WITH_DISCOUNT}`, ProductDetail);
    expect(discounted).toMatchObject({ price: 47, discount_price: 15, net_price: 39.95 });
    const plain = await ok(`${V1}/skus/detail?id=${SKU_ID_PLAIN}`, ProductDetail);
    expect(plain.discount_price).toBeNull();
    expect(plain.net_price).toBe(plain.price);
    expect(plain.promotion_description).toEqual([]);
  });

  it('answers the HTML-looking description unchanged', async () => {
    const d = await ok(`${V1}/skus/detail?id=${SKU_ID_HTML_DESCRIPTION}`, ProductDetail);
    expect(d.description).toBe(SEED_SKUS.find((s) => s.id === SKU_ID_HTML_DESCRIPTION)?.description);
    expect(d.description).toContain('<b>หวานน้อยกว่าเดิม</b>');
    expect(d.description).toContain('<script>alert("seed")</script>');
  });

  it('answers image_url null for a product without an image', async () => {
    const d = await ok(`${V1}/skus/detail?id=${SKU_IDS_WITHOUT_IMAGE[0]}`, ProductDetail);
    expect(d.image_url).toBeNull();
  });

  it('answers 404 for an unknown or inactive product', async () => {
    await fails(`${V1}/skus/detail?id=99999`, 404, 'query.id');
    for (const id of SKU_IDS_INACTIVE) await fails(`${V1}/skus/detail?id=${id}`, 404, 'query.id');
  });

  it('answers 400 for a missing or malformed id', async () => {
    await fails(`${V1}/skus/detail`, 400, 'query.id');
    await fails(`${V1}/skus/detail?id=abc`, 400, 'query.id');
    await fails(`${V1}/skus/detail?id=0`, 400, 'query.id');
  });
});

describe('GET /skus/lookup/{sku_id}', () => {
  it('answers sku, title, price, discount_price, image_url and pack_size', async () => {
    const d = await ok(`${V1}/skus/lookup/${SKU_ID_WITH_DISCOUNT}`, SkuLookup);
    const seed = SEED_SKUS.find((s) => s.id === SKU_ID_WITH_DISCOUNT)!;
    expect(d).toEqual({
      sku: seed.sku,
      title: seed.title,
      price: 47,
      discount_price: 15,
      image_url: `/images/products/${SKU_ID_WITH_DISCOUNT}.svg`,
      pack_size: 'แพ็ค 12 ขวด',
    });
    expect(seed.pack_size).toBe('แพ็ค 12 ขวด');
    const detail = await ok(`${V1}/skus/detail?id=${SKU_ID_WITH_DISCOUNT}`, ProductDetail);
    expect(detail.pack_size).toBe('แพ็ค 12 ขวด');
    const noImage = await ok(`${V1}/skus/lookup/${SKU_IDS_WITHOUT_IMAGE[0]}`, SkuLookup);
    expect(noImage.image_url).toBeNull();
    const plain = await ok(`${V1}/skus/lookup/${SKU_ID_PLAIN}`, SkuLookup);
    expect(plain.discount_price).toBeNull();
  });

  it('answers 404 for an unknown or inactive product, 400 for a malformed id', async () => {
    await fails(`${V1}/skus/lookup/99999`, 404, 'params.sku_id');
    for (const id of SKU_IDS_INACTIVE) await fails(`${V1}/skus/lookup/${id}`, 404, 'params.sku_id');
    await fails(`${V1}/skus/lookup/abc`, 400, 'params.sku_id');
  });
});

describe('GET /images', () => {
  it('serves a seed product image as SVG', async () => {
    const res = await server.call('GET', '/images/products/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.text.startsWith('<svg')).toBe(true);
    expect(res.text.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('answers 404 for a broken product image', async () => {
    const res = await server.call('GET', `/images/products/missing-${SKU_IDS_BROKEN_IMAGE[0]}.svg`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: expect.any(String) });
  });
});

describe('promotions and the server clock', () => {
  it('stops listing promotions once POST /__dev/clock moves past their end', async () => {
    // Read first, so any answer kept by the server is one from before the move.
    expect(
      await ok(`${V1}/promotions?order_name=order&order_by=asc`, z.nullable(z.array(Promotion))),
    ).toHaveLength(SEED_COUNTS.promotions);
    const before = await ok(`${V1}/skus/detail?id=${SKU_ID_BY_PROMOTION_TYPE.step_discount}`, ProductDetail);
    expect(before.promotion_description.length).toBeGreaterThan(0);
    const days61 = 61 * 24 * 60 * 60 * 1000;
    // The seed's promotions all end 60 days from now.
    const move = await server.call('POST', '/__dev/clock', { body: { offset_ms: days61 } });
    expect(move.status, move.text).toBe(200);
    const signedIn = server.token;
    try {
      // 61 days on, the access token has expired too.
      server.token = await server.login();
      const after = await ok(
        `${V1}/promotions?order_name=order&order_by=asc`,
        z.nullable(z.array(Promotion)),
      );
      expect(after ?? []).toEqual([]);
      const detail = await ok(
        `${V1}/skus/detail?id=${SKU_ID_BY_PROMOTION_TYPE.step_discount}`,
        ProductDetail,
      );
      expect(detail.promotion_description).toEqual([]);
    } finally {
      const back = await server.call('POST', '/__dev/clock', { body: { offset_ms: 0 } });
      expect(back.status).toBe(200);
      server.token = signedIn;
    }
  });
});
