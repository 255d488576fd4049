import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as O, ORDER_STATUSES, PAYMENT_STATUS as P } from '../../contract/index.ts';
import { OrderDetail } from '../../contract/orders.ts';
import {
  ORDER_TRANSITIONS,
  orderStep,
  PAYMENT_TRANSITIONS,
  paymentStep,
  REFUND_REASONS,
  settlePaid,
  supplierPath,
} from '../../server/services/transitions.ts';
import { payOnDemoBank, placePlainOrder, suiteSignedInServer, withClockAhead } from './harness.ts';
import { replaceQr } from './replaced-qr.ts';

/**
 * The order and payment state rules (issue 11, docs/api.md): the tables themselves, and each rule
 * through the API: a payment counts only while its order awaits payment and it is the order's
 * current payment; anything else paid is recorded as a payment to refund, shown in the order
 * detail and on the demo bank page.
 */

describe('the transition tables', () => {
  it('lists every order status, and the final ones allow nothing', () => {
    expect(Object.keys(ORDER_TRANSITIONS).map(Number).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const final of [O.delivered, O.cancelledByCustomer, O.cancelledUnpaid, O.cancelledBySupplier]) {
      expect(ORDER_TRANSITIONS[final]).toEqual({});
    }
  });

  it('moves an order only along its table', () => {
    expect(orderStep(O.awaitingPayment, 'payment.paid')).toBe(O.paidPreparing);
    expect(orderStep(O.awaitingPayment, 'sweep.expire')).toBe(O.cancelledUnpaid);
    expect(orderStep(O.paidPreparing, 'customer.cancel')).toBe(O.cancelledByCustomer);
    expect(() => orderStep(O.paidPreparing, 'payment.paid')).toThrow(/does not allow payment.paid/);
    expect(() => orderStep(O.packing, 'customer.cancel')).toThrow();
    expect(() => orderStep(O.cancelledByCustomer, 'sweep.expire')).toThrow();
    expect(() => orderStep(O.delivered, 'supplier.cancel')).toThrow();
  });

  it('moves a payment only along its table; paid is final; the same status is no move', () => {
    expect(PAYMENT_TRANSITIONS[P.paid]).toEqual([]);
    expect(paymentStep(P.pending, P.expired)).toBe(true);
    expect(paymentStep(P.cancelled, P.paid)).toBe(true);
    expect(paymentStep(P.paid, P.paid)).toBe(false);
    expect(() => paymentStep(P.paid, P.cancelled)).toThrow(/cannot become 5/);
    expect(() => paymentStep(P.expired, P.pending)).toThrow();
    expect(() => paymentStep(P.cancelled, P.failed)).toThrow();
  });

  it('counts a paid payment only for an order awaiting payment, and only the current one', () => {
    expect(settlePaid({ status_id: O.awaitingPayment }, 7, 7)).toEqual({ counts: true });
    expect(settlePaid({ status_id: O.awaitingPayment }, 6, 7)).toEqual({
      counts: false,
      reason: REFUND_REASONS.superseded,
    });
    expect(settlePaid({ status_id: O.cancelledByCustomer }, 7, 7)).toEqual({
      counts: false,
      reason: REFUND_REASONS.notAwaiting,
    });
    expect(settlePaid({ status_id: O.paidPreparing }, 7, 7)).toMatchObject({ counts: false });
  });

  it("finds the supplier's path between statuses, or refuses", () => {
    expect(supplierPath(O.paidPreparing, O.delivered)).toEqual([
      'supplier.advance',
      'supplier.advance',
      'supplier.advance',
    ]);
    expect(supplierPath(O.packing, O.cancelledBySupplier)).toEqual(['supplier.cancel']);
    expect(supplierPath(O.inTransit, O.inTransit)).toEqual([]);
    expect(() => supplierPath(O.awaitingPayment, O.packing)).toThrow();
    expect(() => supplierPath(O.delivered, O.paidPreparing)).toThrow();
    expect(() => supplierPath(O.inTransit, O.cancelledBySupplier)).toThrow();
  });
});

const V1 = '/api/v1/ssc';

