import type { Db } from '../db/index.ts';
import type { SearchDictionary } from './search-dictionary.ts';

/**
 * Product search in the words shop owners type (docs/api.md "Search", docs/performance.md "Search",
 * docs/adr/0010-search-in-shop-owners-words.md). A query becomes terms (every one must match a
 * product of the list; any one a suggestion):
 * 1. normalised as the database normalises product texts (search_norm(): lower case, no Thai tone
 *    marks; server/db/migrations/003_search.sql), Thai digits read as Arabic ones;
 * 2. sizes with a unit ('1.5l', '600 มล.', '1500ml') become the catalogue's size ('1.5 ลิตร');
 * 3. synonyms (table search_synonyms, seeded from server/seed/search-synonyms.txt) written with spaces
 *    or in Latin letters are found anywhere, spaces and hyphens ignored ('red bull', 'coke zero');
 * 4. the rest is split at spaces; a word without spaces ('โค้กลัง', 'น้ำส้มมาลี') is segmented into the
 *    catalogue's own words and the synonyms by maximal matching; what they leave uncovered is split
 *    at ICU word boundaries (Intl.Segmenter); 'm150' also matches 'm-150';
 * 5. a word the catalogue does not hold may match catalogue words close to it (pg_trgm, one query).
 * Pack, container and size words are soft: the list first requires them, and only when nothing
 * matches them all lists what matches the other terms, closest size first ('pepsi 1.5').
 * Used by the catalogue's product list and suggestions (./catalogue.ts).
 */

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${likeEscape(text)}%`;

/** At most this many terms of a query are matched (a query is at most 100 characters anyway). */
const SEARCH_TERMS_MAX = 8;

const THAI_MARKS = /[\u0E47-\u0E4E]/g;
const THAI_DIGITS = /[\u0E50-\u0E59]/g;

/** search_norm() of the database (lower case, no Thai tone marks), and Thai digits as Arabic. */
export function searchNorm(text: string): string {
  return text
    .toLowerCase()
    .replace(THAI_MARKS, '')
    .replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50));
}

/** A normalised text without spaces and hyphens: how synonyms are compared ('red-bull' = 'redbull'). */
export const compactText = (text: string) => text.replace(/[\s-]+/g, '');

/**
 * Words made only of letters (Thai or Latin, at least 4 after normalisation) may also match by
 * trigram similarity; shorter words, numbers and codes ('1.5', 'chg-wtr', '100%') must match as
 * they are: a 3-letter word shares half its trigrams with any word of the same first two letters.
 */
const FUZZY_WORD = /^[\p{L}\p{M}]{4,}$/u;
/** At most this many catalogue words stand in for one query word that is not found as it is. */
const CLOSE_WORDS_MAX = 6;

/**
 * Catalogue words close to a query word, with their closeness: pg_trgm word similarity (0..1) plus
 * a tenth of the whole-word similarity (which prefers 'pepsi' to 'pepsico' for 'pepai').
 */
type CloseWords = { word: string; weight: number }[];

/** What one part of a term matches: any of these texts, as typed (literal) or through a synonym. */
interface Piece {
  literal: string[];
  synonyms: string[];
}

/**
 * One term of a query: it matches a product whose search text holds its whole (a text or one of
 * its synonyms), one of its close words, or every one of its parts (a Thai word without spaces that
 * the catalogue words only partly cover: 'ทิปโก้ทับทิม' = 'ทิปโก้' and 'ทับทิม').
 */
export interface Term {
  whole: Piece;
  parts: Piece[] | null;
  /** A pack, container or size word: required unless nothing matches with it. */
  soft: boolean;
  /** The size it asks for, in millilitres: products of the closest size rank first. */
  sizeMl: number | null;
  /** The word looked up in search_words for close words (null: matched only as written). */
  fuzzy: string | null;
  close: CloseWords;
  /** The parts are ICU's words only (no catalogue word covers any of it). */
  guessed?: boolean;
}

const THAI = /[\u0E00-\u0E7F]/;
const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\d/;
/** Thai vowels and marks that follow their consonant: no word starts with one. */
const THAI_FOLLOWING = /^[\u0E30-\u0E3A\u0E45\u0E47-\u0E4E]/;
/** Thai vowels written before their consonant: no word ends with one. */
const THAI_LEADING = /[\u0E40-\u0E44]$/;

/**
 * A size with its unit: '1.5l', '1.5 ลิตร', '1.5ล.', '600ml', '600 มล.', '330cc'. 'ล' alone is a
 * litre only when no Thai letter follows ('ลัง' is a case).
 */
const SIZE =
  /(?<![\d.])(\d+(?:\.\d+)?)\s*(ml\.?|มล\.?|cc|ซีซี|ลิตร|litres?|liters?|ltr\.?|lt\.?|l\.?|ล\.?)(?![a-z\u0E01-\u0E4F])/g;
const LITRE_UNITS = /^(ลิตร|lit|lt|l|ล)/;

/** '1.5 ลิตร' and '330 มล.' as the catalogue's Thai titles write them (a space before). */
function sizePattern(ml: number): string {
  return ml >= 1000 ? `% ${likeEscape(String(Number((ml / 1000).toFixed(3))))} ลิตร%` : `% ${ml} มล%`;
}

const icu = new Intl.Segmenter('th', { granularity: 'word' });

/** The ICU word boundaries of a text, as offsets in its normalised form. */
function icuBoundaries(text: string): Set<number> {
  const ends = new Set<number>([0]);
  let at = 0;
  for (const { segment } of icu.segment(text)) {
    at += searchNorm(segment).length;
    ends.add(at);
  }
  return ends;
}

interface Alias {
  /** Normalised, as written (with its spaces). */
  phrase: string;
  targets: string[];
  soft: boolean;
}

const literalPiece = (...texts: string[]): Piece => ({
  literal: [...new Set(texts)].map(contains),
  synonyms: [],
});

function term(whole: Piece, extra: Partial<Term> = {}): Term {
  return { whole, parts: null, soft: false, sizeMl: null, fuzzy: null, close: [], ...extra };
}

const aliasPiece = (alias: Alias): Piece => ({ literal: [], synonyms: alias.targets.map(contains) });
const aliasTerm = (alias: Alias) => term(aliasPiece(alias), { soft: alias.soft });

/** A number typed alone is a size when it reads as one: '1.5' litres, '330' millilitres. */
function numberSize(text: string): number | null {
  const n = Number(text);
  if (text.includes('.') && n > 0 && n <= 20) return Math.round(n * 1000);
  if (!text.includes('.') && n >= 100 && n <= 6000) return n;
  return null;
}

interface Segment {
  text: string;
  /** Set for a dictionary entry; a gap (not in the dictionary) has none. */
  known: boolean;
}

/**
 * Maximal matching: the segmentation of a word without spaces into dictionary entries that leaves
 * the fewest letters uncovered, then has the fewest segments. Entries never start with a following
 * Thai vowel or mark nor end with a leading vowel.
 */
function segment(word: string, dictionary: readonly string[]): Segment[] {
  const inside = dictionary.filter((d) => d.length < word.length && word.includes(d));
  const n = word.length;
  const best: { gaps: number; pieces: number; next: number; known: boolean }[] = [];
  best[n] = { gaps: 0, pieces: 0, next: n, known: false };
  for (let i = n - 1; i >= 0; i--) {
    const after = best[i + 1]!;
    let choice = { gaps: after.gaps + 1, pieces: after.pieces + 1, next: i + 1, known: false };
    for (const d of inside) {
      if (!word.startsWith(d, i) || THAI_FOLLOWING.test(d) || THAI_LEADING.test(d)) continue;
      const rest = best[i + d.length]!;
      const cand = { gaps: rest.gaps, pieces: rest.pieces + 1, next: i + d.length, known: true };
      if (cand.gaps < choice.gaps || (cand.gaps === choice.gaps && cand.pieces < choice.pieces))
        choice = cand;
    }
    best[i] = choice;
  }
  const segments: Segment[] = [];
  for (let i = 0; i < n; ) {
    const { next, known } = best[i]!;
    const text = word.slice(i, next);
    const last = segments[segments.length - 1];
    if (!known && last && !last.known) last.text += text;
    else segments.push({ text, known });
    i = next;
  }
  return segments;
}

/** A gap split at ICU word boundaries when every piece has at least 2 letters, else whole. */
function icuSplit(gap: string, at: number, boundaries: Set<number>): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i <= gap.length; i++) {
    if (i === gap.length || boundaries.has(at + i)) {
      pieces.push(gap.slice(start, i));
      start = i;
    }
  }
  return pieces.length > 1 && pieces.every((p) => p.length >= 2 && !THAI_FOLLOWING.test(p)) ? pieces : [gap];
}

/** The terms of a query (see the top of this file), with close words of its unknown words. */
export async function searchTerms(
  db: Db,
  kept: SearchDictionary,
  search: string | undefined,
): Promise<Term[]> {
  const raw = (search ?? '').replace(/\s+/g, ' ');
  const text = searchNorm(raw);
  if (!text.trim()) return [];
  const rows = await kept.entriesIn(compactText(text));
  const lexicon = new Set<string>();
  const aliases = new Map<string, Alias>();
  for (const r of rows) {
    if (!r.targets) lexicon.add(r.word);
    else if (!aliases.has(compactText(r.word)))
      aliases.set(compactText(r.word), {
        phrase: r.word,
        targets: r.targets.map(searchNorm),
        soft: r.kind === 'pack',
      });
  }
  const dictionary = [...lexicon, ...aliases.keys()];

  // Sizes and phrase synonyms claim their stretch of the text, in the order typed.
  const claimed: boolean[] = [];
  const found: { at: number; terms: Term[] }[] = [];
  const claim = (at: number, length: number, terms: Term[]) => {
    for (let i = at; i < at + length; i++) if (claimed[i]) return;
    for (let i = at; i < at + length; i++) claimed[i] = true;
    found.push({ at, terms });
  };
  for (const m of text.matchAll(SIZE)) {
    const ml = Math.round(Number(m[1]) * (LITRE_UNITS.test(m[2]!) ? 1000 : 1));
    if (ml > 0)
      claim(m.index, m[0].length, [
        term({ literal: [sizePattern(ml)], synonyms: [] }, { soft: true, sizeMl: ml }),
      ]);
  }
  const phrases = [...aliases].filter(([key, a]) => /[\s-]/.test(a.phrase) || /^[a-z0-9.]+$/.test(key));
  phrases.sort((a, b) => b[0].length - a[0].length);
  for (const [key, alias] of phrases) {
    const body = [...key].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s-]*');
    const before = /^[a-z0-9]/.test(key) ? '(?<![a-z0-9])' : '';
    const after = /[a-z0-9]$/.test(key) ? '(?![a-z0-9])' : '';
    for (const m of text.matchAll(new RegExp(`${before}${body}${after}`, 'g')))
      claim(m.index, m[0].length, [aliasTerm(alias)]);
  }

  let boundaries: Set<number> | null = null;
  const chunkTerms = (chunk: string, at: number): Term[] => {
    const key = compactText(chunk);
    if (!LETTER.test(chunk) && !DIGIT.test(chunk)) return [term(literalPiece(chunk))];
    const alias = aliases.get(key);
    if (alias) return [aliasTerm(alias)];
    if (/^\d+(\.\d+)?$/.test(chunk))
      return [term(literalPiece(chunk), { soft: true, sizeMl: numberSize(chunk) })];
    if (lexicon.has(chunk) || !LETTER.test(chunk)) return [term(literalPiece(chunk))];
    if (DIGIT.test(key)) {
      // 'm150', 'm-150', 'ลัง24': the runs of letters and digits, joined or apart.
      const runs = key.match(/\d+(?:\.\d+)?|\D+/g) ?? [key];
      return [
        term(literalPiece(chunk, key, runs.join('-'), runs.join(' ')), {
          parts: runs.length > 1 ? runs.map((r) => literalPiece(r)) : null,
        }),
      ];
    }
    const fuzzy = FUZZY_WORD.test(chunk) ? chunk : null;
    const segments = segment(key, dictionary);
    const known = segments.some((s) => s.known);
    if (known && segments.every((s) => s.known)) {
      return segments.map((s) => {
        const a = aliases.get(s.text);
        return a ? aliasTerm(a) : term(literalPiece(s.text));
      });
    }
    if (!THAI.test(key)) return [term(literalPiece(chunk, key), { fuzzy })];
    boundaries ??= icuBoundaries(raw);
    const parts: Piece[] = [];
    let offset = at;
    for (const s of segments) {
      const a = s.known ? aliases.get(s.text) : undefined;
      if (a) parts.push(aliasPiece(a));
      else if (s.known) parts.push(literalPiece(s.text));
      else parts.push(...icuSplit(s.text, offset, boundaries).map((p) => literalPiece(p)));
      offset += s.text.length;
    }
    return [
      term(literalPiece(chunk, key), { fuzzy, parts: parts.length > 1 ? parts : null, guessed: !known }),
    ];
  };
  for (const m of text.matchAll(/\S+/g)) {
    let start = -1;
    for (let i = m.index; i <= m.index + m[0].length; i++) {
      const free = i < m.index + m[0].length && !claimed[i];
      if (free && start < 0) start = i;
      if (!free && start >= 0) {
        found.push({ at: start, terms: chunkTerms(text.slice(start, i), start) });
        start = -1;
      }
    }
  }

  const seen = new Set<string>();
  const terms = found
    .sort((a, b) => a.at - b.at)
    .flatMap((f) => f.terms)
    .filter((t) => {
      const id = JSON.stringify([t.whole, t.parts]);
      return !seen.has(id) && seen.add(id);
    })
    .slice(0, SEARCH_TERMS_MAX);
  const close = await closeWordsOf(
    db,
    terms.map((t) => t.fuzzy),
  );
  terms.forEach((t, i) => {
    t.close = close[i] ?? [];
    // A word the catalogue has close words for is a misspelling of one: ICU's split is noise.
    if (t.guessed && t.close.length) t.parts = null;
  });
  return terms;
}

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

/**
 * For each query word of at least 4 letters, the catalogue words (search_words) whose trigram
 * word similarity to it reaches pg_trgm.word_similarity_threshold, best first; the word itself
 * is matched literally in any case. One query for all words; none when no word qualifies.
 */
export async function closeWordsOf(db: Db, words: (string | null)[]): Promise<CloseWords[]> {
  const fuzzy = words.map((w) => (w && FUZZY_WORD.test(w.replace(THAI_MARKS, '')) ? w : null));
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
