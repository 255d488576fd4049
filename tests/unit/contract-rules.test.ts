import { describe, expect, it } from 'vitest';
import { LINES_MAX, MINIMUM_ORDER_BAHT, QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';
import { netUnitPrice, netUnitSatang, percentOf } from '../../contract/money.ts';
import {
  BANK_PAYMENT_STATUSES,
  ENDED_UNPAID_PAYMENT_STATUSES,
  PAYMENT_STATUS,
} from '../../contract/statuses.ts';

// The business rules the storefront and the server share, each in one place (issue 13 item 6).
// Expected values are the spec's and CONTRACT.md's numbers, written out.

describe('contract: rules shared by the storefront and the server', () => {
  it('the minimum order is 500 baht (spec section 9)', () => {
    expect(MINIMUM_ORDER_BAHT).toBe(500);
  });

  it('a line holds 1..999 units (spec sections 5 and 9); an order at most 200 lines', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, LINES_MAX]).toEqual([1, 999, 200]);
  });

  it('payment statuses: 1 pending, 2 paid, 3 failed, 4 expired, 5 cancelled, 6 paid to refund; 3, 4, 5 ended unpaid', () => {
    expect(PAYMENT_STATUS).toEqual({
      pending: 1,
      paid: 2,
      failed: 3,
      expired: 4,
      cancelled: 5,
      paidToRefund: 6,
    });
    expect([...ENDED_UNPAID_PAYMENT_STATUSES].sort()).toEqual([3, 4, 5]);
    // 6 is the server's reading of a paid payment that could not count; no bank sets it.
    expect([...BANK_PAYMENT_STATUSES].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('net price: the percent discount rounded half up to the satang', () => {
    expect(netUnitPrice(47, 15)).toBe(39.95);
    expect(netUnitPrice(33.33, 12.5)).toBe(29.16);
    expect(netUnitPrice(10.05, 10)).toBe(9.04);
    expect(netUnitPrice(45.5, null)).toBe(45.5);
    expect(netUnitPrice(60, 0)).toBe(60);
    expect(netUnitSatang(1001, 50)).toBe(500);
    expect(percentOf(1, 50)).toBe(1);
  });
});