describe('the rules through the API', () => {
  const server = suiteSignedInServer();
  const placeOrder = () => placePlainOrder(server, server.token);
  const setPayment = (id: number, status: number) =>
    server.call('POST', `/__dev/payments/${id}/status`, { body: { payment_status: status } });
  const detail = async (orderId: number) => {
    const res = await server.call('GET', `${V1}/orders/detail?order_id=${orderId}`, { token: server.token });
    expect(res.status, res.text).toBe(200);
    // The answer still satisfies the contract the storefront validates with.
    expect(OrderDetail.safeParse(res.body.data).success).toBe(true);
    return res.body.data as {
      status_id: number;
      refunds?: { payment_id: number; reason: string; amount: number }[];
    };
  };
  /** PUT /orders/cancel: the customer cancels the order. */
  const cancelOrder = (orderId: number) =>
    server.call('PUT', `${V1}/orders/cancel`, { token: server.token, body: { order_id: orderId } });
  /** The order is in `status` and lists its first payment as its one refund, for `reason`. */
  const expectOneRefund = async (
    order: { order_id: number; payment_id: number },
    status: number,
    reason: string,
  ) => {
    const d = await detail(order.order_id);
    expect(d.status_id).toBe(status);
    expect(d.refunds).toEqual([expect.objectContaining({ payment_id: order.payment_id, reason })]);
  };
  const statusOf = async (paymentId: number) =>
    (await server.call('GET', `${V1}/payments/check_status/${paymentId}`, { token: server.token })).body.data
      .payment_status;

  it('a QR paid after the order was cancelled is recorded as a payment to refund', async () => {
    const order = await placeOrder();
    expect((await cancelOrder(order.order_id)).status).toBe(200);
    const paid = await setPayment(order.payment_id, P.paid);
    expect(paid.status, paid.text).toBe(200);
    // Paid, but not for the order: 6, never 2 (issue 20 item 6; payment-not-counted.test.ts).
    expect(paid.body.data).toEqual({ payment_id: order.payment_id, payment_status: P.paidToRefund });
    const d = await detail(order.order_id);
    expect(d.status_id).toBe(O.cancelledByCustomer);
    expect(d.refunds).toEqual([
      expect.objectContaining({
        payment_id: order.payment_id,
        amount: order.total_amount,
        reason: 'order_not_awaiting_payment',
      }),
    ]);
    // Paying it again is no new fact: still one refund.
    expect((await setPayment(order.payment_id, P.paid)).status).toBe(200);
    expect((await detail(order.order_id)).refunds).toHaveLength(1);
  });

  it('a superseded QR paid is refunded; the current one still pays the order, once', async () => {
    const order = await placeOrder();
    const fresh = await replaceQr(server, server.token, order.order_id);
    expect(fresh.status).toBe(200);
    expect(await statusOf(order.payment_id)).toBe(P.cancelled);
    expect((await setPayment(order.payment_id, P.paid)).status).toBe(200);
    expect((await detail(order.order_id)).status_id).toBe(O.awaitingPayment);
    expect((await setPayment(fresh.body.data.payment_id, P.paid)).status).toBe(200);
    await expectOneRefund(order, O.paidPreparing, 'superseded_payment');
  });

  it('cancelling a paid order records its payment to refund', async () => {
    const order = await placeOrder();
    await setPayment(order.payment_id, P.paid);
    expect((await cancelOrder(order.order_id)).status).toBe(200);
    await expectOneRefund(order, O.cancelledByCustomer, 'order_cancelled');
  });

  it("the supplier's cancel of a packing order refunds it too; orders without refunds list none", async () => {
    const order = await placeOrder();
    expect((await detail(order.order_id)).refunds).toEqual([]);
    await setPayment(order.payment_id, P.paid);
    expect(
      (await server.call('POST', `/__dev/orders/${order.order_id}/status`, { body: { status_id: 3 } }))
        .status,
    ).toBe(200);
    const cancelled = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
      body: { status_id: 12 },
    });
    expect(cancelled.body.data).toEqual({ order_id: order.order_id, status_id: 12 });
    expect((await detail(order.order_id)).refunds).toEqual([
      expect.objectContaining({ payment_id: order.payment_id, reason: 'order_cancelled' }),
    ]);
  });

  it('a late confirmation of the current, expired QR still pays an order awaiting payment', async () => {
    const order = await placeOrder();
    await withClockAhead(server, (server.config.qrTimeoutMinutes + 1) * 60_000, async () => {
      expect(await statusOf(order.payment_id)).toBe(P.expired);
      expect((await setPayment(order.payment_id, P.paid)).status).toBe(200);
      const d = await detail(order.order_id);
      expect(d.status_id).toBe(O.paidPreparing);
      expect(d.refunds).toEqual([]);
    });
  });

  it('refuses moves the payment table does not list, with 409 naming them', async () => {
    const order = await placeOrder();
    await setPayment(order.payment_id, P.paid);
    const back = await setPayment(order.payment_id, P.cancelled);
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ status: 409, message: 'payment status 2 cannot become 5' });
    expect((await setPayment(order.payment_id, P.pending)).status).toBe(409);
    expect(await statusOf(order.payment_id)).toBe(P.paid);
  });

  it('the demo bank page pays a closed QR late and lists it as a payment to refund', async () => {
    const order = await placeOrder();
    await cancelOrder(order.order_id);
    const before = await server.call('GET', '/__dev/bank');
    expect(before.text).toContain(`action="/__dev/bank/${order.payment_id}/pay"`);
    const paid = await payOnDemoBank(server, order.payment_id);
    expect(paid.status).toBe(303);
    const page = await server.call('GET', '/__dev/bank');
    expect(page.text).toContain('Payments to refund');
    expect(page.text).toMatch(new RegExp(`<td>${order.payment_id}</td><td>${order.order_no}</td>`));
    expect(page.text).toContain('order_not_awaiting_payment');
  });
});
