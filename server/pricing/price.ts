import { DomainError } from '../domain/errors.ts';
import { type PricingInput, type PricingValue, priceCart } from './engine.ts';

/** Runs the pricing engine; the chosen coupon is unknown to the caller, or not usable for these lines. */
export function price(input: PricingInput): PricingValue {
  const result = priceCart(input);
  if (result.ok) return result.value;
  if (result.error === 'coupon_not_found') throw new DomainError('notFound', 'coupon', 'no such coupon');
  throw new DomainError('conflict', 'coupon', 'cannot be used for this order');
}
