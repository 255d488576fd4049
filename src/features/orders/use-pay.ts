import { useSelector } from '@xstate/react';
import { createPayImplementations, isPaying, payMachine } from '../../../machines/pay/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * The pay button of an order (order detail, order history): `pay()` creates a payment and goes to
 * the QR page with its data, or to the pay-later page (spec section 4 "Pay flow").
 */
export function usePay(orderId: string | number) {
  const actor = useFlowActor(payMachine, createPayImplementations, { orderId, replace: false });
  useMachineNavigation(actor);
  const paying = useSelector(actor, isPaying);
  return { pay: () => actor.send({ type: 'pay.start' }), paying };
}
