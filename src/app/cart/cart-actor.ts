import { type Actor, createActor } from 'xstate';
import { type Cart, type CartMachine, cartMachine } from '../../../machines/cart/index.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from '../../lib/storage.ts';
import { type LookupSku, refreshLinesActor } from './refresh-lines.ts';
import { parseStoredCart } from './stored-cart.ts';

/**
 * The ONE global cart actor (spec section 3 "Cart"), created on first use: the product page (a lazy
 * chunk) and later the cart page share it; /home never loads this module (the bag dot reads storage,
 * src/app/cart-indicator.ts). Its context starts from the stored cart; every change is written back
 * to local storage `cart` and announced with the 'storefront:cart' window event for the bag dot.
 */

export type CartActor = Actor<CartMachine>;

export interface CartDeps {
  /** Defaults to localStorage (through src/lib/storage.ts, which never throws). */
  storage?: KeyValueStorage | null;
  /** Tells the bag icon the cart changed; defaults to the 'storefront:cart' window event. */
  notify?: () => void;
  /** The product lookup of the refresh on opening; the global actor gets it from setCartLookup. */
  lookupSku?: () => LookupSku | undefined;
}

const notifyWindow = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('storefront:cart'));
};

/** A started cart actor over the given storage (tests pass a memory storage). */
export function createCartActor({
  storage,
  notify = notifyWindow,
  lookupSku = () => undefined,
}: CartDeps = {}): CartActor {
  const machine = cartMachine.provide({
    actions: {
      persistCart: (_, cart: Cart) => {
        writeJson(STORAGE_KEYS.cart, cart, storage);
        notify();
      },
    },
    actors: { refreshLines: refreshLinesActor(lookupSku) },
  });
  // An undefined storage falls back to localStorage (the default parameter of readJson/writeJson).
  const stored = parseStoredCart(readJson(STORAGE_KEYS.cart, storage));
  return createActor(machine, { input: { cart: stored } }).start();
}

let cart: CartActor | undefined;
let appLookup: LookupSku | undefined;

/**
 * Hands the global actor the app's product lookup (the API client lives in React context, the
 * actor outside it): the cart screen's hook calls this before sending `cart.refresh`.
 */
export function setCartLookup(lookup: LookupSku): void {
  appLookup = lookup;
}

/** The app's cart actor (module singleton), created and started on first call. */
export function getCartActor(): CartActor {
  cart ??= createCartActor({ lookupSku: () => appLookup });
  return cart;
}
