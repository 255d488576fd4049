import type { SnapshotFrom } from 'xstate';
import * as read from './chart-params.ts';
import { checkoutSetup } from './checkout-setup.ts';
import { openingSummaryRequest, refetchRequest } from './order-request.ts';

/**
 * The /summary screen (spec section 4 "Summary", "Placing an order", section 8). Opened with no
 * order to show (the cart pay button's rule, ./entry.ts) it sends the customer back to /cart.
 * Addresses and the summary load together; a failure opens no dialog (spec: silently ignored) but
 * ends in loadFailed, with an inline retry, reloading by itself when the connection returns (the
 * deliberate difference is in docs/traceability.md). Confirming a coupon re-fetches the summary;
 * once priced the choice is kept for the checkout (storage, ../coupon-choice.ts: a reload asks for it
 * again; forgotten when ordered or when the server refuses it). A choice that could not be priced
 * (offline) leaves the summary as it was and says so in one line (spec section 8 would keep it
 * silent: docs/traceability.md §8.6), so nobody pays a figure they did not see. The order button invokes ./order-placement-machine.ts (one request, the kept
 * Idempotency-Key, the outcomes); this chart shows its error dialog, re-prices on a 409 and keeps
 * the attempt it hands back. A nudge's tap adds its missing quantity through the cart (addNudge),
 * then the page loads again as on opening. Pure: ./checkout-implementations.ts provides the actors.
 */

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  description:
    'Summary (/summary, order details): addresses and the summary load on open; coupon picker; placing the order.',
  context: read.initialContext,
  initial: 'checkingEntry',
  states: {
    checkingEntry: {
      description: "The page opens: is there an order to show (the rule of the cart's pay button)?",
      always: [
        {
          guard: 'cannotOrder',
          target: 'leftForCart',
          description: 'Nothing selected, under the 500-baht minimum or too many lines: back to /cart.',
        },
        { target: 'loading', description: 'There is an order to show: load the addresses and the summary.' },
      ],
    },
    loading: {
      description: 'Addresses and the summary load together (on open, or again after a failure).',
      tags: 'loading',
      type: 'parallel',
      on: { 'summary.addNudge': { target: 'addingNudge', description: 'The customer taps a nudge shown.' } },
      states: {
        addresses: {
          description: 'The shipping and tax-invoice addresses.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'The addresses are loading.',
              invoke: {
                id: 'loadAddresses',
                src: 'loadAddresses',
                onDone: {
                  target: 'loaded',
                  description: 'The addresses loaded: show the shipping and tax-invoice blocks.',
                  actions: { type: 'assignAddresses', params: read.output },
                },
                onError: {
                  target: 'failed',
                  description: 'The addresses failed to load: no dialog; what an earlier load got stays.',
                },
              },
            },
            loaded: { description: 'The addresses have loaded.', type: 'final' },
            failed: { description: 'The addresses failed (what an earlier load got stays).', type: 'final' },
          },
        },
        summary: {
          description: 'The order summary for the selected cart lines.',
          initial: 'fetching',
          states: {
            fetching: {
              description:
                'The summary is loading with the coupon chosen in this checkout, else the best one.',
              invoke: {
                id: 'loadSummary',
                src: 'loadSummary',
                input: openingSummaryRequest,
                onDone: {
                  target: 'loaded',
                  description: 'The summary loaded: a coupon marked selected becomes the current code.',
                  actions: { type: 'assignSummary', params: read.output },
                },
                onError: [
                  {
                    guard: { type: 'isChoiceRefused', params: read.failure },
                    target: 'choiceDropped',
                    description: 'The chosen coupon no longer applies or is not offered: it is forgotten.',
                    actions: ['dropCouponChoice', 'forgetCouponChoice'],
                  },
                  {
                    target: 'failed',
                    description: 'The summary failed to load: no dialog; what an earlier load got stays.',
                  },
                ],
              },
            },
            choiceDropped: {
              description: 'The chosen coupon was refused and forgotten.',
              always: { target: 'fetching', description: 'The summary loads again with the best coupon.' },
            },
            loaded: { description: 'The summary has loaded.', type: 'final' },
            failed: { description: 'The summary failed (what an earlier load got stays).', type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'hasLoadedAll',
          target: 'ready',
          description: 'The summary and the addresses have loaded: show them, the order button is enabled.',
        },
        {
          target: 'loadFailed',
          description: 'The summary or the addresses are missing: no dialog, an inline line and a retry.',
        },
      ],
    },
    loadFailed: {
      description:
        'The summary or the addresses could not be loaded: what loaded is shown with an inline retry line; the order button stays disabled.',
      on: {
        'summary.retry': {
          target: 'loading',
          description:
            "The customer taps 'ลองอีกครั้ง', or the browser is back online: the summary loads again.",
        },
        'summary.addNudge': { target: 'addingNudge', description: 'The customer taps a nudge shown.' },
      },
    },
    ready: {
      description: 'Order details shown, the order button enabled; an order error dialog may be open.',
      on: {
        'coupon.openPicker': {
          target: 'pickingCoupon',
          description: 'The customer opens the coupon picker: the current coupon is ticked.',
          actions: 'tickCurrentCode',
        },
        'sheet.openPromotionDiscount': {
          target: 'promotionDiscountSheet',
          description: 'The customer opens the promotion-discount sheet.',
        },
        'sheet.openCouponDiscount': {
          target: 'couponDiscountSheet',
          description: 'The customer opens the coupon-discount sheet.',
        },
        'order.place': {
          guard: 'canPlaceOrder',
          target: 'placingOrder',
          description: 'The order button is pressed (summary and addresses loaded): place the order.',
          actions: 'clearOrderError',
        },
        'order.dismissError': {
          description: 'The customer closes the order error dialog.',
          actions: 'clearOrderError',
        },
        'summary.addNudge': {
          target: 'addingNudge',
          description: "The customer taps a nudge ('อีก 1 แพ็ค ลด 3%'): what it is missing goes into the cart.",
        },
      },
    },
    addingNudge: {
      description: "A nudge's missing quantity goes into the cart; then the page loads again for it.",
      invoke: {
        id: 'addNudge',
        src: 'addNudge',
        input: read.tappedNudge,
        onDone: {
          target: 'checkingEntry',
          description: "Added: the page loads again, as on opening, for the cart's new selection.",
          actions: { type: 'assignReload', params: read.output },
        },
        onError: {
          target: 'checkingEntry',
          description: 'The cart took nothing: the page loads again for the selection as it was.',
          actions: ['clearOrderError', 'clearCouponFailure'],
        },
      },
    },
    pickingCoupon: {
      description: 'The coupon picker panel is open; only one coupon box can be ticked at a time.',
      on: {
        'coupon.toggle': {
          description: 'The customer ticks a coupon (the others are unticked) or unticks it.',
          actions: { type: 'toggleCoupon', params: ({ event }) => ({ code: event.code }) },
        },
        'coupon.confirm': {
          target: 'refreshingSummary',
          description: 'The customer confirms: the summary is fetched again with that coupon, or with none.',
          actions: 'startPricingChoice',
        },
        'coupon.closePicker': { target: 'ready', description: 'Closed unconfirmed (✕, backdrop, back).' },
      },
    },
    refreshingSummary: {
      description:
        'The summary is fetched again: with the coupon the customer chose (or none), or after a 409 with the current one.',
      tags: 'busy',
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: refetchRequest,
        onDone: [
          {
            guard: 'isPricingChoice',
            target: 'ready',
            description:
              'Priced with the chosen coupon (or none): shown, and the choice kept for the checkout.',
            actions: [
              { type: 'assignChosenSummary', params: read.output },
              { type: 'keepCouponChoice', params: read.keptChoice },
            ],
          },
          {
            target: 'ready',
            description: 'Priced again after a 409, with the current coupon: shown.',
            actions: { type: 'assignSummary', params: read.output },
          },
        ],
        onError: [
          {
            guard: 'isPricingChoice',
            target: 'ready',
            description:
              'The choice could not be priced (offline): the summary and its coupon stay; a line says so.',
            actions: 'assignCouponFailure',
          },
          {
            target: 'ready',
            description:
              'The re-pricing after a 409 failed: silent (its dialog is open), the last summary stays.',
          },
        ],
      },
      on: { 'summary.addNudge': { target: 'addingNudge', description: 'The customer taps a nudge shown.' } },
    },
    promotionDiscountSheet: {
      description: 'The promotion-discount sheet is open from the bottom.',
      on: { 'sheet.close': { target: 'ready', description: 'Closed (✕, backdrop, back).' } },
    },
    couponDiscountSheet: {
      description: 'The coupon-discount sheet is open from the bottom.',
      on: { 'sheet.close': { target: 'ready', description: 'Closed (✕, backdrop, back).' } },
    },
    // order.place is not handled here: a second tap cannot send a second request.
    placingOrder: {
      description: 'The order request is in flight; the order button is disabled.',
      tags: 'busy',
      invoke: {
        id: 'orderPlacement',
        src: 'orderPlacement',
        input: read.orderSource,
        onDone: [
          {
            guard: { type: 'isOrdered', params: read.outcome },
            target: 'ordered',
            description: 'The order is placed (its lines left the cart): go to the QR page or order history.',
            actions: ['forgetCouponChoice', { type: 'emitOrderNavigation', params: read.outcome }],
          },
          {
            guard: { type: 'isPriceChanged', params: read.outcome },
            target: 'refreshingSummary',
            description:
              "The server's figures differ from the summary shown (409): the error dialog, the summary is fetched again.",
            actions: [{ type: 'assignOrderFailure', params: read.outcome }, { type: 'tickCurrentCode' }],
          },
          {
            target: 'ready',
            description: 'The order failed: the error dialog; the order button is enabled again.',
            actions: { type: 'assignOrderFailure', params: read.outcome },
          },
        ],
      },
    },
    ordered: {
      description: 'Ordered: the lines left the cart; the customer goes to the QR page or order history.',
      type: 'final',
    },
    leftForCart: {
      description: 'There was no order to show (opened by its address): the customer is back on /cart.',
      type: 'final',
      entry: 'goBackToCart',
    },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
