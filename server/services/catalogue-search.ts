import type { Db } from '../db/index.ts';
import type { SearchDictionary } from './search-dictionary.ts';
import { compactText, icuBoundaries, icuSplit, searchNorm, segment, THAI_MARKS } from './search-text.ts';

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
 * This file makes the terms; reading the text (steps 1 and 4) is search-text.ts, and the SQL that
 * matches and ranks products by the terms is search-sql.ts. Used by the catalogue's product list
 * and suggestions (./catalogue-products.ts).
 */

/** Escapes LIKE wildcards so a search for "50%" finds "50%" literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contains = (text: string) => `%${likeEscape(text)}%`;

/** At most this many terms of a query are matched (a query is at most 100 characters anyway). */
const SEARCH_TERMS_MAX = 8;

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
export interface Piece {
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
 * For each query word of at least 4 letters, the catalogue words (search_words) whose trigram
 * word similarity to it reaches pg_trgm.word_similarity_threshold, best first; the word itself
 * is matched literally in any case. One query for all words; none when no word qualifies.
 */
async function closeWordsOf(db: Db, words: (string | null)[]): Promise<CloseWords[]> {
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
