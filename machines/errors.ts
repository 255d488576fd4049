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
 * A load that got no usable answer (issue 20: never read as "not found"): no connection
 * (`network`), an answer that does not read (`malformed`) or a server error (5xx). Anything else
 * (a 404, another refusal) is the server's word that there is nothing to show.
 */
export function isLoadFailure(error: unknown): boolean {
  const kind = errorField(error, 'kind');
  const status = errorField(error, 'status');
  return kind === 'network' || kind === 'malformed' || (typeof status === 'number' && status >= 500);
}
