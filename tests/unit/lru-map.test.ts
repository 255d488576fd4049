import { describe, expect, it } from 'vitest';
import { LruMap } from '../../src/lib/lru-map.ts';
import { createKeptEntries, KEPT_ENTRIES, keptPart } from '../../src/services/kept-entries.ts';

describe('LruMap (the kept history entries)', () => {
  it('keeps at most max keys, dropping the least recently used', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect(map.get('a')).toBe(1); // a is now the newest: b is the oldest
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.has('b')).toBe(false);
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([1, 3, 4]);
  });

  it('writing a key again refreshes it and replaces the value', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect(map.get('a')).toBe(10);
    expect(map.has('b')).toBe(false);
  });

  it('an unknown key reads as undefined (also a stored undefined stays distinguishable with has)', () => {
    const map = new LruMap<string, number | undefined>(2);
    map.set('x', undefined);
    expect(map.get('y')).toBeUndefined();
    expect(map.has('x')).toBe(true);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
    expect(() => new LruMap(1.5)).toThrow(RangeError);
  });

  it(`the app keeps the last ${KEPT_ENTRIES} history entries`, () => {
    const kept = createKeptEntries();
    for (let i = 0; i <= KEPT_ENTRIES; i++)
      kept.set(`k${i}`, { path: `/p${i}`, scrollY: i, parts: new Map() });
    expect(kept.size).toBe(KEPT_ENTRIES);
    expect(kept.has('k0')).toBe(false);
    const last = kept.get(`k${KEPT_ENTRIES}`);
    expect(last?.scrollY).toBe(KEPT_ENTRIES);
    last?.parts.set('rows', [1, 2]);
    expect(keptPart<number[]>(last, 'rows')).toEqual([1, 2]);
    expect(keptPart(undefined, 'rows')).toBeUndefined();
  });
});
