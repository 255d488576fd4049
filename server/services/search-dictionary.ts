import type { Db } from '../db/index.ts';

/** A dictionary entry: a word of the catalogue (no targets) or a synonym (its targets and kind). */
export interface DictionaryEntry {
  word: string;
  targets: string[] | null;
  kind: string | null;
}

/**
 * The whole dictionary a query is read with: the words of the product texts (search_words), of
 * the brand and category names, and the synonyms; `compact` is what must stand in a query's
 * compact text for the entry to count.
 */
const DICTIONARY_SQL = `
  SELECT v.w AS word, v.w AS compact, NULL::text[] AS targets, NULL::text AS kind FROM (
    SELECT word AS w FROM search_words
    UNION SELECT regexp_split_to_table(search_norm(name_th || ' ' || name_en), '[[:space:][:punct:]]+') FROM brands
    UNION SELECT regexp_split_to_table(search_norm(th_name || ' ' || en_name), '[[:space:][:punct:]]+') FROM categories
    UNION SELECT regexp_split_to_table(search_norm(name), '[[:space:][:punct:]]+') FROM sub_categories
  ) v WHERE char_length(v.w) >= 2
  UNION ALL
  SELECT search_norm(alias), translate(search_norm(alias), ' -', ''), targets, kind FROM search_synonyms`;

/**
 * The search dictionary, read once and kept until the catalogue changes (any process's change
 * reaches this one: docs/scaling.md "Invalidations"); while that news cannot arrive it is read
 * again for every query. Reading it took about 9 ms of the database's time per search, the most of
 * a search's cost (docs/performance.md). Search answers themselves are not kept here (that is the
 * catalogue cache's job, CATALOGUE_CACHE_SECONDS).
 */
export function createSearchDictionary(
  db: Pick<Db, 'query'>,
  invalidations: { live(): boolean; on(listener: (change: { what: string }) => void): void },
) {
  let kept: Promise<(DictionaryEntry & { compact: string })[]> | null = null;
  let generation = 0;
  invalidations.on((change) => {
    if (change.what === 'tokens') return;
    generation++;
    kept = null;
  });
  const read = () => db.query<DictionaryEntry & { compact: string }>(DICTIONARY_SQL);
  return {
    /** The entries whose compact form stands in `compactQuery`. */
    async entriesIn(compactQuery: string): Promise<DictionaryEntry[]> {
      let all: Promise<(DictionaryEntry & { compact: string })[]>;
      if (!invalidations.live()) all = read();
      else {
        if (!kept) {
          const seen = generation;
          const reading = read();
          kept = reading;
          // A change that arrived while reading: this read may be stale, the next query reads again.
          void reading.then(
            () => {
              if (seen !== generation && kept === reading) kept = null;
            },
            () => {
              if (kept === reading) kept = null;
            },
          );
        }
        all = kept;
      }
      return (await all).filter((entry) => entry.compact.length > 0 && compactQuery.includes(entry.compact));
    },
  };
}
export type SearchDictionary = ReturnType<typeof createSearchDictionary>;
