import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  isActive,
  isExpired,
  paymentPollMachine,
  type QrNavState,
  selectClock,
  showsErrorDialog,
} from '../../../machines/payment-poll/index.ts';
import { useServices } from '../../app/app.tsx';
import { useMachineNavigation } from '../../app/use-machine-navigation.ts';
import { createPaymentPollImplementations } from './payment-implementations.ts';

function readNavState(state: unknown): QrNavState | null {
  return typeof state === 'object' && state !== null ? (state as QrNavState) : null;
}

/**
 * The QR page's statechart: created with the navigation state when the page opens, stopped (timers
 * and requests with it) when the page is left.
 */
export function usePaymentPoll(paymentId: string, orderId: string) {
  const { api } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [machine] = useState(() => paymentPollMachine.provide(createPaymentPollImplementations(api)));
  const actor = useActorRef(machine, {
    input: { paymentId, orderId, navState: readNavState(location.state), now: Date.now() },
  });
  useMachineNavigation(actor);
  useEffect(() => {
    // The chart may have finished before the navigation hook subscribed (missing state): follow its final state.
    if (actor.getSnapshot().matches('leftForHome')) navigate('/home', { replace: true });
  }, [actor, navigate]);
  return {
    active: useSelector(actor, isActive),
    expired: useSelector(actor, isExpired),
    clock: useSelector(actor, selectClock),
    errorDialog: useSelector(actor, showsErrorDialog),
    qrCode: useSelector(actor, (s) => s.context.qrCode),
    totalAmount: useSelector(actor, (s) => s.context.totalAmount),
    orderNo: useSelector(actor, (s) => s.context.orderNo),
    closeErrorDialog: () => actor.send({ type: 'errorDialog.close' }),
  };
}
