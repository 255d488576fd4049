import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import { type CouponChoice, choiceQuery, isChoiceRefused, readCouponChoice } from '../coupon-choice.ts';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../storage.ts';
import type { cartMachine } from './cart-machine.ts';
import { cartPreviewMachine } from './cart-preview-machine.ts';
import { cartSyncMachine } from './cart-sync-machine.ts';
import { type LookupSku, type LookupSkus, refreshInBatches } from './refresh.ts';
import { type GetOrderItems, loadReorderLines } from './reorder-lines.ts';
import { parseStoredCart } from './stored-cart.ts';
import type {
  Cart,
  CartInput,
  CartLineRefresh,
  CartPreview,
  PreviewLine,
  RefreshLinesInput,
  ReorderInput,
  ReorderLines,
} from './types.ts';

/** The API calls of the refresh on opening, of a reorder and of the estimate. */
type CartApi = FlowApi<'lookupSku' | 'lookupSkus' | 'getOrderDetail' | 'getSummary'>;

/** The cart chart's input: the cart kept in local storage `cart`, validated (stored-cart.ts). */
export const cartInputOf = ({ storage }: Pick<FlowDeps, 'storage'>): CartInput => ({
  cart: parseStoredCart(readJson(STORAGE_KEYS.cart, storage)),
});

/**
 * The cart-sync chart's real actors: the refresh's batch lookups (POST /skus/lookup), an order's
 * items (GET /orders/detail) with each product's lookup (GET /skus/lookup/{sku_id}).
 */
export function createCartSyncImplementations({
  api,
}: CartApi): MachineImplementationsFrom<typeof cartSyncMachine> {
  const lookup: LookupSku = (skuId, signal) => api.lookupSku({ params: { sku_id: skuId } }, { signal });
  const lookupMany: LookupSkus = (skuIds, signal) =>
    api.lookupSkus({ body: { sku_ids: skuIds } }, { signal });
  const getOrderItems: GetOrderItems = (orderId, signal) =>
    api.getOrderDetail({ query: { order_id: orderId } }, { signal });
  return {
    actors: {
      refreshLines: fromPromise<CartLineRefresh[], RefreshLinesInput>(({ input, signal }) =>
        refreshInBatches(input.lines, lookupMany, { signal }),
      ),
      loadReorder: fromPromise<ReorderLines, ReorderInput>(({ input, signal }) =>
        loadReorderLines(input.orderId, getOrderItems, lookup, signal),
      ),
    },
  };
}

/**
 * The cart-preview chart's real actor: the selected lines priced as /summary will price them (POST
 * /summary/saleitem): with the coupon the customer chose on /summary, or 'no coupon', when one is
 * kept for the checkout (machines/coupon-choice.ts), else the best; a chosen coupon the server
 * refuses for these lines is dropped for the best, as /summary drops it. Its amount to pay and its
 * nudges. The choice is left in storage: /summary decides on it for the lines it opens with.
 */
export function createCartPreviewImplementations({
  api,
  storage,
  now,
}: FlowApi<'getSummary'> & Pick<FlowDeps, 'storage' | 'now'>): MachineImplementationsFrom<
  typeof cartPreviewMachine
> {
  return {
    actors: {
      loadPreview: fromPromise<Omit<CartPreview, 'key'>, { lines: PreviewLine[] }>(
        async ({ input, signal }) => {
          const price = (choice: CouponChoice | null) =>
            api.getSummary({ body: input.lines, query: choiceQuery(choice) }, { signal });
          const choice = readCouponChoice(storage, now());
          const answer = await price(choice).catch((error: unknown) => {
            if (isChoiceRefused(choice, error)) return price(null);
            throw error;
          });
          const [cart] = answer.cart;
          return { total: cart?.total_net_price ?? 0, nudges: cart?.nudges ?? [] };
        },
      ),
    },
  };
}

export type CartDeps = CartApi &
  Pick<FlowDeps, 'storage' | 'now'> & {
    /** Tells the bag icon the cart changed (the app's: the 'storefront:cart' window event, src/services/cart.ts). */
    notify: () => void;
  };

/** The cart's saving (local storage `cart`, then the bag icon told) and its sync and preview children over the API. */
export function createCartImplementations({
  api,
  storage,
  now,
  notify,
}: CartDeps): MachineImplementationsFrom<typeof cartMachine> {
  return {
    actions: {
      persistCart: (_, cart: Cart) => {
        writeJson(STORAGE_KEYS.cart, cart, storage);
        notify();
      },
    },
    actors: {
      cartSync: cartSyncMachine.provide(createCartSyncImplementations({ api })),
      cartPreview: cartPreviewMachine.provide(createCartPreviewImplementations({ api, storage, now })),
    },
  };
}
