import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/th.js';
import { th } from '../i18n/th.ts';

/**
 * Money and dates as the customer reads them (spec section 9; ARCHITECTURE.md "React").
 *
 * Money: baht with 2 decimals and thousands separators, from Intl.NumberFormat('th-TH'). The number
 * is rebuilt from formatToParts so the result is exactly sign + '฿' + digits whatever the ICU's
 * currency pattern (no 'THB', no spaces). Rounding is Intl's: half away from zero on the shortest
 * decimal that round-trips the double, so 1.005 gives 1.01 and 2.675 gives 2.68 (toFixed would give
 * 1.00 and 2.67). A negative amount that rounds to zero, and -0, show no minus sign. NaN and
 * +-Infinity format as 0.00, never 'NaN' or '∞'.
 *
 * Dates: Buddhist-era short form in Asia/Bangkok whatever the machine's zone. Strings with an offset
 * ('Z', '+07:00') are instants; strings without one are Bangkok wall-clock times. Anything that is
 * not a real ISO-8601 date (empty, garbage, 30 February) formats as ''.
 */

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(buddhistEra);

const SHOP_TIME_ZONE = 'Asia/Bangkok';

// Money lives in ./money.ts (no dayjs), so screens that only show prices load no date code.
export { formatBaht, formatBahtWord, formatNumber2 } from './money.ts';

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Minutes east of UTC for 'Z', '+07', '+0700' or '-05:30'; null when out of range. */
function offsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const [hours, minutes] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || '0')];
  if (hours > 18 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * A strict ISO-8601 date or date-time, as a Dayjs in Asia/Bangkok with the Thai locale; null when
 * the text is not one. Date-only and offset-less texts are read as Bangkok wall-clock time.
 */
export function parseIso(iso: string | null | undefined): Dayjs | null {
  const match = typeof iso === 'string' ? ISO_8601.exec(iso.trim()) : null;
  if (!match) return null;
  const [, y = '', mo = '', d = '', h = '00', mi = '00', s = '00', frac = '', offset] = match;
  const ms = frac.slice(0, 3).padEnd(3, '0');
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const offsetMin = offset === undefined ? undefined : offsetMinutes(offset);
  if (offsetMin === null) return null;

  const wallClock = `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}`;
  const instant =
    offsetMin === undefined
      ? dayjs.tz(wallClock, SHOP_TIME_ZONE)
      : dayjs.utc(wallClock).subtract(offsetMin, 'minute');
  return instant.isValid() ? instant.tz(SHOP_TIME_ZONE).locale('th') : null;
}

/** '21 พ.ย. 2569' (day, short Thai month, Buddhist year); '' when the input is not a date. */
export function formatThaiDate(iso: string | null | undefined): string {
  return parseIso(iso)?.format('D MMM BBBB') ?? '';
}

/** '21 พ.ย. 2569, 14:05 น.' (spec: 'd mon year, HH:mm น.'); '' when the input is not a date. */
export function formatThaiDateTime(iso: string | null | undefined): string {
  const date = parseIso(iso);
  return date ? `${date.format('D MMM BBBB, HH:mm')} ${th.common.timeSuffix}` : '';
}
