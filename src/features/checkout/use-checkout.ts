import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Nudge } from '../../../contract/summary.ts';
import {
  canChooseCoupon,
  canPlaceOrder,
  checkoutCartOf,
  checkoutEntryOf,
  checkoutMachine,
  createCheckoutImplementations,
  createPaymentCouponImplementations,
  hasCouponScreenLeft,
  hasLeftForCart,
  hasListedCoupons,
  isLoadFailed,
  isLoading,
  isPickerOpen,
  isPlacingOrder,
  openSheet,
  paymentCouponMachine,
  readOrderAttempt,
  selectAddresses,
  selectAppliedCode,
  selectCurrentCode,
  selectCurrentCoupon,
  selectionOf,
  selectListedCoupons,
  selectOrderErrorKind,
  selectShippingAddress,
  selectSummaryCart,
  selectTickedCode,
} from '../../../machines/checkout/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { cartOf } from '../../services/cart.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/** Tells the chart when the browser is back online (a failed load then loads again). */
function useOnlineEvent(actor: AnyActorRef) {
  useEffect(() => {
    const online = () => actor.send({ type: 'connection.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
}

/**
 * The /summary screen's chart: started with the cart's selection (checkoutEntryOf: the chart sends
 * the customer back to /cart when there is no order to show), a fresh Idempotency-Key base and the
 * order attempt kept for this selection; told when the browser comes back online.
 */
export function useCheckout() {
  const services = useServices();
  const [machine] = useState(() =>
    checkoutMachine.provide(
      createCheckoutImplementations({ ...services, cart: checkoutCartOf(cartOf(services)) }),
    ),
  );
  const [input] = useState(() => {
    const entry = checkoutEntryOf(cartOf(services).getSnapshot());
    return {
      ...entry,
      idempotencyKey: crypto.randomUUID(),
      savedAttempt: readOrderAttempt(selectionOf(entry.lines), services.storage, services.now()),
    };
  });
  const actor = useActorRef(machine, { inspect, input });
  useOnlineEvent(actor);
  useMachineNavigation(actor);

  const send = actor.send;
  return {
    left: useSelector(actor, hasLeftForCart),
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
    addNudge: (nudge: Nudge) => send({ type: 'summary.addNudge', add: nudge.add }),
  };
}

/**
 * The /payment/coupon screen's chart: the coupons of the cart's selection (judged as /summary is:
 * back to /cart with no order to show), loading again when the browser comes back online.
 */
export function usePaymentCoupon() {
  const services = useServices();
  const [machine] = useState(() =>
    paymentCouponMachine.provide(createPaymentCouponImplementations(services)),
  );
  const [input] = useState(() => checkoutEntryOf(cartOf(services).getSnapshot()));
  const actor = useActorRef(machine, { inspect, input });
  useOnlineEvent(actor);
  useMachineNavigation(actor);
  return {
    left: useSelector(actor, hasCouponScreenLeft),
    listed: useSelector(actor, hasListedCoupons),
    coupons: useSelector(actor, selectListedCoupons),
    appliedCode: useSelector(actor, selectAppliedCode),
  };
}
