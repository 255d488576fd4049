import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import type { payMachine } from './pay-machine.ts';
import type { CreatedPayment, CreatePaymentInput } from './types.ts';

/** POST /payments for an existing order (spec section 4 "Pay flow"). */
const createPaymentActor = ({ api }: FlowApi<'createPayment'>) =>
  fromPromise<CreatedPayment, CreatePaymentInput>(({ input, signal }) =>
    api.createPayment({ body: { order_id: Number(input.orderId) } }, { signal }),
  );

/** The pay chart's real actor: `payMachine.provide(createPayImplementations(deps))`. */
export function createPayImplementations(
  deps: FlowApi<'createPayment'>,
): MachineImplementationsFrom<typeof payMachine> {
  return { actors: { createPayment: createPaymentActor(deps) } };
}
