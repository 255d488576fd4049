import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createPayImplementations, isPaying, payMachine } from '../../../machines/pay/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * The pay button of an order (order detail, order history): `pay()` creates a payment and goes to
 * the QR page with its data, or to the pay-later page (spec section 4 "Pay flow"). `payOnOpen`: the
 * page was opened to pay (LINE's order-placed message, `payOrderPath`): the flow starts at once
 * and its page replaces the order's in the history, so going back does not start it again.
 */
export function usePay(orderId: string | number, { payOnOpen = false }: { payOnOpen?: boolean } = {}) {
  const actor = useFlowActor(payMachine, createPayImplementations, { orderId, replace: payOnOpen });
  useMachineNavigation(actor);
  const paying = useSelector(actor, isPaying);
  useEffect(() => {
    // A second start (React's strict double effect) is ignored by the chart once it is paying.
    if (payOnOpen) actor.send({ type: 'pay.start' });
  }, [actor, payOnOpen]);
  return { pay: () => actor.send({ type: 'pay.start' }), paying };
}
