import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  type AddToCartDeps,
  type AddToCartEmitted,
  addToCartMachine,
  addToCartView,
  type CartLinePayload,
  createAddToCartImplementations,
} from '../../machines/add-to-cart/index.ts';
import { inspect } from '../lib/inspect.ts';

export interface UseAddToCartOptions {
  /** The fly-to-cart delay; the chart's 1000 ms by default (tests shorten it). */
  flyToCartMs?: number;
  /** Called once the line is in the cart (the notice itself is the chart's `added`). */
  onAdded?: (added: AddToCartEmitted) => void;
}

/** The quantity stepper and the add button of the product page and of the quick add panel (cards), as intents and flags; the line goes to `deps.cart`. */
export function useAddToCart(deps: AddToCartDeps, { flyToCartMs, onAdded }: UseAddToCartOptions = {}) {
  const [machine] = useState(() =>
    addToCartMachine.provide({
      ...createAddToCartImplementations(deps),
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
    ...useSelector(actor, addToCartView, shallowEqual),
    type: (text: string) => actor.send({ type: 'quantity.type', text }),
    increment: () => actor.send({ type: 'quantity.increment' }),
    decrement: () => actor.send({ type: 'quantity.decrement' }),
    add: (line: CartLinePayload) => actor.send({ type: 'addToCart.press', line }),
  };
}

export type AddToCart = ReturnType<typeof useAddToCart>;
