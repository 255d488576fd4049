import type { EndpointId } from '../../contract/index.ts';
import type { DomainSubject } from '../domain/errors.ts';

/** The development control's routes whose services can refuse (server/http/dev.ts). */
type DevRouteId = 'devPaymentStatus' | 'devOrderStatus' | 'devBankAction';
/** The server's own routes outside the contract (server/http/staff.ts). */
type ServerRouteId = 'staffOrderStatus';
/** A route whose domain errors name request fields: an endpoint of the contract, or a dev route. */
export type RouteId = EndpointId | DevRouteId | ServerRouteId;

/** A field path, or one per line for a subject of a list (`index`). */
type Field = string | ((index: number) => string);

/**
 * Where each route's request names a subject. A subject a route does not list (the status of an
 * order, the total) is not a field the caller sent: its error's message is the detail alone.
 */
const FIELDS: { readonly [K in RouteId]?: Partial<Record<DomainSubject, Field>> } = {
  getSkuDetail: { product: 'query.id' },
  lookupSku: { product: 'params.sku_id' },
  getSummary: { line: (i) => `body[${i}].sku_id`, coupon: 'query.coupon_code' },
  createOrder: {
    line: (i) => `body.order_items[${i}].sku_id`,
    lineSeq: (i) => `body.order_items[${i}].seq`,
    coupon: 'body.coupon_code',
    shippingAddress: 'body.shipping_address.id',
    taxAddress: 'body.tax_address.id',
  },
  getOrderDetail: { order: 'query.order_id' },
  cancelOrder: { order: 'body.order_id' },
  createPayment: { order: 'body.order_id' },
  checkPaymentStatus: { payment: 'params.payment_id' },
  inquirePayment: { payment: 'params.payment_id' },
  getCouponDetail: { coupon: 'params.code' },
  devPaymentStatus: { payment: 'params.payment_id' },
  devOrderStatus: { order: 'params.order_id' },
  devBankAction: { payment: 'params.payment_id' },
  staffOrderStatus: { order: 'params.order_id' },
};

/** Subjects named the same way on every route: the signed-in customer's own records. */
const EVERY_ROUTE: Partial<Record<DomainSubject, Field>> = { customer: 'customer' };

/** The field path naming `subject` (its line `index`) in `route`'s request; none when it is not one. */
export function fieldOf(route: RouteId | undefined, subject: DomainSubject, index = 0): string | undefined {
  const field = (route ? FIELDS[route]?.[subject] : undefined) ?? EVERY_ROUTE[subject];
  return typeof field === 'function' ? field(index) : field;
}
