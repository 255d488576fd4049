import type { SkuLookup } from '../../contract/catalogue.ts';
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

/** One lookup, cancelled and rejected after `timeoutMs` (and when `signal` aborts). */
export function lookupWithTimeout(
  lookup: LookupSku,
  skuId: number,
  { signal, timeoutMs = LOOKUP_TIMEOUT_MS }: RefreshOptions = {},
): Promise<SkuLookup> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`lookup ${skuId}: no answer after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  return Promise.race([lookup(skuId, controller.signal), timedOut]).finally(() => {
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
    const answer = await lookupWithTimeout(lookup, line.id, options);
    if (!answer.sku) return { id: line.id, outcome: 'unchanged' };
    return {
      id: line.id,
      outcome: 'updated',
      price: answer.price,
      discount: answer.discount_price ?? 0,
      imageUrl: answer.image_url,
      ...(answer.pack_size === undefined ? {} : { packSize: answer.pack_size }),
    };
  } catch (error) {
    // An aborted refresh (the actor stopped) changes nothing: its outcome is never applied.
    return { id: line.id, outcome: isProductGone(error) ? 'gone' : 'failed' };
  }
}

/** Every line's outcome, at most MAX_LOOKUPS_IN_FLIGHT lookups at once. */
export const refreshAll = (lines: readonly CartLine[], lookup: LookupSku, options: RefreshOptions = {}) =>
  mapWithConcurrency(lines, MAX_LOOKUPS_IN_FLIGHT, (line) => refreshLine(line, lookup, options));
