import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { isReordering, reorderEndedFor, reorderFailedFor } from '../../../machines/cart/index.ts';
import { cartOf } from '../../services/cart.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * 'ซื้ออีกครั้ง' of one order: sends the order to the app's cart
 * (`cart.reorder`), which adds its items with today's prices, ticks exactly those lines and
 * navigates to /cart, followed here by this order's button only (a page may show several).
 */
export function useReorder(orderId: number) {
  const cart = cartOf(useServices());
  const follows = useCallback(() => reorderEndedFor(cart.getSnapshot(), orderId), [cart, orderId]);
  useMachineNavigation(cart, follows);
  return {
    /** A reorder runs (any order's): the buttons are disabled. */
    busy: useSelector(cart, isReordering),
    /** This order's reorder failed: said next to its button. */
    failed: useSelector(cart, (snapshot) => reorderFailedFor(snapshot, orderId)),
    reorder: () => cart.send({ type: 'cart.reorder', orderId }),
  };
}
