import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/index.ts';
import { loadSynonyms, parseSynonyms } from '../../../server/seed/search-synonyms.ts';
import { suiteSignedInServer } from '../harness.ts';
import { QUALITY_QUERIES, type QualityQuery } from './queries.ts';

/**
 * The search quality set (./queries.ts) against the seeded catalogue, through the real endpoints:
 * the expected product is among the first 3 results of GET /skus?search= for at least 95% of the
 * queries (issue 22), and of GET /skus/suggestions as well. Also the synonyms file: each catalogue
 * text it names is held by some product, and a malformed line fails naming its line.
 * Runs on PGlite and, as `server-postgres`, on PostgreSQL.
 */

const V1 = '/api/v1/ssc';
const TARGET = 0.95;
const TOP = 3;
const server = suiteSignedInServer();

async function list(query: string): Promise<ProductListItem[]> {
  const res = await server.call('GET', `${V1}/skus?${new URLSearchParams({ search: query, limit: '20' })}`, {
    token: server.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.data ?? [];
}

async function suggestions(query: string): Promise<ProductListItem[]> {
  const res = await server.call('GET', `${V1}/skus/suggestions?${new URLSearchParams({ search: query })}`, {
    token: server.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** The share of queries whose expected product is in the top 3, and the misses. */
async function precision(run: (query: string) => Promise<ProductListItem[]>) {
  const misses: string[] = [];
  for (const { query, expect: meant } of QUALITY_QUERIES) {
    const top = (await run(query)).slice(0, TOP).map((i) => i.sku);
    if (!top.some((sku) => meant.test(sku))) misses.push(`${query} -> ${top.join(', ') || 'nothing'}`);
  }
  return { share: 1 - misses.length / QUALITY_QUERIES.length, misses };
}

describe('search quality set', () => {
  it('has at least 80 queries, of every kind the issue names', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(QUALITY_QUERIES.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(
      (['thai-compound', 'nickname', 'english', 'model-name', 'misspelling', 'size', 'pack'] as const)
        .slice()
        .sort(),
    );
  });

  it(`GET /skus?search=: the expected product in the top ${TOP} for >= ${TARGET * 100}% of the queries`, async () => {
    const { share, misses } = await precision(list);
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TARGET);
  });

  it(`GET /skus/suggestions: the expected product in the top ${TOP} for >= ${TARGET * 100}% of the queries`, async () => {
    const { share, misses } = await precision(suggestions);
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TARGET);
  });

  it.each(QUALITY_QUERIES.filter((q): q is QualityQuery & { never: RegExp } => Boolean(q.never)))(
    '$query lists the brand asked for, never $never',
    async ({ query, expect: meant, never }) => {
      const items = await list(query);
      expect(items.length).toBeGreaterThan(0);
      expect(meant.test(items[0]!.sku), items[0]!.sku).toBe(true);
      for (const item of items) expect(never.test(item.sku), item.sku).toBe(false);
      for (const item of await suggestions(query)) expect(never.test(item.sku), item.sku).toBe(false);
    },
  );
});

describe('the synonyms file (server/seed/search-synonyms.txt)', () => {
  it('names only catalogue texts some active product holds', async () => {
    const targets = [...new Set(loadSynonyms().flatMap((r) => r.targets))];
    const rows = await server.db.query<{ target: string }>(
      `SELECT t AS target FROM unnest($1::text[]) AS t
        WHERE NOT EXISTS (SELECT 1 FROM skus s WHERE s.is_active AND strpos(s.search_text, search_norm(t)) > 0)`,
      [targets],
    );
    expect(rows.map((r) => r.target)).toEqual([]);
  });

  it('is seeded into search_synonyms, a pack word standing for itself too', async () => {
    const rows = await server.db.query<{ alias: string; kind: string }>(
      'SELECT alias, kind FROM search_synonyms',
    );
    expect(rows.length).toBe(loadSynonyms().length);
    expect(rows).toContainEqual({ alias: 'red bull', kind: 'name' });
    expect(rows).toContainEqual({ alias: 'ลัง', kind: 'pack' });
  });

  it('fails naming the line of a malformed line or of a word typed on two lines', () => {
    expect(() => parseSynonyms('[names]\nกระทิงแดง = red bull\nno equals sign')).toThrow(/line 3/);
    expect(() => parseSynonyms('a = b = c')).toThrow(/line 1/);
    expect(() => parseSynonyms('กระทิงแดง = red bull\nCOK-ZRO = Red-Bull')).toThrow(/line 2.*line 1/);
    expect(parseSynonyms('# comment\n\n[packs]\nลัง = case, CTN')).toEqual([
      { alias: 'ลัง', targets: ['ลัง'], kind: 'pack' },
      { alias: 'case', targets: ['ลัง'], kind: 'pack' },
      { alias: 'CTN', targets: ['ลัง'], kind: 'pack' },
    ]);
  });
});
