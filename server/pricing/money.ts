/**
 * Money helpers for the pricing engine. The arithmetic the storefront shares (satang, percent of,
 * net unit price) lives once in contract/money.ts; this adds what only the server needs.
 */
import type { Satang } from '../../contract/money.ts';

export {
  netUnitSatang,
  percentOf,
  type Satang,
  toBaht,
  toSatang,
} from '../../contract/money.ts';

/** Sum of satang amounts. */
export function sum(amounts: readonly Satang[]): Satang {
  return amounts.reduce((a, b) => a + b, 0);
}
