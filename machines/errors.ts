/**
 * Reading what an invoked actor rejected with, for every chart: the API client rejects with an
 * ApiError (`message`, HTTP `status`, transport `kind`), LIFF and anything else with whatever they
 * throw. Pure: no imports.
 */

/** One field of a rejection, when it is an object. */
export function errorField(error: unknown, key: 'message' | 'status' | 'kind'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/** The message of whatever an actor rejected with. */
export function describeError(error: unknown): string {
  const message = errorField(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

/**
 * The server's word that there is nothing to show: a 404, or a 400 for an id that cannot
 * name anything (not a number). A product list then ends empty ('ไม่พบสินค้า') and a product's,
 * order's or coupon's page says it was not found.
 */
export function isNothingThere(error: unknown): boolean {
  const status = errorField(error, 'status');
  return status === 400 || status === 404;
}

/**
 * A load that got no usable answer, never to be read as "not found" or "none" (that would tell a customer offline that the item is gone): no
 * connection, an answer that does not read, a server error, a refusal after the session's one
 * re-sign-in; anything but isNothingThere. The screen says it could not load, with a retry.
 */
export function isLoadFailure(error: unknown): boolean {
  return !isNothingThere(error);
}

/**
 * A call the server did not answer: no connection (no HTTP status), a server error (5xx) or a
 * timeout (408). A 4xx or an answer that does not read is an answer: the connection works.
 */
export function isNoAnswer(error: unknown): boolean {
  const status = errorField(error, 'status');
  if (typeof status === 'number') return status >= 500 || status === 408;
  return errorField(error, 'kind') !== 'malformed';
}
