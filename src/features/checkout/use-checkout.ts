import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiFunctions } from '../../../contract/api.ts';
import { type CartRef, type CartSnapshot, selectSelectedLines } from '../../../machines/cart/index.ts';
import {
  type CheckoutAddresses,
  type CheckoutLine,
  type CheckoutSummary,
  canChooseCoupon,
  canPlaceOrder,
  checkoutMachine,
  isLoadFailed,
  isLoading,
  isPickerOpen,
  isPlacingOrder,
  type OrderAttempt,
  type OrderPlaced,
  openSheet,
  type PlaceOrderInput,
  type SummaryRequest,
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
import { forgetOrderAttempt, readOrderAttempt, saveOrderAttempt } from '../../lib/order-attempts.ts';
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

/** The real actors and the cart action of the checkout chart. */
export function createCheckoutImplementations(api: ApiFunctions, cart: CartRef) {
  return {
    actors: {
      loadAddresses: fromPromise<CheckoutAddresses>(({ signal }) => api.getAddresses({}, { signal })),
      loadSummary: fromPromise<CheckoutSummary, SummaryRequest>(({ input, signal }) =>
        api.getSummary({ body: input.body, query: input.query }, { signal }),
      ),
      // No abort signal: leaving the page must not cancel an order the server may already hold.
      placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(({ input }) =>
        api.createOrder({ body: input.body, headers: { 'idempotency-key': input.idempotencyKey } }),
      ),
    },
    actions: {
      removeOrderedLines: (_: unknown, { ids }: { ids: number[] }) =>
        cart.send({ type: 'cart.removeLines', ids }),
      // The attempt survives a reload until its order is confirmed (src/lib/order-attempts.ts).
      saveOrderAttempt: (_: unknown, { attempt }: { attempt: OrderAttempt }) => saveOrderAttempt(attempt),
      forgetOrderAttempt: (_: unknown, { attempt }: { attempt: OrderAttempt }) =>
        forgetOrderAttempt(attempt.selection),
      // The raw text stays in the console; the dialog shows a Thai message (th.errors).
      logOrderFailure: (_: unknown, { error }: { error: unknown }) =>
        console.error('Order placement failed:', error instanceof Error ? error.message : error, error),
    },
  };
}

/**
 * The /summary screen's chart: started with the selected lines, a fresh Idempotency-Key base and
 * the order attempt kept for this selection; told when the browser comes back online.
 */
export function useCheckout(lines: CheckoutLine[]) {
  const services = useServices();
  const [machine] = useState(() =>
    checkoutMachine.provide(createCheckoutImplementations(services.api, cartOf(services))),
  );
  const [input] = useState(() => ({
    lines,
    idempotencyKey: crypto.randomUUID(),
    savedAttempt: readOrderAttempt(selectionOf(lines)),
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
