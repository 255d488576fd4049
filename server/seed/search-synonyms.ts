import { readFileSync } from 'node:fs';
import { compactText, searchNorm } from '../services/search-text.ts';

/**
 * The search synonyms (server/seed/search-synonyms.txt, format at its top and in docs/api.md
 * "Search"), read into the rows of the search_synonyms table (migration 005).
 */
export interface SynonymRow {
  alias: string;
  targets: string[];
  kind: 'name' | 'pack';
}

const SYNONYMS_FILE = new URL('./search-synonyms.txt', import.meta.url);

/** Parses the synonyms file; a malformed line or a word typed on two lines fails naming its line. */
export function parseSynonyms(text: string): SynonymRow[] {
  const rows = new Map<string, SynonymRow & { line: number }>();
  let kind: SynonymRow['kind'] = 'name';
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/#.*/, '').trim();
    if (!content) return;
    const section = /^\[(names|packs)\]$/.exec(content);
    if (section) {
      kind = section[1] === 'packs' ? 'pack' : 'name';
      return;
    }
    const [left, right, ...rest] = content.split('=');
    const targets = (left ?? '')
      .split('|')
      .map((t) => t.trim())
      .filter(Boolean);
    const aliases = (right ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (rest.length || !targets.length || (kind === 'name' && !aliases.length))
      throw new Error(
        `search-synonyms.txt line ${line}: expected "catalogue text | ... = typed, ...": ${raw}`,
      );
    const own = new Set(targets.map(searchNorm));
    // A pack word stands for itself too ('ลัง' typed is a pack word).
    for (const alias of kind === 'pack' ? [...targets, ...aliases] : aliases) {
      const key = compactText(searchNorm(alias));
      if (kind === 'name' && own.has(searchNorm(alias))) continue; // the catalogue text is matched as it is
      const earlier = rows.get(key);
      if (earlier && earlier.line !== line)
        throw new Error(`search-synonyms.txt line ${line}: "${alias}" is already on line ${earlier.line}`);
      if (!earlier) rows.set(key, { alias, targets, kind, line });
    }
  });
  return [...rows.values()].map(({ alias, targets, kind: k }) => ({ alias, targets, kind: k }));
}

export const loadSynonyms = (): SynonymRow[] => parseSynonyms(readFileSync(SYNONYMS_FILE, 'utf8'));
