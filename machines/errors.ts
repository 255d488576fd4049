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
