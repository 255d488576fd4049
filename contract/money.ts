/**
 * Money arithmetic shared by the storefront and the server (no zod: machines/ imports it). Amounts
 * are integer satang (1 baht = 100 satang); percentages are taken in hundredths of a percent so that
 * 12.5% or 33.33 x 15% stay exact. The cart's displayed price and the server's net_price are the
 * same function, netUnitPrice, so the two can never round differently.
 */

/** Satang: an integer count of 1/100 baht. */
export type Satang = number;

/** Baht (at most 2 decimals, as stored in numeric(12,2)) to integer satang. */
export function toSatang(baht: number): Satang {
  return Math.round(baht * 100);
}

/** Integer satang to a baht number with 2 decimals. */
export function toBaht(satang: Satang): number {
  return Number((satang / 100).toFixed(2));
}

/**
 * `percent`% of a non-negative satang amount, rounded half up to the satang.
 * The percent may carry 2 decimals (numeric(5,2)); the computation is integer-only.
 */
export function percentOf(amount: Satang, percent: number): Satang {
  const hundredths = Math.round(percent * 100); // 15% -> 1500, 12.5% -> 1250
  return Math.floor((amount * hundredths + 5000) / 10000);
}

/** A unit's net price in satang: its list price less its product discount percent (none: no discount). */
export function netUnitSatang(list: Satang, discountPercent: number | null | undefined): Satang {
  return list - (discountPercent ? percentOf(list, discountPercent) : 0);
}

/** A unit's net price in baht (net_price): 47.00 less 15% is 39.95 (the discount rounded half up). */
export function netUnitPrice(price: number, discountPercent: number | null | undefined): number {
  return toBaht(netUnitSatang(toSatang(price), discountPercent));
}
