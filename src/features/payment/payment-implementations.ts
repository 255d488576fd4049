import { fromPromise } from 'xstate';
import type {
  LoadOrderInput,
  PaymentIdInput,
  PaymentOrder,
  PaymentStatusOutput,
} from '../../../machines/payment-poll/index.ts';
import type { ApiFunctions } from '../../api/types.ts';

type PaymentApi = Pick<ApiFunctions, 'getOrderDetail' | 'checkPaymentStatus' | 'inquirePayment'>;

/** The QR page's actors over the API client (injected into paymentPollMachine). */
export function createPaymentPollImplementations(api: PaymentApi) {
  return {
    actors: {
      loadOrder: fromPromise<PaymentOrder, LoadOrderInput>(({ input, signal }) =>
        api.getOrderDetail({ query: { order_id: String(input.orderId) } }, { signal }),
      ),
      checkStatus: fromPromise<PaymentStatusOutput, PaymentIdInput>(async ({ input, signal }) => {
        const answer = await api.checkPaymentStatus({ params: { payment_id: input.paymentId } }, { signal });
        return { paymentStatus: answer.payment_status };
      }),
      inquire: fromPromise<PaymentStatusOutput, PaymentIdInput>(async ({ input, signal }) => {
        const answer = await api.inquirePayment({ params: { payment_id: input.paymentId } }, { signal });
        return { paymentStatus: answer.payment_status };
      }),
    },
  };
}
