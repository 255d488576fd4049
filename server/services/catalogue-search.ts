import type { Db } from '../db/index.ts';

/**
 * Product search (docs/api.md "Search", docs/performance.md "Search"): the query's words, the
 * catalogue words close to them (pg_trgm, looked up once per query), and the SQL that matches and
 * ranks products with LIKE over their normalised texts (server/db/migrations/003_search.sql).
 * Used by the catalogue's product list and suggestions (./catalogue.ts).
 */

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
export function searchSql(words: string[], close: CloseWords[], push: (value: unknown) => string) {
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

/**
 * For each query word of at least 4 letters, the catalogue words (search_words) whose trigram
 * word similarity to it reaches pg_trgm.word_similarity_threshold, best first; the word itself
 * is matched literally in any case. One query for all words; none when no word qualifies.
 */
export async function closeWordsOf(db: Db, words: string[]): Promise<CloseWords[]> {
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
