import { DomainError } from '../domain/errors.ts';

/** A line of a cart (the summary) or of an order, as the caller sent it. */
export interface CartLine {
  sku_id: number;
  quantity: number;
}

/** The subject that names a line by each key: its product, or its `seq` in an order. */
const SUBJECT_OF_KEY = { sku_id: 'line', seq: 'lineSeq' } as const;

/** Refuses two lines with one `key` (the summary: `sku_id`; an order: `seq`, `sku_id`), naming the second. */
export function assertDistinct<K extends keyof typeof SUBJECT_OF_KEY>(
  lines: readonly Record<K, number>[],
  key: K,
) {
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line[key]))
      throw new DomainError('invalid', SUBJECT_OF_KEY[key], 'appears twice', { index });
    seen.add(line[key]);
  });
}
