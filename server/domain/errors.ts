/**
 * What the services and the pricing refuse, said in their own words: a kind (what went wrong), the
 * thing it is about and a detail. They know nothing of requests: which field of which endpoint
 * names the thing, and which HTTP status the kind is, is server/http's reading (`toHttpError`).
 */

export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unavailable';

/** The things an error can be about. */
export type DomainSubject =
  /** an order the caller named */
  | 'order'
  /** the status of an order: a move its table does not allow */
  | 'orderStatus'
  /** an order's figures as sent (total, shipping fee) against the recomputed ones, the minimum */
  | 'orderTotal'
  | 'payment'
  /** the status of a payment: a move its table does not allow */
  | 'paymentStatus'
  | 'product'
  /** a line of a cart or an order (index), by its product */
  | 'line'
  /** a line of an order (index), by its `seq` */
  | 'lineSeq'
  | 'coupon'
  | 'customer'
  | 'shippingAddress'
  | 'taxAddress'
  | 'idempotencyKey'
  /** the customer's access token */
  | 'accessToken'
  /** a LINE access or ID token */
  | 'lineToken'
  /** the LINE account behind a token: not a shop, or not the one asked for */
  | 'lineAccount';

export interface DomainErrorOptions {
  /** Which one of a list (a line of the cart or order). */
  index?: number | undefined;
  /** What the caller needs to recover (the new figures of a changed price). */
  data?: unknown;
  /** Seconds after which a retry may succeed (kind `unavailable`). */
  retryAfter?: number | undefined;
}

export class DomainError extends Error {
  readonly index: number | undefined;
  readonly data: unknown;
  readonly retryAfter: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly subject: DomainSubject,
    /** Said of the subject: 'no such order', 'appears twice', 'cannot be used for this order'. */
    readonly detail: string,
    options: DomainErrorOptions = {},
  ) {
    super(`${detail} (${subject}${options.index === undefined ? '' : `[${options.index}]`})`);
    this.name = 'DomainError';
    this.index = options.index;
    this.data = options.data;
    this.retryAfter = options.retryAfter;
  }
}
