import { payMachine } from '../../../../machines/pay/pay-machine.ts';
import { actorResult, inputs, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * Paying an existing order, from spec section 4 "Pay flow" and section 8 "Payment creation failure":
 * press pay, create a payment; with a payment_id the QR page with the QR data, otherwise (or on
 * failure) ordershistory/paylater.
 */
const ORDER = 23;
const PAYMENT = {
  payment_id: 41,
  qr_image: 'QR',
  qr_timeout: 15,
  created_date: '2026-01-01T10:00:00.000Z',
  amount: 880,
};

const oracle: Oracle = (step) => {
  const problems = inputs(step, 'createPayment', { orderId: ORDER });
  const result = actorResult(step);
  if (step.event.type === 'pay.start' && !step.started.some((s) => s.src === 'createPayment'))
    problems.push('pressing pay creates no payment');
  if (result?.id === 'createPayment') {
    const payment = result.output as { payment_id?: number | null } | undefined;
    if (result.done && payment?.payment_id != null) {
      problems.push(...navigation(step, `/payment/${payment.payment_id}/${ORDER}/qrcode`));
      const state = step.emitted[0] as { state?: Record<string, unknown> } | undefined;
      if (state?.state?.qr_code !== PAYMENT.qr_image || state.state.qr_timeout !== PAYMENT.qr_timeout)
        problems.push('the QR page is opened without the QR data');
    } else problems.push(...navigation(step, `/ordershistory/paylater/${ORDER}`));
  } else problems.push(...navigation(step, null));
  return problems;
};

export const payModel: ChartModel = {
  name: 'pay',
  machine: payMachine,
  inputs: [{ orderId: ORDER, replace: false }],
  outputs: { createPayment: [PAYMENT, { payment_id: null }, {}] },
  oracle,
};
