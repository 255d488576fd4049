import type { CheckoutSnapshot } from './checkout-machine.ts';
import { selectedCode } from './order-request.ts';
import type { PaymentCouponSnapshot } from './payment-coupon-machine.ts';

/** Addresses and summary are still loading. */
export const isLoading = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('loading');

/** The summary or the addresses could not be loaded: the inline line with its retry shows. */
export const isLoadFailed = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('loadFailed');

/** The order request is in flight (the order button is disabled). */
export const isPlacingOrder = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('placingOrder');

/** The order button is enabled: summary and addresses loaded, nothing in flight. */
export const canPlaceOrder = (snapshot: CheckoutSnapshot): boolean => snapshot.can({ type: 'order.place' });

export const selectSummaryCart = (snapshot: CheckoutSnapshot) => snapshot.context.summary?.cart[0] ?? null;
export const selectAddresses = (snapshot: CheckoutSnapshot) => snapshot.context.addresses;
export const selectCoupons = (snapshot: CheckoutSnapshot) => snapshot.context.summary?.cart[0]?.coupons ?? [];
export const selectCurrentCode = (snapshot: CheckoutSnapshot) => snapshot.context.currentCode;
export const selectTickedCode = (snapshot: CheckoutSnapshot) => snapshot.context.tickedCode;
export const selectOrderErrorKind = (snapshot: CheckoutSnapshot) => snapshot.context.orderErrorKind;

/** The delivery address shown on /summary: the summary's, else the customer's shipping address. */
export const selectShippingAddress = (snapshot: CheckoutSnapshot) =>
  snapshot.context.summary?.shipping_address[0] ?? snapshot.context.addresses?.shipping_address ?? null;

/** The coupon the summary was priced with (the current code), or null. */
export const selectCurrentCoupon = (snapshot: CheckoutSnapshot) =>
  selectCoupons(snapshot).find((c) => c.code === snapshot.context.currentCode) ?? null;

/** A coupon that takes something off this order; the others are listed disabled with the reason. */
export const isCouponUsable = (coupon: { applicable?: boolean; discount: number }): boolean =>
  coupon.applicable !== false && coupon.discount > 0;

/** The coupon picker can be opened (the summary is shown and nothing is in flight). */
export const canChooseCoupon = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.can({ type: 'coupon.openPicker' });

/** The coupon last chosen could not be priced (offline): the line saying so shows above the order bar. */
export const hasCouponFailed = (snapshot: CheckoutSnapshot): boolean => snapshot.context.couponFailed;

export const isPickerOpen = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('pickingCoupon');
export const openSheet = (snapshot: CheckoutSnapshot): 'promotionDiscount' | 'couponDiscount' | null =>
  snapshot.matches('promotionDiscountSheet')
    ? 'promotionDiscount'
    : snapshot.matches('couponDiscountSheet')
      ? 'couponDiscount'
      : null;

/** The page had no order to show and sent the customer back to /cart: nothing to render. */
export const hasLeftForCart = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('leftForCart');

/** /payment/coupon: the coupons of the selected lines' summary (none before it loads or when it failed). */
export const selectListedCoupons = (snapshot: PaymentCouponSnapshot) =>
  snapshot.context.summary?.cart[0]?.coupons ?? [];

/** /payment/coupon: the coupon the server applied (the highest discount), or null. */
export const selectAppliedCode = (snapshot: PaymentCouponSnapshot): string | null =>
  snapshot.context.summary ? selectedCode(snapshot.context.summary) : null;

/** /payment/coupon: the summary came back (an empty list then says 'no coupons yet'). */
export const hasListedCoupons = (snapshot: PaymentCouponSnapshot): boolean => snapshot.matches('listed');

/** /payment/coupon had no order to list coupons for: the customer goes back to /cart. */
export const hasCouponScreenLeft = (snapshot: PaymentCouponSnapshot): boolean =>
  snapshot.matches('leftForCart');

/** /payment/coupon: the summary is loading (grey rows where the coupons will be). */
export const isCouponListLoading = (snapshot: PaymentCouponSnapshot): boolean => snapshot.hasTag('loading');

/** /payment/coupon: the summary could not be loaded (the line that says so, with its retry). */
export const hasCouponListFailed = (snapshot: PaymentCouponSnapshot): boolean =>
  snapshot.matches('loadFailed');
