import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPaying, payMachine } from '../../../machines/pay/index.ts';
import { useServices } from '../../app/app.tsx';
import { createPayImplementations } from './orders-implementations.ts';

/**
 * The pay button of an order (order detail, order history): `pay()` creates a payment and goes to
 * the QR page with its data, or to the pay-later page (spec section 4 "Pay flow").
 */
export function usePay(orderId: string | number) {
  const { api } = useServices();
  const navigate = useNavigate();
  const [machine] = useState(() => payMachine.provide(createPayImplementations(api)));
  const actor = useActorRef(machine, { input: { orderId } });
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to, replace, state }) => navigate(to, { replace, state }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const paying = useSelector(actor, isPaying);
  return { pay: () => actor.send({ type: 'pay.start' }), paying };
}
