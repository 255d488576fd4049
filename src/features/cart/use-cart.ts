import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Nudge } from '../../../contract/summary.ts';
import {
  allSelected,
  canPay,
  hasStaleLines,
  hasTooManyLines,
  isBelowMinimum,
  isRefreshing,
  nudgeAddition,
  previewActorOf,
  type ReorderOutcome,
  remainingToMinimum,
  reorderOutcomeOf,
  selectedCount,
  selectedTotal,
  selectLines,
  selectPayNotice,
  selectPreview,
  selectQtyDrafts,
  selectQtyNotices,
  selectReorderNotice,
  selectUndoable,
} from '../../../machines/cart/index.ts';
import { type CartActor, cartOf } from '../../services/cart.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { useNavigationStateOnce } from '../../services/use-navigation-state-once.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * The cart screen's view of the app's cart actor: on opening it refreshes every line (and retries
 * the ones a failed refresh left unrefreshed) and has the estimate priced again (the coupon chosen
 * on /summary may have changed); the chart's `navigate` (pay -> /summary) is followed.
 * Opened by a reorder, the page's navigation state says what it did (the chart's counts), once: a
 * reload of /cart or a later return to it does not say it again (useNavigationStateOnce).
 */
export function useCart() {
  const actor = cartOf(useServices());
  useEffect(() => {
    actor.send({ type: 'cart.refresh' });
    // The estimate of the same lines changes with a coupon chosen on /summary since: priced again.
    previewActorOf(actor.getSnapshot()).send({ type: 'preview.reprice' });
  }, [actor]);
  useMachineNavigation(actor);
  const reorderOutcome = reorderOutcomeOf(useNavigationStateOnce());
  return { ...useCartView(actor), reorderOutcome };
}

/** The selectors the screen renders and the intents it sends (no refresh; used by useCart and component tests). */
export function useCartView(actor: CartActor) {
  const lines = useSelector(actor, selectLines);
  const previewActor = useSelector(actor, previewActorOf);
  const previewSnapshot = useSelector(previewActor, (s) => s);
  // A failed estimate is asked again once the browser is back online (no change of the cart needed).
  useOnlineEvent(previewActor, { type: 'preview.retry' });
  return {
    lines,
    // The server's estimate and nudges for the selected lines (the cart-preview child).
    preview: selectPreview(lines, previewSnapshot),
    drafts: useSelector(actor, selectQtyDrafts),
    qtyNotices: useSelector(actor, selectQtyNotices),
    allSelected: useSelector(actor, allSelected),
    total: useSelector(actor, selectedTotal),
    count: useSelector(actor, selectedCount),
    belowMinimum: useSelector(actor, isBelowMinimum),
    remaining: useSelector(actor, remainingToMinimum),
    tooManyLines: useSelector(actor, hasTooManyLines),
    canPay: useSelector(actor, canPay),
    payNotice: useSelector(actor, selectPayNotice),
    refreshing: useSelector(actor, isRefreshing),
    stale: useSelector(actor, hasStaleLines),
    reorderNotice: useSelector(actor, selectReorderNotice),
    undoable: useSelector(actor, selectUndoable),
    // Intents: what the screen may ask the cart chart; the chart decides whether it applies.
    undoRemove: () => actor.send({ type: 'cart.undoRemove' }),
    toggleSelectAll: () => actor.send({ type: 'cart.toggleSelectAll' }),
    toggleSelect: (id: number) => actor.send({ type: 'cart.toggleSelect', id }),
    setQty: (id: number, qty: number) => actor.send({ type: 'cart.setQty', id, qty }),
    typeQty: (id: number, text: string) => actor.send({ type: 'cart.typeQty', id, text }),
    commitQty: (id: number) => actor.send({ type: 'cart.commitQty', id }),
    remove: (id: number) => actor.send({ type: 'cart.remove', id }),
    pay: () => actor.send({ type: 'cart.pay' }),
    addNudge: (nudge: Nudge) => {
      const event = nudgeAddition(actor.getSnapshot().context.products, nudge.add);
      if (event) actor.send(event);
    },
  };
}

/** What the screen renders: the chart's view and, on a /cart a reorder opened, what it did. */
export type CartView = ReturnType<typeof useCartView> & { reorderOutcome?: ReorderOutcome | null };
