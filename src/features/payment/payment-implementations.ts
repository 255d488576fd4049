import { fromPromise } from 'xstate';
import type { ApiFunctions } from '../../../contract/api.ts';
import type {
  CreatedPayment,
  CreatePaymentInput,
  LoadOrderInput,
  PaymentIdInput,
  PaymentOrder,
  PaymentStatusOutput,
  ShareQrInput,
  ShareQrOutput,
} from '../../../machines/payment-poll/index.ts';

type PaymentApi = Pick<
  ApiFunctions,
  'getOrderDetail' | 'checkPaymentStatus' | 'inquirePayment' | 'createPayment'
>;

/** The part of `navigator` saving the QR uses (a fake in tests). */
export type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/**
 * Saves the QR where LINE's in-app browser can: the Web Share API with the JPEG as a file when
 * `navigator.canShare({ files })` says yes (the share sheet offers 'save image'); otherwise
 * 'unsupported', and the page shows the image large with a long-press hint. `share` is called
 * before any await, inside the tap's user activation.
 */
export async function shareQrImage(
  { qrCode, fileName }: ShareQrInput,
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): Promise<ShareQrOutput> {
  if (typeof nav?.canShare !== 'function' || typeof nav.share !== 'function') return 'unsupported';
  const bytes = Uint8Array.from(atob(qrCode), (c) => c.charCodeAt(0));
  const file = new File([bytes], fileName, { type: 'image/jpeg' });
  if (!nav.canShare({ files: [file] })) return 'unsupported';
  try {
    await nav.share({ files: [file] });
    return 'shared';
  } catch (error) {
    // The customer closed the share sheet.
    if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}

/** The QR page's actors over the API client, the clock and the Web Share API (injected into paymentPollMachine). */
export function createPaymentPollImplementations(
  api: PaymentApi,
  deps: { now?: () => number; navigator?: Partial<ShareNavigator> } = {},
) {
  const now = deps.now ?? (() => Date.now());
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
      readClock: fromPromise<number>(async () => now()),
      createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(({ input, signal }) =>
        api.createPayment({ body: { order_id: Number(input.orderId) } }, { signal }),
      ),
      shareQr: fromPromise<ShareQrOutput, ShareQrInput>(({ input }) =>
        shareQrImage(input, deps.navigator ?? globalThis.navigator),
      ),
    },
  };
}
