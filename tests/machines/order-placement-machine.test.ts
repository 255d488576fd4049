import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  type CheckoutSummary,
  createOrderPlacementImplementations,
  type OrderPlacementDeps,
  type OrderSource,
  orderPlacementMachine,
  readOrderAttempt,
} from '../../machines/checkout/index.ts';
import { memoryStorage } from './helpers.ts';
import {
  addresses,
  lines,
  orderBody,
  qrOrder,
  SELECTION,
  summary,
} from './transitions/charts/checkout-samples.ts';

/*
 * The order-placement chart with its real factory (spec section 4 "Placing an order", section 8
 * "Order placement failure", issue 20 item 7): one request with a kept Idempotency-Key, the lines
 * leaving the cart on 200, the kept request forgotten once confirmed or refused and kept otherwise.
 */

const SOURCE: OrderSource = {
  lines,
  summary: summary as unknown as CheckoutSummary,
  addresses,
  currentCode: null,
  keyBase: 'visit-1',
  summaryVersion: 1,
  attempt: null,
};

/** Places the order of SOURCE against a server answering `answer` (a thrown value rejects). */
async function place(answer: () => Promise<unknown>) {
  const storage = memoryStorage();
  const createOrder = vi.fn((_request: unknown) => answer());
  const deps = {
    api: { createOrder },
    storage,
    now: () => 1_000,
    log: vi.fn(),
    cart: { removeOrdered: vi.fn() },
  } as unknown as OrderPlacementDeps;
  const actor = createActor(orderPlacementMachine.provide(createOrderPlacementImplementations(deps)), {
    input: SOURCE,
  }).start();
  const keptWhileSent = readOrderAttempt(SELECTION, storage, 1_000);
  const output = await toPromise(actor);
  return { output, deps, createOrder, keptWhileSent, keptAfter: readOrderAttempt(SELECTION, storage, 1_000) };
}

describe('orderPlacementMachine', () => {
  it('sends the order once with its key, kept meanwhile; on 200 the lines leave the cart and the QR page is next', async () => {
    const { output, deps, createOrder, keptWhileSent, keptAfter } = await place(async () => qrOrder);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]?.[0]).toMatchObject({
      body: orderBody(null),
      headers: { 'idempotency-key': 'visit-1:1' },
    });
    expect(keptWhileSent?.key).toBe('visit-1:1');
    expect(keptAfter).toBeNull();
    expect(deps.cart.removeOrdered).toHaveBeenCalledWith([101, 102]);
    expect(output).toMatchObject({
      outcome: 'ordered',
      navigation: { to: '/payment/12/70/qrcode', replace: true },
    });
  });

  it('a server error: logged, told as "server", the request kept for the next tap (the order may exist)', async () => {
    const { output, deps, keptAfter } = await place(async () => {
      throw { message: 'Internal Server Error', status: 500 };
    });
    expect(deps.log).toHaveBeenCalledTimes(1);
    expect(deps.cart.removeOrdered).not.toHaveBeenCalled();
    expect(keptAfter?.key).toBe('visit-1:1');
    expect(output).toMatchObject({
      outcome: 'failed',
      orderError: 'Internal Server Error',
      orderErrorKind: 'server',
    });
    expect(output.outcome === 'failed' && output.attempt?.key).toBe('visit-1:1');
  });

  it('started without its actor, the order fails with a message naming the chart and the missing actor', async () => {
    // machines/chart-helpers.ts notProvided: a chart whose actors were not provided fails loudly.
    const output = await toPromise(createActor(orderPlacementMachine, { input: SOURCE }).start());
    expect(output).toMatchObject({
      outcome: 'failed',
      orderError: "order-placement actor 'placeOrder' is not provided",
    });
  });

  it('a 409 refusal: told as "conflict", the request forgotten and dropped (the next tap is a new request)', async () => {
    const { output, keptAfter } = await place(async () => {
      throw { message: 'summary changed', status: 409 };
    });
    expect(keptAfter).toBeNull();
    expect(output).toEqual({
      outcome: 'failed',
      orderError: 'summary changed',
      orderErrorKind: 'conflict',
      attempt: null,
    });
  });
});
