import { fromPromise, type MachineImplementationsFrom } from 'xstate';
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
 * The cart-preview chart's real actor: the selected lines priced as /summary prices them (POST
 * /summary/saleitem, best coupon): its amount to pay and its nudges.
 */
export function createCartPreviewImplementations({
  api,
}: FlowApi<'getSummary'>): MachineImplementationsFrom<typeof cartPreviewMachine> {
  return {
    actors: {
      loadPreview: fromPromise<Omit<CartPreview, 'key'>, { lines: PreviewLine[] }>(
        async ({ input, signal }) => {
          const [cart] = (await api.getSummary({ body: input.lines, query: {} }, { signal })).cart;
          return { total: cart?.total_net_price ?? 0, nudges: cart?.nudges ?? [] };
        },
      ),
    },
  };
}

export type CartDeps = CartApi &
  Pick<FlowDeps, 'storage'> & {
    /** Tells the bag icon the cart changed (the app's: the 'storefront:cart' window event, src/services/cart.ts). */
    notify: () => void;
  };

/** The cart's saving (local storage `cart`, then the bag icon told) and its sync and preview children over the API. */
export function createCartImplementations({
  api,
  storage,
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
      cartPreview: cartPreviewMachine.provide(createCartPreviewImplementations({ api })),
    },
  };
}
