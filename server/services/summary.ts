import type { Nudge, Summary } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/index.ts';
import type { CouponChoice, PricingValue } from '../pricing/engine.ts';
import { assertDistinct, type CartLine } from '../pricing/lines.ts';
import { loadPricingInput } from '../pricing/load-input.ts';
import { toSatang } from '../pricing/money.ts';
import { nudgesFor } from '../pricing/nudges.ts';
import { price } from '../pricing/price.ts';
import { type AddressRow, shippingAndTax, toAddress } from './customers.ts';

/** The contract's /summary answer: the priced cart in the shape the storefront reads. */
function toSummary(value: PricingValue, nudges: Nudge[], shipping: ReturnType<typeof toAddress>): Summary {
  return {
    cart: [
      {
        sale_items: value.sale_items,
        coupons: value.coupons,
        promotions: value.promotions,
        promotion_discounts: value.promotion_discounts,
        coupon_discount: value.coupon_discount,
        total_sale: value.total_sale,
        total_net_price: value.total_net_price,
        total_shipping: value.total_shipping,
        shipping_matching: [{ shipping_discount: value.shipping_discount }],
        nudges,
      },
    ],
    total_sku_discount: value.total_sku_discount,
    shipping_address: [shipping],
  };
}

/**
 * POST /summary: prices the customer's cart as an order would be priced (the best coupon unless
 * one is named or none is wanted), with what the order is close to (nudges.ts) and the shipping
 * address the order would go to. The cart asks it too, for its estimated total and nudges.
 */
export function createSummary(db: Queryable, clock: Clock) {
  return async function summary(
    customerId: number,
    lines: CartLine[],
    query: { coupon_code?: string | undefined; not_use_coupon?: '0' | '1' | undefined },
  ): Promise<Summary> {
    const choice: CouponChoice =
      query.not_use_coupon === '1'
        ? { kind: 'none' }
        : query.coupon_code
          ? { kind: 'code', code: query.coupon_code }
          : { kind: 'best' };
    assertDistinct(lines, 'sku_id');
    const { input, addressRows } = await loadPricingInput(db, customerId, lines, choice, clock.now());
    const value = price(input);
    const nudges = nudgesFor(input, toSatang(value.coupon_discount));
    const { shipping } = shippingAndTax(addressRows as AddressRow[]);
    return toSummary(value, nudges, toAddress(shipping));
  };
}
