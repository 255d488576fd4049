import { createMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * The purchase journey as the customer sees it, from a cart over the 500-baht minimum to every end
 * of the payment (spec section 2 "Cart", "Summary", "Payment screens"; section 4 "Placing an
 * order", "Payment status", "Pay flow"; section 8 "Order placement failure", "Payment creation
 * failure"). Written apart from the app's charts: a state is a screen the customer is on, an
 * event is something the customer or the world (the bank, the clock, the server) does.
 * purchase-model-world.ts says what each state shows and how each event is made to happen in the
 * browser; purchase-model.spec.ts replays every generated path against the real server.
 */
export const purchaseModel = createMachine({
  id: 'purchase',
  description: 'A shop buys the selected cart lines and pays by PromptPay QR.',
  initial: 'cart',
  states: {
    cart: {
      description: '/cart: the selected lines are over 500 baht; the pay button shows their count.',
      on: { 'customer.pay': { target: 'summary', description: 'The customer presses the pay button.' } },
    },
    summary: {
      description: '/summary: the order details with the amount to pay; the order button is enabled.',
      on: {
        'customer.placeOrder': {
          target: 'qr',
          description: 'The customer presses the order button and the server makes the order.',
        },
        'customer.placeOrderConflict': {
          target: 'orderConflict',
          description: 'The customer presses the order button; the server answers 409 (figures changed).',
        },
        'customer.placeOrderServerError': {
          target: 'orderFailed',
          description: 'The customer presses the order button; the server answers 500.',
        },
      },
    },
    orderConflict: {
      description:
        '/summary with the error dialog: prices or promotions changed; the summary is priced again.',
      on: { 'customer.dismiss': { target: 'summary', description: 'The customer closes the dialog.' } },
    },
    orderFailed: {
      description: '/summary with the error dialog (error icon, a Thai message); the cart keeps its lines.',
      on: { 'customer.dismiss': { target: 'summary', description: 'The customer closes the dialog.' } },
    },
    qr: {
      description:
        'The QR page: the QR, order number, amount, payee and the countdown; the lines left the cart.',
      on: {
        'bank.paid': {
          target: 'paid',
          description: 'The bank reports the payment (status 2); the next poll sees it.',
        },
        'bank.failed': {
          target: 'ordersHistory',
          description: 'The payment fails (status 3); the one inquiry confirms it.',
        },
        'bank.failedThenInquiryPaid': {
          target: 'paid',
          description: 'The poll sees status 3, but the money arrives before the inquiry answers 2.',
        },
        'clock.passDeadline': {
          target: 'qrExpired',
          description: 'The QR lifetime passes unpaid (browser and server clocks shifted).',
        },
        'bank.paidAtDeadline': {
          target: 'paid',
          description: 'The payment arrives in the last seconds, seen only after the deadline passed.',
        },
        'customer.openOrder': { target: 'orderDetail', description: 'The customer opens the order.' },
      },
    },
    qrExpired: {
      description: 'The QR page says the QR expired and offers a new QR or the order; it stays put.',
      on: {
        'customer.renewQr': {
          target: 'qr',
          description: 'The customer asks for a new QR: a new payment and its QR page.',
        },
        'customer.renewQrFails': {
          target: 'payLater',
          description: 'The customer asks for a new QR; creating the payment fails (500).',
        },
        'customer.openOrder': { target: 'orderDetail', description: 'The customer opens the order.' },
      },
    },
    paid: {
      description: "The success page: 'ชำระเงินสำเร็จ', the order number, buttons to the order and home.",
      on: {
        'customer.openOrder': { target: 'orderDetail', description: 'The customer opens the paid order.' },
        'customer.backHome': { target: 'home', description: 'The customer goes back home.' },
      },
    },
    payLater: {
      description: 'The pay-later page: payment is not possible now, with a way to the orders.',
      on: {
        'customer.backToOrders': { target: 'ordersHistory', description: 'The customer opens the orders.' },
      },
    },
    ordersHistory: {
      description: 'Order history, awaiting-payment tab, with the unpaid order listed.',
      type: 'final',
    },
    orderDetail: { description: "The order's detail page with its order number.", type: 'final' },
    home: { description: 'The home page.', type: 'final' },
  },
});

/** The model's states (purchase-model.spec.ts checks this list against the model). */
export const PURCHASE_STATES = [
  'cart',
  'summary',
  'orderConflict',
  'orderFailed',
  'qr',
  'qrExpired',
  'paid',
  'payLater',
  'ordersHistory',
  'orderDetail',
  'home',
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export interface ModelStep {
  from: PurchaseState;
  event: string;
  to: PurchaseState;
}

export interface ModelPath {
  steps: ModelStep[];
}

export const stepId = (step: ModelStep) => `${step.from} --${step.event}--> ${step.to}`;
export const pathTitle = (path: ModelPath) =>
  [path.steps[0]?.from ?? 'cart', ...path.steps.map((s) => `${s.event} -> ${s.to}`)].join(' | ');

/** Every transition the model declares (read from its config, not from a traversal). */
export function declaredTransitions(): string[] {
  const states = purchaseModel.config.states ?? {};
  return Object.entries(states).flatMap(([from, node]) =>
    Object.entries(node?.on ?? {}).map(([event, t]) =>
      stepId({ from: from as PurchaseState, event, to: (t as { target: string }).target as PurchaseState }),
    ),
  );
}

/** One state of xstate/graph's adjacency map, as used here. */
interface Adjacency {
  state: { value: unknown };
  transitions: Record<string, { event: { type: string }; state: { value: unknown } }>;
}

const stateName = (value: unknown) => String(value) as PurchaseState;

/**
 * Transition-targeted paths: for every transition of the model, the shortest path to its source
 * state followed by that transition; a path that is the beginning of a longer one is dropped (the
 * longer one walks it too). Every transition is therefore on at least one path.
 */
export function transitionPaths(): ModelPath[] {
  const shortest = new Map<PurchaseState, ModelStep[]>();
  for (const path of getShortestPaths(purchaseModel)) {
    const steps: ModelStep[] = [];
    let from = stateName(purchaseModel.config.initial);
    for (const step of path.steps) {
      if (step.event.type.startsWith('xstate.')) continue;
      const to = stateName(step.state.value);
      steps.push({ from, event: step.event.type, to });
      from = to;
    }
    shortest.set(stateName(path.state.value), steps);
  }
  const candidates: ModelStep[][] = [];
  const adjacency = Object.values(getAdjacencyMap(purchaseModel, {})) as Adjacency[];
  for (const { state, transitions } of adjacency) {
    const from = stateName(state.value);
    for (const { event, state: next } of Object.values(transitions)) {
      const head = shortest.get(from);
      if (!head) throw new Error(`no path reaches ${from}`);
      candidates.push([...head, { from, event: event.type, to: stateName(next.value) }]);
    }
  }
  const key = (steps: ModelStep[]) => steps.map((s) => `${s.event}>${s.to}`).join('|');
  candidates.sort((a, b) => b.length - a.length);
  const kept: ModelStep[][] = [];
  for (const steps of candidates) {
    const k = key(steps);
    if (!kept.some((longer) => `${key(longer)}|`.startsWith(`${k}|`))) kept.push(steps);
  }
  return kept.map((steps) => ({ steps }));
}

/** The declared transitions that no path walks (empty when the paths cover the model). */
export function uncovered(paths: ModelPath[]): string[] {
  const walked = new Set(paths.flatMap((p) => p.steps.map(stepId)));
  return declaredTransitions().filter((t) => !walked.has(t));
}
