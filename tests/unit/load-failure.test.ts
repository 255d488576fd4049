import { describe, expect, it } from 'vitest';
import { isLoadFailure, isNothingThere } from '../../machines/errors.ts';
import { isNoSuchList } from '../../machines/product-list/list-rules.ts';

/**
 * One rule for every screen that loads data (issue 20): only the server's word that there is nothing
 * (404, or 400 for an id that names nothing) reads as "not found" / "no products"; anything else is
 * a failure the customer is told about, with a retry.
 */
const answer = (status: number) => Object.assign(new Error(`HTTP ${status}`), { kind: 'http', status });

describe('a failed load versus nothing there', () => {
  it.each([404, 400])('%i is nothing there: not found, or an empty list', (status) => {
    expect(isNothingThere(answer(status))).toBe(true);
    expect(isLoadFailure(answer(status))).toBe(false);
  });

  it.each([
    ['no connection', Object.assign(new TypeError('Failed to fetch'), { kind: 'network', status: null })],
    [
      'an answer that does not read',
      Object.assign(new Error('bad json'), { kind: 'malformed', status: 200 }),
    ],
    ['a server error', answer(503)],
    ['a refusal after the one re-sign-in', answer(401)],
    ['a forbidden answer', answer(403)],
    ['something that is not an API error', new Error('boom')],
  ])('%s is a failure, never "not found"', (_, error) => {
    expect(isLoadFailure(error)).toBe(true);
    expect(isNothingThere(error)).toBe(false);
  });

  it('the product lists read the same rule as the detail pages', () => {
    expect(isNoSuchList).toBe(isNothingThere);
  });
});
