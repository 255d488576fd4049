/**
 * Money as the customer reads it (spec section 9): baht with 2 decimals and thousands separators,
 * from Intl.NumberFormat('th-TH'). Re-exported by ./format.ts, which documents the rounding rules;
 * kept apart from the date helpers so a price-only screen loads no dayjs.
 */
import { th } from '../i18n/th.ts';

const BAHT_SIGN = '฿';

const BAHT_FORMAT = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  numberingSystem: 'latn',
});

/** Digits with separators and 2 decimals, and whether a minus sign belongs in front. */
function amountParts(amount: number): { negative: boolean; digits: string } {
  let negative = false;
  let digits = '';
  for (const part of BAHT_FORMAT.formatToParts(Number.isFinite(amount) ? amount : 0)) {
    if (part.type === 'minusSign') negative = true;
    else if (part.type === 'integer' || part.type === 'group') digits += part.value;
    else if (part.type === 'decimal' || part.type === 'fraction') digits += part.value;
    // 'currency' and 'literal' (spacing) parts are dropped: the sign is placed by the callers.
  }
  return { negative: negative && /[1-9]/.test(digits), digits };
}

/** '฿1,234.50'; negative amounts '-฿1,234.50'. */
export function formatBaht(amount: number): string {
  const { negative, digits } = amountParts(amount);
  return `${negative ? '-' : ''}${BAHT_SIGN}${digits}`;
}

/** '1,234.50': no currency sign. */
export function formatNumber2(amount: number): string {
  const { negative, digits } = amountParts(amount);
  return `${negative ? '-' : ''}${digits}`;
}

/** '1,234.50 บาท'. */
export function formatBahtWord(amount: number): string {
  return `${formatNumber2(amount)} ${th.common.baht}`;
}
