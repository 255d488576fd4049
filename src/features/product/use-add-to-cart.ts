import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  type AddLineParams,
  type AddToCartEmitted,
  addToCartMachine,
  type CartLinePayload,
  canAdd,
  canDecrement,
  canIncrement,
  isFlying,
  selectQuantity,
  selectQuantityNotice,
  selectQuantityText,
} from '../../../machines/add-to-cart/index.ts';
import type { ProductDetailData } from '../../../machines/product-detail/index.ts';
import { requestToaster } from '../../components/lazy-toaster.tsx';
import { inspect } from '../../lib/inspect.ts';
import { getCartActor } from '../../services/cart/cart-actor.ts';

/** The cart line of a product (spec section 3 "Cart line"): its sku id, title, price, discount, image, pack. */
export function toCartLine(product: ProductDetailData): CartLinePayload {
  return {
    id: product.id,
    name: product.title,
    price: product.price,
    discount: product.discount_price ?? 0,
    imageUrl: product.image_url,
    packSize: product.pack_size ?? null,
  };
}

/**
 * The toast after an add (src/components/toaster.tsx), loaded with Chakra by the first add
 * (src/components/lazy-toaster.tsx): the product page renders without Chakra (issue 12). The add
 * press starts the load, so the code is in long before the fly-to-cart delay ends.
 */
export const showAddedToast = (added: AddToCartEmitted): Promise<void> =>
  requestToaster().then(
    ({ showAddedToast: show }) => show(added),
    // Without the toast's code (offline) the line is in the cart all the same; the bag shows it.
    () => undefined,
  );

/** Hands the line to the global cart actor (merge rules live in machines/cart). */
export const addLineToGlobalCart = (params: AddLineParams) =>
  getCartActor().send({ type: 'cart.addLine', line: params.line, qty: params.qty });

export interface UseAddToCartOptions {
  /** Where the line goes after the flight; the global cart by default. */
  addLine?: (params: AddLineParams) => void;
  /** The fly-to-cart delay; the chart's 1000 ms by default (tests shorten it). */
  flyToCartMs?: number;
  /** What the page does once the line is in the cart; the toast by default. */
  onAdded?: (added: AddToCartEmitted) => void;
}

/** The quantity stepper and the add button of the product page, as intents and flags. */
export function useAddToCart({
  addLine = addLineToGlobalCart,
  flyToCartMs,
  onAdded = showAddedToast,
}: UseAddToCartOptions = {}) {
  const [machine] = useState(() =>
    addToCartMachine.provide({
      actions: { addLineToCart: (_, params: AddLineParams) => addLine(params) },
      ...(flyToCartMs === undefined ? {} : { delays: { flyToCartDuration: flyToCartMs } }),
    }),
  );
  const actor = useActorRef(machine, { inspect });
  useEffect(() => {
    const subscription = actor.on('addToCart.added', onAdded);
    return () => subscription.unsubscribe();
  }, [actor, onAdded]);
  return {
    quantity: useSelector(actor, selectQuantity),
    text: useSelector(actor, selectQuantityText),
    notice: useSelector(actor, selectQuantityNotice),
    canAdd: useSelector(actor, canAdd),
    canDecrement: useSelector(actor, canDecrement),
    canIncrement: useSelector(actor, canIncrement),
    flying: useSelector(actor, isFlying),
    type: (text: string) => actor.send({ type: 'quantity.type', text }),
    increment: () => actor.send({ type: 'quantity.increment' }),
    decrement: () => actor.send({ type: 'quantity.decrement' }),
    add: (line: CartLinePayload) => {
      // The toast that follows the flight needs its code: start loading it now.
      requestToaster().catch(() => undefined);
      actor.send({ type: 'addToCart.press', line });
    },
  };
}

export type AddToCart = ReturnType<typeof useAddToCart>;
