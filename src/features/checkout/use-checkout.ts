import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type CartSnapshot, selectSelectedLines } from '../../../machines/cart/index.ts';
import {
  type CheckoutLine,
  canChooseCoupon,
  canPlaceOrder,
  checkoutMachine,
  createCheckoutImplementations,
  isLoadFailed,
  isLoading,
  isPickerOpen,
  isPlacingOrder,
  openSheet,
  readOrderAttempt,
  selectAddresses,
  selectCurrentCode,
  selectCurrentCoupon,
  selectionOf,
  selectOrderErrorKind,
  selectShippingAddress,
  selectSummaryCart,
  selectTickedCode,
} from '../../../machines/checkout/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { cartOf } from '../../services/cart.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/** The selected cart lines as the checkout's input (seq = position, 1-based). */
export function selectedCheckoutLines(cart: { getSnapshot: () => CartSnapshot }): CheckoutLine[] {
  return selectSelectedLines(cart.getSnapshot()).map((line, index) => ({
    sku_id: line.id,
    quantity: line.qty,
    seq: index + 1,
  }));
}

/** The app cart's selected lines when the page opens; the chart keeps them (the order removes them later). */
export function useSelectedCheckoutLines(): CheckoutLine[] {
  const services = useServices();
  const [lines] = useState(() => selectedCheckoutLines(cartOf(services)));
  return lines;
}

/**
 * The /summary screen's chart: started with the selected lines, a fresh Idempotency-Key base and
 * the order attempt kept for this selection; told when the browser comes back online.
 */
export function useCheckout(lines: CheckoutLine[]) {
  const services = useServices();
  const [machine] = useState(() =>
    checkoutMachine.provide(
      createCheckoutImplementations({
        ...services,
        cart: { removeOrdered: (ids) => cartOf(services).send({ type: 'cart.removeLines', ids }) },
      }),
    ),
  );
  const [input] = useState(() => ({
    lines,
    idempotencyKey: crypto.randomUUID(),
    savedAttempt: readOrderAttempt(selectionOf(lines), services.storage, services.now()),
  }));
  const actor = useActorRef(machine, { inspect, input });

  useEffect(() => {
    const online = () => actor.send({ type: 'connection.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);

  useMachineNavigation(actor);

  const send = actor.send;
  return {
    cart: useSelector(actor, selectSummaryCart),
    addresses: useSelector(actor, selectAddresses),
    shipping: useSelector(actor, selectShippingAddress),
    coupon: useSelector(actor, selectCurrentCoupon),
    currentCode: useSelector(actor, selectCurrentCode),
    tickedCode: useSelector(actor, selectTickedCode),
    orderErrorKind: useSelector(actor, selectOrderErrorKind),
    loading: useSelector(actor, isLoading),
    loadFailed: useSelector(actor, isLoadFailed),
    placing: useSelector(actor, isPlacingOrder),
    canOrder: useSelector(actor, canPlaceOrder),
    canChooseCoupon: useSelector(actor, canChooseCoupon),
    pickerOpen: useSelector(actor, isPickerOpen),
    sheet: useSelector(actor, openSheet),
    // Intents: what the screen may ask the chart; the chart decides whether it applies.
    openCouponPicker: () => send({ type: 'coupon.openPicker' }),
    toggleCoupon: (code: string) => send({ type: 'coupon.toggle', code }),
    confirmCoupon: () => send({ type: 'coupon.confirm' }),
    closeCouponPicker: () => send({ type: 'coupon.closePicker' }),
    openPromotionSheet: () => send({ type: 'sheet.openPromotionDiscount' }),
    openCouponSheet: () => send({ type: 'sheet.openCouponDiscount' }),
    closeSheet: () => send({ type: 'sheet.close' }),
    placeOrder: () => send({ type: 'order.place' }),
    dismissOrderError: () => send({ type: 'order.dismissError' }),
    retryLoad: () => send({ type: 'summary.retry' }),
  };
}
