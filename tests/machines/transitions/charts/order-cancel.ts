import {
  isCancelling,
  orderCancelMachine,
  showsCancelError,
} from '../../../../machines/order-cancel/order-cancel-machine.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * Cancelling an order, from spec section 4 "Cancelling an order" and section 8 "Order cancel
 * failure": confirm, call cancel, refresh the order, go to order history; a failed cancel shows the
 * error dialog and goes nowhere. 'ไม่ต้องการ' calls nothing.
 */
const ORDER = '55';

const oracle: Oracle = (step) => {
  const problems = [
    ...inputs(step, 'cancelOrder', { orderId: ORDER }),
    ...inputs(step, 'refreshOrder', { orderId: ORDER }),
  ];
  const result = actorResult(step);
  const type = step.event.type;
  if (type === 'cancel.confirm') {
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'cancelOrder'),
        "'ต้องการ!' does not call cancel",
      ),
    );
    problems.push(...check(isCancelling(step.snapshot), 'no busy state while cancelling'));
  } else problems.push(...check(!step.started.some((s) => s.src === 'cancelOrder'), `${type} calls cancel`));
  if (type === 'cancel.request' || type === 'cancel.decline')
    problems.push(...check(step.started.length === 0, `${type} calls the API`));
  if (result?.id === 'cancelOrder' && result.done)
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'refreshOrder'),
        'the order is not refreshed after cancel',
      ),
    );
  if (result?.id === 'cancelOrder' && !result.done)
    problems.push(...check(showsCancelError(step.snapshot), 'a failed cancel shows no error dialog'));
  if (type === 'error.close')
    problems.push(...check(!showsCancelError(step.snapshot), 'the error dialog stays open'));
  // Refreshed (or its failure, silent): the customer goes to order history.
  problems.push(...navigation(step, result?.id === 'refreshOrder' ? '/ordershistory' : null));
  return problems;
};

export const orderCancelModel: ChartModel = {
  name: 'orderCancel',
  machine: orderCancelMachine,
  inputs: [{ orderId: ORDER }],
  outputs: { cancelOrder: [{}], refreshOrder: [{ order_id: 55, status_id: 6 }] },
  oracle,
};
