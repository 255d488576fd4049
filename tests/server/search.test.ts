import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../contract/index.ts';
import { suiteSignedInServer } from './harness.ts';

/**
 * Product search as a Thai shop owner types it (issue 10, docs/api.md "Search"): every word must
 * match, in any order, the Thai or English name, brand or category; tone-mark and spelling variants
 * and one-letter typos still find the product; the best matches come first; nothing-like-it finds
 * nothing. Runs on PGlite and, as `server-postgres`, on PostgreSQL.
 *
 * Products are recognised by their product line, the start of their SKU code ('COK-ORG-325C-P6'
 * is Coca-Cola Original): server/seed/catalogue.json.
 */

const V1 = '/api/v1/ssc';
const server = suiteSignedInServer();

interface Page {
  data: ProductListItem[];
  total: number;
}

async function search(text: string, extra: Record<string, string> = {}): Promise<Page> {
  const query = new URLSearchParams({ search: text, limit: '100', ...extra });
  const res = await server.call('GET', `${V1}/skus?${query}`, { token: server.token });
  expect(res.status, res.text).toBe(200);
  return { data: res.body.data.data ?? [], total: res.body.data.total };
}

async function suggestions(text: string, limit?: number) {
  const query = new URLSearchParams({ search: text, ...(limit ? { limit: String(limit) } : {}) });
  return server.call('GET', `${V1}/skus/suggestions?${query}`, { token: server.token });
}

/** 'COK-ORG-325C-P6' -> 'COK-ORG'. */
const lineOf = (item: ProductListItem) => item.sku.split('-').slice(0, 2).join('-');
const brandOf = (item: ProductListItem) => item.sku.split('-')[0]!;

interface Row {
  query: string;
  /** What the query tries. */
  why: string;
  /** Product lines (or brand codes) the top result must belong to. */
  top: readonly string[];
  /** Brand codes or product lines every result must belong to. */
  all?: readonly string[];
  /** Brand codes or product lines whose results all come before any other result. */
  first?: readonly string[];
  /** Words every result's title must contain. */
  titleHas?: readonly string[];
}

const belongs = (item: ProductListItem, codes: readonly string[]) =>
  codes.includes(lineOf(item)) || codes.includes(brandOf(item));

const TABLE: readonly Row[] = [
  { query: 'coke', why: 'English brand', top: ['COK'], all: ['COK'] },
  { query: 'COKE', why: 'upper case', top: ['COK'], all: ['COK'] },
  { query: 'โค้ก', why: 'Thai brand', top: ['COK'], all: ['COK'] },
  { query: 'โค๊ก', why: 'tone-mark variant (mai tri for mai tho)', top: ['COK'], all: ['COK'] },
  { query: 'โค้ก ลัง', why: 'brand and case word', top: ['COK'], all: ['COK'], titleHas: ['โค้ก', 'ลัง'] },
  { query: 'แพ็ค โค้ก', why: 'pack word first', top: ['COK'], all: ['COK'], titleHas: ['แพ็ค'] },
  { query: 'น้ำดื่มช้าง', why: 'one Thai compound, words apart in the title', top: ['CHG-WTR'] },
  { query: 'น้ำดื่ม ช้าง', why: 'category and brand', top: ['CHG-WTR'], all: ['CHG-WTR', 'CHG-MIN'] },
  { query: 'chang drinking water', why: 'English product name', top: ['CHG-WTR'], all: ['CHG'] },
  { query: 'pepai', why: 'one-letter typo', top: ['PEP'], all: ['PEP'] },
  { query: 'เป็ปซี่', why: 'spelling variant (mai taikhu for mai tri)', top: ['PEP'], all: ['PEP'] },
  { query: 'แฟนตา', why: 'tone mark left out', top: ['FNT'], all: ['FNT'] },
  { query: 'แฟนตร้า', why: 'one letter too many', top: ['FNT'], all: ['FNT'] },
  { query: 'สไปร์ท', why: 'thanthakhat on the wrong letter', top: ['SPR'], all: ['SPR'] },
  { query: 'sprit', why: 'one letter missing', top: ['SPR'], all: ['SPR'] },
  { query: 'nescafr', why: 'one wrong letter in English', top: ['NES'], all: ['NES'] },
  { query: 'กะทิงแดง', why: 'common misspelling of กระทิงแดง', top: ['KTD'], all: ['KTD'] },
  { query: 'อิชิตน', why: 'vowel left out', top: ['ICH'], all: ['ICH'] },
  { query: 'green tea oishi', why: 'English words in another order', top: ['OIS'], all: ['OIS'] },
  {
    query: 'ชาเขียว โออิชิ',
    why: 'sub-category and brand',
    top: ['OIS-GRN', 'OIS-HNL', 'OIS-GNM', 'OIS-ZRO', 'OIS-CKZ'],
    all: ['OIS-GRN', 'OIS-HNL', 'OIS-GNM', 'OIS-ZRO', 'OIS-CKZ'],
  },
  { query: 'กาแฟ', why: 'Thai category word', top: ['NES', 'BRD'], all: ['NES', 'BRD'] },
  { query: 'energy drink', why: 'English category', top: ['M15', 'CRB', 'KTD'], all: ['M15', 'CRB', 'KTD'] },
  {
    query: 'เครื่องดื่มเกลือแร่',
    why: 'category without sub-categories; the other เครื่องดื่ม categories are close but after it',
    top: ['SPN', 'GTR'],
    first: ['SPN', 'GTR'],
  },
  {
    query: 'nescafe latte',
    why: 'brand and flavour',
    top: ['NES-LAT', 'NES-LTB'],
    all: ['NES-LAT', 'NES-LTB'],
  },
  { query: 'เกเตอเรด', why: 'Thai brand', top: ['GTR'], all: ['GTR'] },
  { query: 'm-150', why: 'a name with a hyphen and digits', top: ['M15'], all: ['M15'] },
  { query: 'water 1.5', why: 'a size', top: ['CHG-WTR'], titleHas: ['1.5 ลิตร'] },
];

