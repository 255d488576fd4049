import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  canRenew,
  canSave,
  isActive,
  isExpired,
  isPaidToRefund,
  isQrEnlarged,
  isRenewing,
  isSharing,
  paymentPollMachine,
  type QrNavState,
  selectClock,
  selectOrderNo,
  selectQrCode,
  selectTotalAmount,
  showsErrorDialog,
} from '../../../machines/payment-poll/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { createPaymentPollImplementations } from './payment-implementations.ts';

function readNavState(state: unknown): QrNavState | null {
  return typeof state === 'object' && state !== null ? (state as QrNavState) : null;
}

/**
 * The QR page's statechart: created with the navigation state when the page opens, stopped (timers
 * and requests with it) when the page is left. Every navigation, including 'home' for a page opened
 * without its QR data, is the chart's `navigate` event; this hook only tells it when the page
 * becomes visible again.
 */
export function usePaymentPoll(paymentId: string, orderId: string) {
  const { api } = useServices();
  const location = useLocation();
  const [machine] = useState(() => paymentPollMachine.provide(createPaymentPollImplementations(api)));
  const actor = useActorRef(machine, {
    inspect,
    input: { paymentId, orderId, navState: readNavState(location.state), now: Date.now() },
  });
  useMachineNavigation(actor);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.visible' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
  return {
    active: useSelector(actor, isActive),
    expired: useSelector(actor, isExpired),
    paidToRefund: useSelector(actor, isPaidToRefund),
    clock: useSelector(actor, selectClock),
    errorDialog: useSelector(actor, showsErrorDialog),
    qrCode: useSelector(actor, selectQrCode),
    totalAmount: useSelector(actor, selectTotalAmount),
    orderNo: useSelector(actor, selectOrderNo),
    renewing: useSelector(actor, isRenewing),
    canRenew: useSelector(actor, canRenew),
    sharing: useSelector(actor, isSharing),
    canSave: useSelector(actor, canSave),
    enlarged: useSelector(actor, isQrEnlarged),
    closeErrorDialog: () => actor.send({ type: 'errorDialog.close' }),
    openOrder: () => actor.send({ type: 'order.open' }),
    renew: () => actor.send({ type: 'qr.renew' }),
    save: () => actor.send({ type: 'qr.save' }),
    closeLarge: () => actor.send({ type: 'qr.closeLarge' }),
  };
}
