import { z } from 'zod';
import { DateTime } from './common.ts';

/** status: null usable, 'Used', 'Expired', anything else cancelled ('Cancelled'). */
export const CouponStatus = z.string().nullable();

export const Coupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    detail: z.string(),
    privilege_condition_type_name: z.string(),
    end_date: DateTime,
    status: CouponStatus,
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof Coupon>;

export const CouponCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"');

export const CouponCodeParams = z.object({ code: CouponCode });
