/**
 * What the share target picker chart (share-picker-machine.ts) takes from @line/liff 2.x as it is:
 * the message limit, the client version that reports the picker's result, and the errors' texts.
 */

/** LINE's limit of messages per send (LIFF's MAX_NUM_OF_SEND_MESSAGES). */
export const MAX_SHARE_MESSAGES = 5;
/** In-app clients from this version on report the picker's result. */
export const MIN_CLIENT_VERSION_FOR_RESULT = '10.11.0';

/** The errors' texts, verbatim from LIFF (spec sections 5 and 8); the missing app id has only a code. */
export const SHARE_ERRORS = {
  noProperArgument: 'no proper argument',
  tooManyMessages: 'exceed the limit of num of messages',
  missingAppId: 'INVALID_CONFIG',
  timeout: 'Timeout: not finished within 10min',
  outsideClient: 'need to call with ott in client',
} as const;

/** Dotted version order, numerically per part ('10.9.0' < '10.11.0'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] || 0) - (right[i] || 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}
