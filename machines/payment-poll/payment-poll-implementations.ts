import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { createPayImplementations, payMachine } from '../pay/index.ts';
import type { paymentPollMachine } from './payment-poll-machine.ts';
import { qrSaveMachine } from './qr-save-machine.ts';
import type {
  LoadOrderInput,
  PaymentIdInput,
  PaymentOrder,
  PaymentStatusOutput,
  ShareQrInput,
  ShareQrOutput,
} from './types.ts';

/** The part of `navigator` saving the QR uses (a fake in tests). */
export type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/** What saving the QR is given: the Web Share API (the browser's `navigator` when left out). */
export type QrSaveDeps = { navigator?: Partial<ShareNavigator> };

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

/** Saving the QR's real actor: `qrSaveMachine.provide(createQrSaveImplementations(deps))`. */
export function createQrSaveImplementations(
  deps: QrSaveDeps = {},
): MachineImplementationsFrom<typeof qrSaveMachine> {
  return {
    actors: {
      shareQr: fromPromise<ShareQrOutput, ShareQrInput>(({ input }) =>
        shareQrImage(input, deps.navigator ?? globalThis.navigator),
      ),
    },
  };
}

type PaymentPollDeps = FlowApi<'getOrderDetail' | 'checkPaymentStatus' | 'inquirePayment' | 'createPayment'> &
  Pick<FlowDeps, 'now'> &
  QrSaveDeps;

/**
 * The QR page's actors over the API client and the clock, and its child charts with theirs (the pay
 * flow renewing an expired QR, saving the QR over the Web Share API):
 * `paymentPollMachine.provide(createPaymentPollImplementations(deps))`.
 */
export function createPaymentPollImplementations(
  deps: PaymentPollDeps,
): MachineImplementationsFrom<typeof paymentPollMachine> {
  const { api } = deps;
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
      readClock: fromPromise<number>(async () => deps.now()),
      pay: payMachine.provide(createPayImplementations(deps)),
      qrSave: qrSaveMachine.provide(createQrSaveImplementations(deps)),
    },
  };
}
