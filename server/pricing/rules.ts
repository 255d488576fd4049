import { z } from 'zod';

/**
 * Pricing constants and the shape of each promotion type's `rules` (promotions.rules, jsonb).
 * The rules themselves are explained with worked examples in docs/pricing.md.
 */

/** Flat shipping fee per order, in baht. */
export const SHIPPING_FEE_BAHT = 60;
/** Orders whose goods total (after promotion discounts) reaches this ship free. */
export const FREE_SHIPPING_MIN_BAHT = 1500;

/** step_discount: the more units of the promoted SKUs (summed), the higher the percent off them. */
export const StepDiscountRules = z.object({
  tiers: z
    .array(z.object({ min_qty: z.number().int().positive(), percent: z.number().positive().max(100) }))
    .min(1),
});

/** step_free: per promoted SKU line, reaching min_qty units gives free_qty more units of it free. */
export const StepFreeRules = z.object({
  tiers: z
    .array(z.object({ min_qty: z.number().int().positive(), free_qty: z.number().int().positive() }))
    .min(1),
});

/** premium: every full min_amount baht spent on the promoted SKUs earns free_quantity gifts. */
export const PremiumRules = z.object({
  min_amount: z.number().positive(),
  free_quantity: z.number().int().positive(),
  max_sets: z.number().int().positive().optional(),
  gift: z.object({ title: z.string(), price: z.number().min(0), image: z.string().nullable() }),
});

/** theme_brand: spending at least min_amount on the brand's SKUs takes percent off them. */
export const ThemeBrandRules = z.object({
  min_amount: z.number().positive(),
  percent: z.number().positive().max(100),
});

export type StepDiscountRules = z.infer<typeof StepDiscountRules>;
export type StepFreeRules = z.infer<typeof StepFreeRules>;
export type PremiumRules = z.infer<typeof PremiumRules>;
export type ThemeBrandRules = z.infer<typeof ThemeBrandRules>;

export type PromotionRules =
  | { type: 'step_discount'; rules: StepDiscountRules }
  | { type: 'step_free'; rules: StepFreeRules }
  | { type: 'premium'; rules: PremiumRules }
  | { type: 'theme_brand'; rules: ThemeBrandRules };
