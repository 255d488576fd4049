/**
 * Money helpers for the pricing engine. Amounts are integer satang (1 baht = 100 satang);
 * percentages are taken in hundredths of a percent so that 12.5% or 33.33 x 15% stay exact.
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

/** Sum of satang amounts. */
export function sum(amounts: readonly Satang[]): Satang {
  return amounts.reduce((a, b) => a + b, 0);
}
