import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  type AddLineParams,
  addToCartMachine,
  type CartLinePayload,
  canAdd,
  canDecrement,
  isFlying,
  selectQuantity,
} from '../../../machines/add-to-cart/index.ts';
import type { ProductDetailData } from '../../../machines/product-detail/index.ts';
import { getCartActor } from '../../app/cart/cart-actor.ts';

/** The cart line of a product (spec section 3 "Cart line"): its sku id, title, price, discount, image. */
export function toCartLine(product: ProductDetailData): CartLinePayload {
  return {
    id: product.id,
    name: product.title,
    price: product.price,
    discount: product.discount_price ?? 0,
    imageUrl: product.image_url,
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
}

/** The quantity stepper and the add button of the product page, as intents and flags. */
export function useAddToCart({ addLine = addLineToGlobalCart, flyToCartMs }: UseAddToCartOptions = {}) {
  const [machine] = useState(() =>
    addToCartMachine.provide({
      actions: { addLineToCart: (_, params: AddLineParams) => addLine(params) },
      ...(flyToCartMs === undefined ? {} : { delays: { flyToCartDuration: flyToCartMs } }),
    }),
  );
  const actor = useActorRef(machine);
  return {
    quantity: useSelector(actor, selectQuantity),
    canAdd: useSelector(actor, canAdd),
    canDecrement: useSelector(actor, canDecrement),
    flying: useSelector(actor, isFlying),
    setQuantity: (value: number) => actor.send({ type: 'quantity.set', value }),
    increment: () => actor.send({ type: 'quantity.increment' }),
    decrement: () => actor.send({ type: 'quantity.decrement' }),
    add: (line: CartLinePayload) => actor.send({ type: 'addToCart.press', line }),
  };
}
