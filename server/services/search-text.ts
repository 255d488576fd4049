/**
 * How product search reads text (docs/api.md "Search"), with no database: normalised as the
 * database normalises product texts (search_norm(): lower case, no Thai tone marks;
 * server/db/migrations/003_search.sql), Thai digits read as Arabic ones, and a word typed without
 * spaces cut into known words by maximal matching, what they leave uncovered at ICU word boundaries
 * (Intl.Segmenter). Apart from catalogue-search.ts, which builds a query's terms with it, because
 * the seed normalises the synonyms it loads the same way (server/seed/search-synonyms.ts).
 */

export const THAI_MARKS = /[\u0E47-\u0E4E]/g;
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

/** Thai vowels and marks that follow their consonant: no word starts with one. */
const THAI_FOLLOWING = /^[\u0E30-\u0E3A\u0E45\u0E47-\u0E4E]/;
/** Thai vowels written before their consonant: no word ends with one. */
const THAI_LEADING = /[\u0E40-\u0E44]$/;

const icu = new Intl.Segmenter('th', { granularity: 'word' });

/** The ICU word boundaries of a text, as offsets in its normalised form. */
export function icuBoundaries(text: string): Set<number> {
  const ends = new Set<number>([0]);
  let at = 0;
  for (const { segment } of icu.segment(text)) {
    at += searchNorm(segment).length;
    ends.add(at);
  }
  return ends;
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
export function segment(word: string, dictionary: readonly string[]): Segment[] {
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
export function icuSplit(gap: string, at: number, boundaries: Set<number>): string[] {
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
