import type { AnyActorLogic } from 'xstate';
import { payMachine } from '../../machines/pay/index.ts';
import { paymentPollMachine, qrSaveMachine } from '../../machines/payment-poll/index.ts';

/**
 * The QR page chart with stub actors, given flat as before its split: its own (loadOrder,
 * checkStatus, inquire, readClock), the pay chart's createPayment (renewing an expired QR) and the
 * qrSave chart's shareQr, each provided to the child chart that invokes it.
 */
export function paymentPollWith(actors: {
  loadOrder: AnyActorLogic;
  checkStatus: AnyActorLogic;
  inquire: AnyActorLogic;
  readClock: AnyActorLogic;
  createPayment: AnyActorLogic;
  shareQr: AnyActorLogic;
}) {
  const { createPayment, shareQr, ...own } = actors;
  return paymentPollMachine.provide({
    actors: {
      ...own,
      pay: payMachine.provide({ actors: { createPayment } }),
      qrSave: qrSaveMachine.provide({ actors: { shareQr } }),
    },
  } as Parameters<typeof paymentPollMachine.provide>[0]);
}
