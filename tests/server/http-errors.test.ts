import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind, type DomainSubject } from '../../server/domain/errors.ts';
import { HttpError, installErrorHandler, toHttpError } from '../../server/http/errors.ts';
import type { RouteId } from '../../server/http/fields.ts';

/**
 * The services say what they refuse (server/domain/errors.ts); the HTTP layer says it as the
 * client reads it: the kind's status, and the request field that names the subject on that route.
 */

const answer = (error: HttpError) => ({
  status: error.status,
  message: error.message,
  errors: error.errors,
  data: error.data,
  retryAfter: error.retryAfter,
});

describe('toHttpError', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['unavailable', 503],
  ])('%s answers %i', (kind, status) => {
    const error = toHttpError('getOrders', new DomainError(kind, 'orderStatus', 'says why'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(status);
  });

  it.each<[RouteId, DomainSubject, number | undefined, string]>([
    ['getSummary', 'line', 2, 'body[2].sku_id'],
    ['createOrder', 'line', 2, 'body.order_items[2].sku_id'],
    ['createOrder', 'lineSeq', 1, 'body.order_items[1].seq'],
    ['getSummary', 'coupon', undefined, 'query.coupon_code'],
    ['createOrder', 'coupon', undefined, 'body.coupon_code'],
    ['getCouponDetail', 'coupon', undefined, 'params.code'],
    ['createOrder', 'shippingAddress', undefined, 'body.shipping_address.id'],
    ['createOrder', 'taxAddress', undefined, 'body.tax_address.id'],
    ['getOrderDetail', 'order', undefined, 'query.order_id'],
    ['cancelOrder', 'order', undefined, 'body.order_id'],
    ['createPayment', 'order', undefined, 'body.order_id'],
    ['devOrderStatus', 'order', undefined, 'params.order_id'],
    ['checkPaymentStatus', 'payment', undefined, 'params.payment_id'],
    ['inquirePayment', 'payment', undefined, 'params.payment_id'],
    ['devPaymentStatus', 'payment', undefined, 'params.payment_id'],
    ['devBankAction', 'payment', undefined, 'params.payment_id'],
    ['getSkuDetail', 'product', undefined, 'query.id'],
    ['lookupSku', 'product', undefined, 'params.sku_id'],
    ['getSummary', 'customer', undefined, 'customer'],
    ['createOrder', 'customer', undefined, 'customer'],
  ])('%s names %s (line %s) as %s', (route, subject, index, path) => {
    const error = toHttpError(route, new DomainError('notFound', subject, 'is gone', { index }));
    expect(answer(error)).toEqual({
      status: 404,
      message: `${path} is gone`,
      errors: [{ path, message: 'is gone' }],
      data: undefined,
      retryAfter: undefined,
    });
  });

  it('a subject the route does not name is the detail alone, without errors', () => {
    for (const [route, subject] of [
      ['cancelOrder', 'orderStatus'],
      ['createOrder', 'orderTotal'],
      ['createOrder', 'idempotencyKey'],
      ['devPaymentStatus', 'paymentStatus'],
      ['createOrder', 'order'],
      ['getSummary', 'lineSeq'],
      ['login', 'lineAccount'],
    ] as const) {
      const error = toHttpError(
        route,
        new DomainError('conflict', subject, 'order status 1 does not allow x'),
      );
      expect(answer(error), `${route} ${subject}`).toEqual({
        status: 409,
        message: 'order status 1 does not allow x',
        errors: undefined,
        data: undefined,
        retryAfter: undefined,
      });
    }
    expect(toHttpError(undefined, new DomainError('notFound', 'order', 'no such order')).message).toBe(
      'no such order',
    );
  });

  it('invalid, notFound and conflict list the field; forbidden names it in its message only', () => {
    const on = (kind: DomainErrorKind) =>
      answer(toHttpError('cancelOrder', new DomainError(kind, 'order', 'is not your order')));
    for (const kind of ['invalid', 'notFound', 'conflict'] as const) {
      expect(on(kind).errors, kind).toEqual([{ path: 'body.order_id', message: 'is not your order' }]);
    }
    expect(on('forbidden')).toEqual({
      status: 403,
      message: 'body.order_id is not your order',
      errors: undefined,
      data: undefined,
      retryAfter: undefined,
    });
  });

  it('carries the data and the retry-after', () => {
    const figures = { total: 600, shipping_fee: 0, discount_shipping: 0 };
    expect(
      answer(
        toHttpError(
          'createOrder',
          new DomainError('conflict', 'orderTotal', 'prices changed', { data: figures }),
        ),
      ),
    ).toEqual({
      status: 409,
      message: 'prices changed',
      errors: undefined,
      data: figures,
      retryAfter: undefined,
    });
    expect(
      answer(
        toHttpError('login', new DomainError('unavailable', 'lineToken', 'LINE is down', { retryAfter: 5 })),
      ),
    ).toEqual({ status: 503, message: 'LINE is down', errors: undefined, data: undefined, retryAfter: 5 });
  });
});

describe('the error handler', () => {
  it("answers a domain error in the terms of the route's fields", async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.post('/summary', { config: { routeId: 'getSummary' } }, async () => {
      throw new DomainError('invalid', 'line', 'appears twice', { index: 1 });
    });
    app.post('/unnamed', async () => {
      throw new DomainError('unavailable', 'lineToken', 'LINE is down', { retryAfter: 5 });
    });
    const summary = await app.inject({ method: 'POST', url: '/summary' });
    expect(summary.statusCode).toBe(400);
    expect(summary.json()).toEqual({
      status: 400,
      message: 'body[1].sku_id appears twice',
      errors: [{ path: 'body[1].sku_id', message: 'appears twice' }],
    });
    const unnamed = await app.inject({ method: 'POST', url: '/unnamed' });
    expect(unnamed.statusCode).toBe(503);
    expect(unnamed.json()).toEqual({ status: 503, message: 'LINE is down' });
    expect(unnamed.headers['retry-after']).toBe('5');
    await app.close();
  });
});
