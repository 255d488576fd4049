import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  allSelected,
  canPay,
  isBelowMinimum,
  isRefreshing,
  remainingToMinimum,
  selectedCount,
  selectedTotal,
  selectLines,
} from '../../../machines/cart/index.ts';
import { useServices } from '../../app/app.tsx';
import { type CartActor, getCartActor, setCartLookup } from '../../app/cart/cart-actor.ts';

/** The cart screen's view of the global cart actor; on opening it refreshes every line. */
export function useCart(actor: CartActor = getCartActor()) {
  const { api } = useServices();
  useEffect(() => {
    setCartLookup((skuId, signal) => api.lookupSku({ params: { sku_id: skuId } }, { signal }));
    actor.send({ type: 'cart.refresh' });
  }, [actor, api]);
  return useCartView(actor);
}

/** The selectors the screen renders (no refresh; used by useCart and component tests). */
export function useCartView(actor: CartActor) {
  return {
    lines: useSelector(actor, selectLines),
    allSelected: useSelector(actor, allSelected),
    total: useSelector(actor, selectedTotal),
    count: useSelector(actor, selectedCount),
    belowMinimum: useSelector(actor, isBelowMinimum),
    remaining: useSelector(actor, remainingToMinimum),
    canPay: useSelector(actor, canPay),
    refreshing: useSelector(actor, isRefreshing),
    send: actor.send,
  };
}

export type CartView = ReturnType<typeof useCartView>;
