import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as O, PAYMENT_STATUS as P, PaymentStatusAnswer } from '../../contract/index.ts';
import { answeredPaymentStatus, REFUND_REASONS } from '../../server/services/transitions.ts';
import { payOnDemoBank, plainOrderBody, startServer, type TestServer, withClockAhead } from './harness.ts';
import { replaceQr } from './replaced-qr.ts';

/**
 * Issue 20 item 6: a payment that did not pay for its order never reads as paid. An old QR paid
 * after a newer one replaced it, or after its order was cancelled (by the customer, unpaid for 24
 * hours, by the supplier), answers 6 (paid, not counted: to be refunded) from check_status, inquiry
 * and the development control, on every way it can be paid; a payment that paid its order answers 2.
 */

describe('answeredPaymentStatus', () => {
  it('reads a paid payment refunded as superseded or not awaiting as 6; everything else as stored', () => {
    expect(answeredPaymentStatus(P.paid, REFUND_REASONS.superseded)).toBe(P.paidToRefund);
    expect(answeredPaymentStatus(P.paid, REFUND_REASONS.notAwaiting)).toBe(P.paidToRefund);
    // It paid its order; the order was cancelled afterwards: still paid (the order tells of the refund).
    expect(answeredPaymentStatus(P.paid, REFUND_REASONS.cancelled)).toBe(P.paid);
    expect(answeredPaymentStatus(P.paid, null)).toBe(P.paid);
    for (const s of [P.pending, P.failed, P.expired, P.cancelled]) {
      expect(answeredPaymentStatus(s, null)).toBe(s);
    }
  });
});

const V1 = '/api/v1/ssc';
let server: TestServer;
let token: string;

describe('a payment that did not pay for its order, through the API', () => {
  beforeAll(async () => {
    server = await startServer();
    token = await server.login();
  });
  afterAll(() => server.close());

  async function placeOrder() {
    const res = await server.call('POST', `${V1}/orders`, {
      token,
      body: await plainOrderBody(server, token),
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data as { order_id: number; payment_id: number; total_amount: number };
  }
  /** The development control's answer to "the bank says paid". */
  const pay = async (paymentId: number) => {
    const res = await server.call('POST', `/__dev/payments/${paymentId}/status`, {
      body: { payment_status: P.paid },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data.payment_status as number;
  };
  /** check_status and inquiry agree, and their answers satisfy the contract. */
  const statusOf = async (paymentId: number) => {
    const answers = await Promise.all(
      ['check_status', 'inquiry'].map(async (path) => {
        const res = await server.call('GET', `${V1}/payments/${path}/${paymentId}`, { token });
        expect(res.status, res.text).toBe(200);
        expect(PaymentStatusAnswer.safeParse(res.body.data).success).toBe(true);
        return res.body.data.payment_status as number;
      }),
    );
    expect(answers[0], 'check_status and inquiry differ').toBe(answers[1]);
    return answers[0];
  };
  const orderStatus = async (orderId: number) =>
    (await server.call('GET', `${V1}/orders/detail?order_id=${orderId}`, { token })).body.data
      .status_id as number;
  /** The bank says paid to a payment that no longer counts: it reads 6 and its order keeps `statusId`. */
  async function expectPaidToRefund(order: { order_id: number; payment_id: number }, statusId: number) {
    expect(await pay(order.payment_id)).toBe(P.paidToRefund);
    expect(await statusOf(order.payment_id)).toBe(P.paidToRefund);
    expect(await orderStatus(order.order_id)).toBe(statusId);
  }

  it('a normal payment reads 2 once paid, and still 2 after its paid order is cancelled', async () => {
    const order = await placeOrder();
    expect(await statusOf(order.payment_id)).toBe(P.pending);
    expect(await pay(order.payment_id)).toBe(P.paid);
    expect(await statusOf(order.payment_id)).toBe(P.paid);
    expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
    const cancel = await server.call('PUT', `${V1}/orders/cancel`, {
      token,
      body: { order_id: order.order_id },
    });
    expect(cancel.status).toBe(200);
    expect(await statusOf(order.payment_id)).toBe(P.paid);
  });

  it('a superseded QR paid reads 6, the order stays unpaid; the new QR still pays it and reads 2', async () => {
    const order = await placeOrder();
    const fresh = await replaceQr(server, token, order.order_id);
    expect(fresh.status, fresh.text).toBe(200);
    const freshId = fresh.body.data.payment_id as number;
    await expectPaidToRefund(order, O.awaitingPayment);
    expect(await statusOf(freshId)).toBe(P.pending);
    // Paid again: no new fact, still 6.
    expect(await pay(order.payment_id)).toBe(P.paidToRefund);
    expect(await pay(freshId)).toBe(P.paid);
    expect(await statusOf(freshId)).toBe(P.paid);
    expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
    expect(await statusOf(order.payment_id)).toBe(P.paidToRefund);
  });

  it('an old QR paid after the new one paid the order reads 6', async () => {
    const order = await placeOrder();
    const fresh = await replaceQr(server, token, order.order_id);
    expect(await pay(fresh.body.data.payment_id)).toBe(P.paid);
    await expectPaidToRefund(order, O.paidPreparing);
  });

  it('a QR paid after the customer cancelled the order reads 6', async () => {
    const order = await placeOrder();
    const cancel = await server.call('PUT', `${V1}/orders/cancel`, {
      token,
      body: { order_id: order.order_id },
    });
    expect(cancel.status).toBe(200);
    expect(await statusOf(order.payment_id)).toBe(P.cancelled);
    await expectPaidToRefund(order, O.cancelledByCustomer);
  });

  it('a QR paid after the supplier cancelled the unpaid order (12) reads 6', async () => {
    const order = await placeOrder();
    const cancel = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
      body: { status_id: O.cancelledBySupplier },
    });
    expect(cancel.status, cancel.text).toBe(200);
    await expectPaidToRefund(order, O.cancelledBySupplier);
  });

  it('a QR paid after the order went unpaid for 24 hours (7) reads 6', async () => {
    const order = await placeOrder();
    const later = await server.call('POST', '/__dev/clock', { body: { offset_ms: 25 * 3_600_000 } });
    expect(later.status, later.text).toBe(200);
    await server.call('POST', '/__dev/clock', { body: { offset_ms: 0 } });
    expect(await orderStatus(order.order_id)).toBe(O.cancelledUnpaid);
    await expectPaidToRefund(order, O.cancelledUnpaid);
  });

  it("the demo bank's pay button on a closed QR: check_status and inquiry read 6", async () => {
    const order = await placeOrder();
    await replaceQr(server, token, order.order_id);
    const res = await payOnDemoBank(server, order.payment_id);
    expect(res.status).toBe(303);
    expect(await statusOf(order.payment_id)).toBe(P.paidToRefund);
    expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
  });

  it('a late confirmation of the current, expired QR still pays the order and reads 2', async () => {
    const order = await placeOrder();
    await withClockAhead(server, (server.config.qrTimeoutMinutes + 1) * 60_000, async () => {
      expect(await statusOf(order.payment_id)).toBe(P.expired);
      expect(await pay(order.payment_id)).toBe(P.paid);
      expect(await statusOf(order.payment_id)).toBe(P.paid);
    });
  });

  it('6 is not a bank answer: the development control refuses to set it (400)', async () => {
    const order = await placeOrder();
    const res = await server.call('POST', `/__dev/payments/${order.payment_id}/status`, {
      body: { payment_status: P.paidToRefund },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('payment_status');
    expect(await statusOf(order.payment_id)).toBe(P.pending);
  });
});
