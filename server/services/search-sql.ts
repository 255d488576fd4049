import { contains, type Piece, type Term } from './catalogue-search.ts';

/**
 * The SQL that matches and ranks products by a query's terms (catalogue-search.ts makes the terms).
 * Kept apart from reading the query because it is the half the database runs: matching and ranking
 * change here without touching how a query is read (docs/performance.md "Search").
 */

/**
 * SQL of product search (docs/api.md "Search") over the normalised texts of a product
 * (search_name: its names; search_text: also its code, brand, category and sub-category):
 * - `matches[i]`: term i is part of the product's search text (LIKE, wildcards escaped; served
 *   by the trigram index), through its whole, a close word, or all of its parts;
 * - `relevance()`: per term 2 when it is part of the product's names, 1 when only of its brand,
 *   category or code, 2 (names) or 1.5 (elsewhere) through a synonym, the average over its parts;
 *   else the summed closeness of the close words it holds (in its names; half elsewhere), below 1.
 *   A soft term counts half; a size term at least its closeness to the product's size.
 * `push` adds a parameter and answers its placeholder.
 */
export function searchSql(terms: Term[], push: (value: unknown) => string) {
  const placeholders = new Map<string, string>();
  const param = (pattern: string) => {
    const known = placeholders.get(pattern);
    if (known) return known;
    const p = push(pattern);
    placeholders.set(pattern, p);
    return p;
  };
  const greatest = (xs: string[]) => (xs.length === 1 ? xs[0]! : `GREATEST(${xs.join(', ')})`);
  const pieceMatch = (p: Piece) =>
    [...p.literal, ...p.synonyms].map((x) => `s.search_text LIKE ${param(x)}`).join(' OR ');
  const pieceScore = (p: Piece) =>
    greatest([
      ...p.literal.map(
        (x) =>
          `CASE WHEN s.search_name LIKE ${param(x)} THEN 2 WHEN s.search_text LIKE ${param(x)} THEN 1 ELSE 0 END`,
      ),
      ...p.synonyms.map(
        (x) =>
          `CASE WHEN s.search_name LIKE ${param(x)} THEN 2 WHEN s.search_text LIKE ${param(x)} THEN 1.5 ELSE 0 END`,
      ),
    ]);
  const matches = terms.map((t) => {
    const ways = [
      pieceMatch(t.whole),
      ...t.close.map((c) => `s.search_text LIKE ${param(contains(c.word))}`),
    ];
    if (t.parts) ways.push(`(${t.parts.map((p) => `(${pieceMatch(p)})`).join(' AND ')})`);
    return `(${ways.join(' OR ')})`;
  });
  return {
    matches,
    relevance: () =>
      terms
        .map((t) => {
          const scores = [pieceScore(t.whole)];
          if (t.close.length) {
            // A closeness is a number from the database: written into the SQL as a numeric literal.
            const held = t.close.map((c) => {
              const p = param(contains(c.word));
              const w = c.weight.toFixed(4);
              return `CASE WHEN s.search_name LIKE ${p} THEN ${w} WHEN s.search_text LIKE ${p} THEN ${w} / 2 ELSE 0 END`;
            });
            scores.push(`LEAST(0.99, ${held.join(' + ')})`);
          }
          if (t.parts) scores.push(`(${t.parts.map(pieceScore).join(' + ')}) / ${t.parts.length}.0`);
          if (t.sizeMl) scores.push(`0.9 * ${sizeCloseness(push(t.sizeMl))}`);
          const score = greatest(scores);
          return t.soft ? `0.5 * ${score}` : score;
        })
        .join(' + '),
  };
}

/** 1 for a product of exactly that size (its first size in millilitres or litres), less the further off. */
const sizeCloseness = (ml: string) =>
  `COALESCE((SELECT 1 / (1 + abs(ln(NULLIF(CASE WHEN m[2] = 'ลิตร' THEN m[1]::numeric * 1000 ELSE m[1]::numeric END, 0) / ${ml}::numeric)))
     FROM (SELECT regexp_match(s.search_name, '([0-9]+(?:\\.[0-9]+)?) (ลิตร|มล)') AS m) x), 0)`;
