import type { SkuLookup, SkuLookupBatch } from '../../contract/catalogue.ts';
import { LOOKUP_BATCH_MAX } from '../../contract/limits.ts';
import { mapWithConcurrency } from './pool.ts';
import type { CartLine, CartLineRefresh } from './types.ts';

/** Lookups in flight at once during the cart refresh on opening. */
export const MAX_LOOKUPS_IN_FLIGHT = 6;

/** A lookup that has not answered after this long counts as failed (the line stays, not refreshed). */
export const LOOKUP_TIMEOUT_MS = 8000;

/** GET /skus/lookup/{sku_id} for one line (the app passes api.lookupSku). */
export type LookupSku = (skuId: number, signal?: AbortSignal) => Promise<SkuLookup>;

export interface RefreshOptions {
  signal?: AbortSignal;
  /** Per lookup; LOOKUP_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

/** The lookup answered 404: the product is no longer sold (the API client's ApiError carries the status). */
export const isProductGone = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** POST /skus/lookup for at most LOOKUP_BATCH_MAX products (the app passes api.lookupSkus). */
export type LookupSkus = (skuIds: number[], signal?: AbortSignal) => Promise<SkuLookupBatch>;

/** One lookup, cancelled and rejected after `timeoutMs` (and when `signal` aborts). */
export const lookupWithTimeout = (lookup: LookupSku, skuId: number, options: RefreshOptions = {}) =>
  withTimeout((signal) => lookup(skuId, signal), `lookup ${skuId}`, options);

/** A request, cancelled and rejected after `timeoutMs` (and when `signal` aborts). */
function withTimeout<T>(
  request: (signal: AbortSignal) => Promise<T>,
  what: string,
  { signal, timeoutMs = LOOKUP_TIMEOUT_MS }: RefreshOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${what}: no answer after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  return Promise.race([request(controller.signal), timedOut]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  });
}

/**
 * One line's outcome (spec section 4 "Cart refresh on opening"; section 8 as read in
 * docs/adr/0004-cart-keeps-lines.md): never rejects. Only a 404 means the product is gone; a 500,
 * a timeout, a malformed answer or no network is 'failed' (the chart keeps the line, marked).
 */
export async function refreshLine(
  line: CartLine,
  lookup: LookupSku,
  options: RefreshOptions = {},
): Promise<CartLineRefresh> {
  try {
    return outcomeOf(line.id, await lookupWithTimeout(lookup, line.id, options));
  } catch (error) {
    // An aborted refresh (the actor stopped) changes nothing: its outcome is never applied.
    return { id: line.id, outcome: isProductGone(error) ? 'gone' : 'failed' };
  }
}

/** A found product's outcome: price, discount and image updated when it has a sku. */
function outcomeOf(id: number, answer: SkuLookup): CartLineRefresh {
  if (!answer.sku) return { id, outcome: 'unchanged' };
  return {
    id,
    outcome: 'updated',
    price: answer.price,
    discount: answer.discount_price ?? 0,
    imageUrl: answer.image_url,
    ...(answer.pack_size === undefined ? {} : { packSize: answer.pack_size }),
  };
}

/**
 * Every line's outcome from batch lookups (POST /skus/lookup): the cart's distinct products, at
 * most LOOKUP_BATCH_MAX a request, one request at a time, so a cart of thousands of lines (or a
 * corrupted one repeating a product) costs a request per LOOKUP_BATCH_MAX products, not one per
 * line. Per line as refreshLine: a product the answer names missing is 'gone'; a batch that fails
 * (an error status, a timeout, no network) leaves its lines 'failed', as does a product the answer
 * leaves out.
 */
export async function refreshInBatches(
  lines: readonly CartLine[],
  lookupMany: LookupSkus,
  options: RefreshOptions = {},
): Promise<CartLineRefresh[]> {
  const ids = [...new Set(lines.map((l) => l.id))];
  const outcomes = new Map<number, CartLineRefresh>();
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH_MAX) {
    const batch = ids.slice(start, start + LOOKUP_BATCH_MAX);
    try {
      const answer = await withTimeout((signal) => lookupMany(batch, signal), 'batch lookup', options);
      for (const product of answer.products) outcomes.set(product.sku_id, outcomeOf(product.sku_id, product));
      for (const id of answer.missing) outcomes.set(id, { id, outcome: 'gone' });
    } catch {
      // An aborted refresh (the actor stopped) changes nothing: its outcome is never applied.
    }
  }
  return lines.map((line) => outcomes.get(line.id) ?? { id: line.id, outcome: 'failed' });
}

/** Every line's outcome, at most MAX_LOOKUPS_IN_FLIGHT lookups at once. */
export const refreshAll = (lines: readonly CartLine[], lookup: LookupSku, options: RefreshOptions = {}) =>
  mapWithConcurrency(lines, MAX_LOOKUPS_IN_FLIGHT, (line) => refreshLine(line, lookup, options));
