import { fromPromise } from 'xstate';
import type { CartLine, CartLineRefresh, RefreshLinesInput } from '../../../machines/cart/index.ts';
import type { SkuLookup } from '../../contract/catalogue.ts';
import { mapWithConcurrency } from './pool.ts';

/** Lookups in flight at once during the cart refresh on opening. */
export const MAX_LOOKUPS_IN_FLIGHT = 6;

/** GET /skus/lookup/{sku_id} for one line (the app passes api.lookupSku). */
export type LookupSku = (skuId: number, signal?: AbortSignal) => Promise<SkuLookup>;

/** One line's outcome (spec section 4 "Cart refresh on opening", section 8): never rejects. */
export async function refreshLine(
  line: CartLine,
  lookup: LookupSku,
  signal?: AbortSignal,
): Promise<CartLineRefresh> {
  try {
    const answer = await lookup(line.id, signal);
    if (!answer.sku) return { id: line.id, outcome: 'unchanged' };
    return {
      id: line.id,
      outcome: 'updated',
      price: answer.price,
      discount: answer.discount_price ?? 0,
      imageUrl: answer.image_url,
    };
  } catch {
    // An aborted refresh (the actor stopped) drops nothing: its outcome is never applied.
    return { id: line.id, outcome: 'failed' };
  }
}

/** Every line's outcome, at most MAX_LOOKUPS_IN_FLIGHT lookups at once. */
export const refreshAll = (lines: readonly CartLine[], lookup: LookupSku, signal?: AbortSignal) =>
  mapWithConcurrency(lines, MAX_LOOKUPS_IN_FLIGHT, (line) => refreshLine(line, lookup, signal));

/**
 * The chart's `refreshLines` actor. `getLookup` is read when the refresh starts: the global actor is
 * created before the cart screen hands it the app's API client (see cart-actor.ts); without one,
 * every line is left unchanged.
 */
export const refreshLinesActor = (getLookup: () => LookupSku | undefined) =>
  fromPromise<CartLineRefresh[], RefreshLinesInput>(async ({ input, signal }) => {
    const lookup = getLookup();
    if (!lookup) return input.lines.map((line) => ({ id: line.id, outcome: 'unchanged' as const }));
    return refreshAll(input.lines, lookup, signal);
  });