/** Queries nothing in a beverage catalogue is like. */
const NOTHING: readonly { query: string; why: string }[] = [
  { query: 'iphone', why: 'English, another trade' },
  { query: 'laptop', why: 'English, another trade' },
  { query: 'ปูนซีเมนต์', why: 'Thai, another trade' },
  { query: 'คอมพิวเตอร์', why: 'Thai, another trade' },
  { query: 'โค้ก กาแฟ', why: 'each word matches something, never both together' },
];

describe('GET /skus?search= (the query table)', () => {
  it('has at least 20 real queries besides the nothing-like-it ones', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(TABLE)('$query ($why)', async ({ query, top, all, first, titleHas }) => {
    const { data, total } = await search(query);
    expect(total, 'found something').toBeGreaterThan(0);
    expect(data.length).toBe(Math.min(total, 100));
    expect(belongs(data[0]!, top), `top result ${data[0]!.sku} ${data[0]!.title}`).toBe(true);
    for (const item of data) {
      if (all) expect(belongs(item, all), `${item.sku} ${item.title}`).toBe(true);
      for (const word of titleHas ?? []) expect(item.title).toContain(word);
    }
    if (first) {
      const inFirst = data.map((item) => belongs(item, first));
      expect(inFirst.indexOf(false) === -1 || inFirst.lastIndexOf(true) < inFirst.indexOf(false)).toBe(true);
    }
  });

  it.each(NOTHING)('$query finds nothing ($why)', async ({ query }) => {
    const { data, total } = await search(query);
    expect(total).toBe(0);
    expect(data).toEqual([]);
  });
});

describe('search semantics', () => {
  it('the order of the words does not matter', async () => {
    const a = await search('โค้ก ลัง');
    const b = await search('ลัง โค้ก');
    expect(b.data.map((i) => i.id)).toEqual(a.data.map((i) => i.id));
    const c = await search('oishi green tea');
    const d = await search('tea oishi green');
    expect(new Set(d.data.map((i) => i.id))).toEqual(new Set(c.data.map((i) => i.id)));
  });

  it('every word must match: more words narrow the list', async () => {
    const coke = await search('โค้ก');
    const cases = await search('โค้ก ลัง');
    const cans = await search('โค้ก ลัง กระป๋อง');
    expect(cases.total).toBeLessThan(coke.total);
    expect(cans.total).toBeLessThan(cases.total);
    for (const item of cans.data) expect(item.title).toMatch(/โค้ก.*ลัง.*กระป๋อง/);
  });

  it('ranks the best matches first: the closer product name before the looser one', async () => {
    const { data } = await search('น้ำดื่มช้าง');
    const lines = data.map(lineOf);
    // Chang drinking water first; Chang mineral water (category น้ำดื่ม, brand ช้าง) may follow.
    const firstOther = lines.findIndex((l) => l !== 'CHG-WTR');
    const lastWater = lines.lastIndexOf('CHG-WTR');
    expect(lastWater).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(firstOther).toBeGreaterThan(lastWater);
  });

  it('an explicit order_name sorts the matches by it instead of relevance', async () => {
    const { data } = await search('โค้ก', { order_name: 'price', order_by: 'asc' });
    const prices = data.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.every((i) => brandOf(i) === 'COK')).toBe(true);
  });

  it('combines with the other filters and pages', async () => {
    const all = await search('ช้าง');
    const water = await search('ช้าง', { category_id: '1' });
    expect(water.total).toBeLessThan(all.total);
    expect(water.data.every((i) => i.sku.startsWith('CHG-WTR') || i.sku.startsWith('CHG-MIN'))).toBe(true);
    const first = await search('ช้าง', { limit: '5', page: '1' });
    const second = await search('ช้าง', { limit: '5', page: '2' });
    expect(first.total).toBe(all.total);
    expect(second.data.map((i) => i.id)).toEqual(all.data.slice(5, 10).map((i) => i.id));
  });

  it('a page past the last match answers empty with the total (not a 500)', async () => {
    for (const text of ['ช้าง', 'pepai', 'น้ำดื่มช้าง', 'โค้ก ลัง']) {
      const all = await search(text);
      const beyond = await search(text, { limit: '5', page: String(Math.ceil(all.total / 5) + 1) });
      expect(beyond.data).toEqual([]);
      expect(beyond.total).toBe(all.total);
    }
  });

  it('keeps the search text when a brand is renamed (kept by the database)', async () => {
    // Asked of the database, not the API: the catalogue keeps answers for a while.
    const before = await server.db.query(`SELECT id FROM skus WHERE search_text LIKE '%sportsdrink%'`);
    expect(before).toEqual([]);
    await server.db.query(`UPDATE brands SET name_en = 'Gatorade Sportsdrink' WHERE name_en = 'Gatorade'`);
    try {
      const after = await search('sportsdrink');
      expect(after.total).toBeGreaterThan(0);
      expect(after.data.every((i) => brandOf(i) === 'GTR')).toBe(true);
    } finally {
      await server.db.query(`UPDATE brands SET name_en = 'Gatorade' WHERE name_en = 'Gatorade Sportsdrink'`);
    }
  });
});

