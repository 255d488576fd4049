import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../storage.ts';
import type { cartMachine } from './cart-machine.ts';
import { cartSyncMachine } from './cart-sync-machine.ts';
import { type LookupSku, type LookupSkus, refreshInBatches } from './refresh.ts';
import { type GetOrderItems, loadReorderLines } from './reorder-lines.ts';
import { parseStoredCart } from './stored-cart.ts';
import type {
  Cart,
  CartInput,
  CartLineRefresh,
  RefreshLinesInput,
  ReorderInput,
  ReorderLines,
} from './types.ts';

/** The API calls of the refresh on opening and of a reorder. */
type CartApi = FlowApi<'lookupSku' | 'lookupSkus' | 'getOrderDetail'>;

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
  const getOrderItems: GetOrderItems = async (orderId, signal) =>
    (await api.getOrderDetail({ query: { order_id: orderId } }, { signal })).order_items;
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

export type CartDeps = CartApi &
  Pick<FlowDeps, 'storage'> & {
    /** Tells the bag icon the cart changed (the app's: the 'storefront:cart' window event, src/services/cart.ts). */
    notify: () => void;
  };

/** The cart's saving (local storage `cart`, then the bag icon told) and its sync child over the API. */
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
    actors: { cartSync: cartSyncMachine.provide(createCartSyncImplementations({ api })) },
  };
}
