/**
 * A small promise pool: runs `task` over every item with at most `limit` tasks in flight, and
 * resolves with the results in the items' order. A task's rejection is the caller's business (the
 * cart refresh turns each into a 'failed' outcome, so the pool itself never rejects there). Used by
 * the cart refresh on opening (at most 6 lookups at once) and timed by `npm run bench`.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  await Promise.all(Array.from({ length: items.length === 0 ? 0 : workers }, worker));
  return results;
}