describe('GET /skus/suggestions', () => {
  it('answers the closest products, best first, 5 by default, each with its selling unit', async () => {
    const res = await suggestions('โค๊ก');
    expect(res.status, res.text).toBe(200);
    const items = res.body.data as (ProductListItem & { pack_size: string | null })[];
    expect(items).toHaveLength(5);
    expect(items.every((i) => brandOf(i) === 'COK')).toBe(true);
    // A list item and its pack size (issue 22: the suggestions say what one unit is).
    expect(Object.keys(items[0]!).sort()).toEqual(
      ['discount_price', 'id', 'image_url', 'net_price', 'pack_size', 'price', 'sku', 'title'].sort(),
    );
    expect(items.every((i) => typeof i.pack_size === 'string' && i.pack_size.length > 0)).toBe(true);
  });

  it('is looser than the list: a query no product matches whole still has suggestions', async () => {
    expect((await search('โค้ก กาแฟ')).total).toBe(0);
    const res = await suggestions('โค้ก กาแฟ', 10);
    const items = res.body.data as ProductListItem[];
    expect(items.length).toBe(10);
    expect(items.every((i) => ['COK', 'NES', 'BRD'].includes(brandOf(i)))).toBe(true);
  });

  it('answers [] when nothing is close, and honours limit', async () => {
    expect((await suggestions('iphone')).body.data).toEqual([]);
    expect((await suggestions('pepai', 2)).body.data.map(brandOf)).toEqual(['PEP', 'PEP']);
  });

  it('answers 400 naming the field for a bad limit, a missing or an over-long search', async () => {
    for (const [query, field] of [
      ['search=coke&limit=0', 'query.limit'],
      ['search=coke&limit=11', 'query.limit'],
      ['search=coke&limit=abc', 'query.limit'],
      ['limit=5', 'query.search'],
      [`search=${'ก'.repeat(101)}`, 'query.search'],
    ] as const) {
      const res = await server.call('GET', `${V1}/skus/suggestions?${encodeURI(query)}`, {
        token: server.token,
      });
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].path, query).toBe(field);
    }
  });

  it('reads a synonym added while the server runs with the next searches (the dictionary is kept until the catalogue changes)', async () => {
    expect((await search('zzfizz')).total).toBe(0);
    await server.db.query(`INSERT INTO search_synonyms (alias, targets) VALUES ('zzfizz', ARRAY['โค้ก'])`);
    try {
      // The change reaches the kept dictionary through the catalogue's invalidation (at most 2 s).
      await expect.poll(async () => (await search('zzfizz')).total, { timeout: 5_000 }).toBeGreaterThan(0);
      expect((await search('zzfizz')).data.map(brandOf)).toContain('COK');
    } finally {
      await server.db.query(`DELETE FROM search_synonyms WHERE alias = 'zzfizz'`);
    }
    await expect.poll(async () => (await search('zzfizz')).total, { timeout: 5_000 }).toBe(0);
  });
});
