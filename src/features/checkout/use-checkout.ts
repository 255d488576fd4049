import { useSelector } from '@xstate/react';
import type { Nudge } from '../../../contract/summary.ts';
import {
  canChooseCoupon,
  canPlaceOrder,
  checkoutCartOf,
  checkoutEntryOf,
  checkoutMachine,
  createCheckoutImplementations,
  createPaymentCouponImplementations,
  hasCouponFailed,
  hasCouponListFailed,
  hasCouponScreenLeft,
  hasLeftForCart,
  hasListedCoupons,
  isCouponListLoading,
  isLoadFailed,
  isLoading,
  isPickerOpen,
  isPlacingOrder,
  openSheet,
  paymentCouponMachine,
  readCouponChoice,
  selectAddresses,
  selectAppliedCode,
  selectCurrentCode,
  selectCurrentCoupon,
  selectListedCoupons,
  selectOrderErrorKind,
  selectShippingAddress,
  selectSummaryCart,
  selectTickedCode,
  withKeptAttempt,
} from '../../../machines/checkout/index.ts';
import { cartOf } from '../../services/cart.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * The /summary screen's chart: started with the cart's selection (checkoutEntryOf: the chart sends
 * the customer back to /cart when there is no order to show), a fresh Idempotency-Key base, the
 * order attempt kept for this selection and the coupon chosen in this checkout; told when the
 * browser comes back online.
 */
export function useCheckout() {
  const actor = useFlowActor(
    checkoutMachine,
    (services) => createCheckoutImplementations({ ...services, cart: checkoutCartOf(cartOf(services)) }),
    (services) => ({
      ...withKeptAttempt(checkoutEntryOf(cartOf(services).getSnapshot()), services),
      savedCoupon: readCouponChoice(services.storage, services.now()),
      idempotencyKey: crypto.randomUUID(),
    }),
  );
  const retryLoad = useOnlineEvent(actor, { type: 'summary.retry' });
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
    couponFailed: useSelector(actor, hasCouponFailed),
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
    retryLoad,
    addNudge: (nudge: Nudge) => send({ type: 'summary.addNudge', add: nudge.add }),
  };
}

/**
 * The /payment/coupon screen's chart: the coupons of the cart's selection (judged as /summary is:
 * back to /cart with no order to show), loading again on the retry or when the browser comes back
 * online.
 */
export function usePaymentCoupon() {
  const actor = useFlowActor(paymentCouponMachine, createPaymentCouponImplementations, (services) =>
    checkoutEntryOf(cartOf(services).getSnapshot()),
  );
  const retryLoad = useOnlineEvent(actor, { type: 'coupons.retry' });
  useMachineNavigation(actor);
  return {
    left: useSelector(actor, hasCouponScreenLeft),
    loading: useSelector(actor, isCouponListLoading),
    loadFailed: useSelector(actor, hasCouponListFailed),
    retryLoad,
    listed: useSelector(actor, hasListedCoupons),
    coupons: useSelector(actor, selectListedCoupons),
    appliedCode: useSelector(actor, selectAppliedCode),
  };
}
