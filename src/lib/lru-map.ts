/**
 * A small least-recently-used map: reading or writing a key makes it the newest, and beyond `max`
 * keys the oldest goes (a Map iterates in insertion order). Written out instead of lru-cache
 * (which the server uses) because it is on /home's first screen, whose JavaScript budget has about
 * 1.5 KB left (docs/performance.md), and only get / set / has are needed.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly max: number;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`LruMap max must be a positive integer: ${max}`);
    this.max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.max) break;
      this.#entries.delete(oldest);
    }
    return this;
  }
}
