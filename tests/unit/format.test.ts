import { describe, expect, it } from 'vitest';
import {
  formatBaht,
  formatBahtWord,
  formatNumber2,
  formatThaiDate,
  formatThaiDateTime,
  parseIso,
} from '../../src/lib/format.ts';

/*
 * Zone independence: run this file under TZ=UTC, TZ=Asia/Bangkok and TZ=America/New_York; every
 * expectation is Bangkok time whatever the machine's zone.
 */

describe('formatBaht', () => {
  it.each([
    [0, '฿0.00'],
    [-0, '฿0.00'],
    [1, '฿1.00'],
    [1234.5, '฿1,234.50'],
    [999.99, '฿999.99'],
    [1000, '฿1,000.00'],
    [1_000_000, '฿1,000,000.00'],
    [1e9, '฿1,000,000,000.00'],
    [99_999_999.99, '฿99,999,999.99'],
    [-1234.5, '-฿1,234.50'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatBaht(amount)).toBe(expected);
  });

  it('is exactly sign, baht sign, digits: no THB code, no spaces, Latin digits', () => {
    expect(formatBaht(1234.5)).toMatch(/^฿\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it.each([
    // Intl rounds half away from zero on the shortest decimal of the double, so 1.005 and 2.675
    // round up although their binary values are a hair below (toFixed gives 1.00 and 2.67).
    [0.005, '฿0.01'],
    [0.004, '฿0.00'],
    [1.005, '฿1.01'],
    [2.675, '฿2.68'],
    [999.995, '฿1,000.00'],
    [-1.005, '-฿1.01'],
    [0.1 + 0.2, '฿0.30'],
  ])('rounds %s to %s', (amount, expected) => {
    expect(formatBaht(amount)).toBe(expected);
  });

  it('shows no minus sign on an amount that rounds to zero', () => {
    expect(formatBaht(-0.004)).toBe('฿0.00');
    expect(formatNumber2(-0.001)).toBe('0.00');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'formats %s as 0.00',
    (amount) => {
      expect(formatBaht(amount)).toBe('฿0.00');
      expect(formatNumber2(amount)).toBe('0.00');
      expect(formatBahtWord(amount)).toBe('0.00 บาท');
    },
  );
});

describe('formatNumber2 and formatBahtWord', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [12.3, '12.30'],
    [1234.5, '1,234.50'],
    [1e9, '1,000,000,000.00'],
    [2.675, '2.68'],
    [-50, '-50.00'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatNumber2(amount)).toBe(expected);
    expect(formatBahtWord(amount)).toBe(`${expected} บาท`);
  });
});

describe('formatThaiDate', () => {
  it.each([
    ['2026-11-21T07:05:00Z', '21 พ.ย. 2569'],
    ['2026-11-21T14:05:00+07:00', '21 พ.ย. 2569'],
    ['2026-11-21T14:05:00.123+07:00', '21 พ.ย. 2569'],
    ['2026-11-21', '21 พ.ย. 2569'],
    // Midnight in Bangkok is 17:00 UTC the day before.
    ['2026-12-31T17:00:00Z', '1 ม.ค. 2570'],
    ['2026-12-31T16:59:59Z', '31 ธ.ค. 2569'],
    ['2027-01-01T00:00:00+07:00', '1 ม.ค. 2570'],
    ['2026-12-31T23:59:59+07:00', '31 ธ.ค. 2569'],
    // An instant given in another zone is shown on its Bangkok date.
    ['2026-12-31T12:00:00-05:00', '1 ม.ค. 2570'],
    ['2028-02-29T10:00:00+07:00', '29 ก.พ. 2571'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatThaiDate(iso)).toBe(expected);
  });

  it('uses every Thai short month', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatThaiDate(`2026-${String(i + 1).padStart(2, '0')}-15T12:00:00+07:00`),
    );
    expect(months).toEqual([
      '15 ม.ค. 2569',
      '15 ก.พ. 2569',
      '15 มี.ค. 2569',
      '15 เม.ย. 2569',
      '15 พ.ค. 2569',
      '15 มิ.ย. 2569',
      '15 ก.ค. 2569',
      '15 ส.ค. 2569',
      '15 ก.ย. 2569',
      '15 ต.ค. 2569',
      '15 พ.ย. 2569',
      '15 ธ.ค. 2569',
    ]);
  });
});

describe('formatThaiDateTime', () => {
  it.each([
    ['2026-11-21T14:05:00+07:00', '21 พ.ย. 2569, 14:05 น.'],
    ['2026-11-21T07:05:00Z', '21 พ.ย. 2569, 14:05 น.'],
    ['2026-11-21T07:05:00.999Z', '21 พ.ย. 2569, 14:05 น.'],
    ['2026-12-31T17:00:00Z', '1 ม.ค. 2570, 00:00 น.'],
    ['2026-12-31T16:59:00Z', '31 ธ.ค. 2569, 23:59 น.'],
    ['2026-11-21T23:59:00+07:00', '21 พ.ย. 2569, 23:59 น.'],
    ['2026-11-21T00:00:00+07:00', '21 พ.ย. 2569, 00:00 น.'],
    ['2026-11-21T09:30:00+0700', '21 พ.ย. 2569, 09:30 น.'],
    // No offset: Bangkok wall-clock time, not the machine's.
    ['2026-11-21T14:05:00', '21 พ.ย. 2569, 14:05 น.'],
    ['2026-11-21 23:59:59', '21 พ.ย. 2569, 23:59 น.'],
    ['2026-11-21', '21 พ.ย. 2569, 00:00 น.'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatThaiDateTime(iso)).toBe(expected);
  });
});

describe('invalid dates', () => {
  it.each([
    '',
    '   ',
    'garbage',
    'Invalid Date',
    '2026-13-01T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2027-02-29',
    '2026-11-21T24:00:00Z',
    '2026-11-21T23:60:00Z',
    '2026-11-21T14:05:00+25:00',
    '21/11/2026',
    '1763708700000',
  ])('%j formats as an empty string', (iso) => {
    expect(formatThaiDate(iso)).toBe('');
    expect(formatThaiDateTime(iso)).toBe('');
    expect(parseIso(iso)).toBeNull();
  });

  it('formats null and undefined as an empty string', () => {
    expect(formatThaiDate(null)).toBe('');
    expect(formatThaiDateTime(undefined)).toBe('');
  });
});

describe('parseIso', () => {
  it('gives the instant, in Bangkok', () => {
    const date = parseIso('2026-12-31T17:00:00Z');
    expect(date?.valueOf()).toBe(Date.UTC(2026, 11, 31, 17));
    expect(date?.format('YYYY-MM-DD HH:mm Z')).toBe('2027-01-01 00:00 +07:00');
  });

  it('reads an offset-less text as Bangkok time', () => {
    expect(parseIso('2026-11-21T14:05:00')?.valueOf()).toBe(Date.UTC(2026, 10, 21, 7, 5));
  });
});
