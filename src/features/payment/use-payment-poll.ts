import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  createPaymentPollImplementations,
  paymentPollMachine,
  type QrNavState,
  qrPageView,
  qrSaveView,
  selectQrSave,
} from '../../../machines/payment-poll/index.ts';
import { usePageShown } from '../../lib/use-page-shown.ts';
import { useWindowEvent } from '../../lib/use-window-event.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

function readNavState(state: unknown): QrNavState | null {
  return typeof state === 'object' && state !== null ? (state as QrNavState) : null;
}

/**
 * The QR page's statechart: created with the navigation state when the page opens, stopped (timers
 * and requests with it) when the page is left. Every navigation, including 'home' for a page opened
 * without its QR data, is the chart's `navigate` event; this hook only tells it when the page
 * becomes visible again and when the browser goes offline or online. Saving the QR is the chart's child `qrSave`, read where it runs.
 */
export function usePaymentPoll(paymentId: string, orderId: string) {
  const location = useLocation();
  const actor = useFlowActor(paymentPollMachine, createPaymentPollImplementations, (services) => ({
    paymentId,
    orderId,
    navState: readNavState(location.state),
    now: services.now(),
  }));
  useMachineNavigation(actor);
  const qrSave = useSelector(actor, selectQrSave);
  usePageShown(actor, 'page.visible');
  // The browser's word on the connection: offline shows the connection-lost line at once, online checks at once.
  useWindowEvent('offline', actor, 'browser.offline');
  useWindowEvent('online', actor, 'browser.online');
  // Opened while already offline, no `offline` event will come: the line shows at once all the same.
  useEffect(() => {
    if (!navigator.onLine) actor.send({ type: 'browser.offline' });
  }, [actor]);
  return {
    ...useSelector(actor, qrPageView, shallowEqual),
    ...useSelector(qrSave, qrSaveView, shallowEqual),
    closeErrorDialog: () => actor.send({ type: 'errorDialog.close' }),
    openOrder: () => actor.send({ type: 'order.open' }),
    renew: () => actor.send({ type: 'qr.renew' }),
    save: () => actor.send({ type: 'qr.save' }),
    closeLarge: () => actor.send({ type: 'qr.closeLarge' }),
  };
}
