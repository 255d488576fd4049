import { type Actor, createActor } from 'xstate';
import {
  type CartDeps,
  type CartMachine,
  cartInputOf,
  cartMachine,
  createCartImplementations,
} from '../../machines/cart/index.ts';
import { inspect } from '../lib/inspect.ts';

/**
 * The cart actor of the app's services (spec section 3 "Cart"): one per services object, created on
 * first use and started, so the product page (a lazy chunk), the cart page, checkout and the order
 * pages (reorder) share it, and its refresh and reorder always have the services' API. /home never
 * loads this module (the bag dot reads storage, src/services/cart-indicator.ts). Its context starts
 * from the stored cart; every change is written back to local storage `cart` and announced with the
 * 'storefront:cart' window event for the bag dot.
 */

export type CartActor = Actor<CartMachine>;

/**
 * What the cart is built over: the app's services (or a test's), `notify` the window event and
 * `now` the system clock by default.
 */
export type CartServices = Omit<CartDeps, 'notify' | 'now'> & Partial<Pick<CartDeps, 'notify' | 'now'>>;

const notifyWindow = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('storefront:cart'));
};

const carts = new WeakMap<CartServices, CartActor>();

/** The cart actor of these services, created and started on first call. */
export function cartOf(services: CartServices): CartActor {
  let cart = carts.get(services);
  if (!cart) {
    const { api, storage, notify = notifyWindow, now = Date.now } = services;
    const machine = cartMachine.provide(createCartImplementations({ api, storage, now, notify }));
    cart = createActor(machine, { inspect, input: cartInputOf({ storage }) }).start();
    carts.set(services, cart);
  }
  return cart;
}
