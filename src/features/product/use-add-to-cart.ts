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
  selectAddedNotice,
  selectQuantity,
  selectQuantityNotice,
  selectQuantityText,
} from '../../../machines/add-to-cart/index.ts';
import type { ProductDetailData } from '../../../machines/product-detail/index.ts';
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

/** Hands the line to the global cart actor (merge rules live in machines/cart). */
export const addLineToGlobalCart = (params: AddLineParams) =>
  getCartActor().send({ type: 'cart.addLine', line: params.line, qty: params.qty });

export interface UseAddToCartOptions {
  /** Where the line goes after the flight; the global cart by default. */
  addLine?: (params: AddLineParams) => void;
  /** The fly-to-cart delay; the chart's 1000 ms by default (tests shorten it). */
  flyToCartMs?: number;
  /** Called once the line is in the cart (the notice itself is the chart's `added`). */
  onAdded?: (added: AddToCartEmitted) => void;
}

/** The quantity stepper and the add button of the product page, as intents and flags. */
export function useAddToCart({
  addLine = addLineToGlobalCart,
  flyToCartMs,
  onAdded,
}: UseAddToCartOptions = {}) {
  const [machine] = useState(() =>
    addToCartMachine.provide({
      actions: { addLineToCart: (_, params: AddLineParams) => addLine(params) },
      ...(flyToCartMs === undefined ? {} : { delays: { flyToCartDuration: flyToCartMs } }),
    }),
  );
  const actor = useActorRef(machine, { inspect });
  useEffect(() => {
    if (!onAdded) return;
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
    /** The line and amount the notice after an add names while it shows, else null. */
    added: useSelector(actor, selectAddedNotice),
    type: (text: string) => actor.send({ type: 'quantity.type', text }),
    increment: () => actor.send({ type: 'quantity.increment' }),
    decrement: () => actor.send({ type: 'quantity.decrement' }),
    add: (line: CartLinePayload) => actor.send({ type: 'addToCart.press', line }),
  };
}

export type AddToCart = ReturnType<typeof useAddToCart>;
