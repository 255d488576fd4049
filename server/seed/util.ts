import type { Queryable } from '../db/index.ts';

/** A deterministic PRNG (mulberry32): the same seed gives the same sequence on every run. */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export const randInt = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const addHours = (date: Date, hours: number): Date => new Date(date.getTime() + hours * 3_600_000);
export const addDays = (date: Date, days: number): Date => addHours(date, days * 24);

/** Inserts rows with as few multi-row INSERT statements as the parameter limit allows. */
async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  const names = columns.map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      if (row.length !== columns.length) throw new Error(`seed: ${table} row has ${row.length} values`);
      return `(${row.map((value) => `$${params.push(value)}`).join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${names}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Inserts objects whose keys are the column names (taken from the first object). */
export async function insertObjects(db: Queryable, table: string, objects: readonly object[]): Promise<void> {
  const first = objects[0];
  if (!first) return;
  const columns = Object.keys(first);
  const rows = objects.map((o) => columns.map((c) => (o as Record<string, unknown>)[c]));
  await insertRows(db, table, columns, rows);
}
