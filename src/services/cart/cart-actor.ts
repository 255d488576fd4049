import { type Actor, createActor } from 'xstate';
import type { ApiFunctions } from '../../../contract/api.ts';
import { type Cart, type CartMachine, cartMachine } from '../../../machines/cart/index.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from '../../../machines/storage.ts';
import { inspect } from '../../lib/inspect.ts';
import { storageOr } from '../../lib/storage.ts';
import { refreshLinesActor } from './refresh-lines.ts';
import { type CartServices, loadReorderActor } from './reorder.ts';
import { parseStoredCart } from './stored-cart.ts';

/**
 * The ONE global cart actor (spec section 3 "Cart"), created on first use: the product page (a lazy
 * chunk), the cart page and the order pages (reorder) share it; /home never loads this module (the
 * bag dot reads storage, src/services/cart-indicator.ts). Its context starts from the stored cart; every
 * change is written back to local storage `cart` and announced with the 'storefront:cart' window
 * event for the bag dot.
 */

export type CartActor = Actor<CartMachine>;

export interface CartDeps {
  /** Defaults to localStorage (through src/lib/storage.ts, which never throws). */
  storage?: KeyValueStorage | null;
  /** Tells the bag icon the cart changed; defaults to the 'storefront:cart' window event. */
  notify?: () => void;
  /** The API calls of the refresh on opening and of a reorder; the global actor gets them from setCartServices. */
  services?: () => CartServices | undefined;
}

const notifyWindow = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('storefront:cart'));
};

/** A started cart actor over the given storage (tests pass a memory storage). */
export function createCartActor({
  storage,
  notify = notifyWindow,
  services = () => undefined,
}: CartDeps = {}): CartActor {
  // An undefined storage is the browser's (src/lib/storage.ts).
  const store = storageOr(storage);
  const machine = cartMachine.provide({
    actions: {
      persistCart: (_, cart: Cart) => {
        writeJson(STORAGE_KEYS.cart, cart, store);
        notify();
      },
    },
    actors: {
      refreshLines: refreshLinesActor(() => services()?.lookupSku),
      loadReorder: loadReorderActor(services),
    },
  });
  const stored = parseStoredCart(readJson(STORAGE_KEYS.cart, store));
  return createActor(machine, { inspect, input: { cart: stored } }).start();
}

let cart: CartActor | undefined;
let appServices: CartServices | undefined;

/** The cart's API calls over the app's API client. */
export const cartServicesOf = (api: Pick<ApiFunctions, 'lookupSku' | 'getOrderDetail'>): CartServices => ({
  lookupSku: (skuId, signal) => api.lookupSku({ params: { sku_id: skuId } }, { signal }),
  getOrderItems: async (orderId, signal) =>
    (await api.getOrderDetail({ query: { order_id: orderId } }, { signal })).order_items,
});

/**
 * Hands the global actor the app's API calls (the API client lives in React context, the actor
 * outside it): the cart screen and the reorder buttons call this before sending to the cart.
 */
export function setCartServices(services: CartServices): void {
  appServices = services;
}

/** The app's cart actor (module singleton), created and started on first call. */
export function getCartActor(): CartActor {
  cart ??= createCartActor({ services: () => appServices });
  return cart;
}
