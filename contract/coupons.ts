import * as z from 'zod/mini';
import { DateTime, Int, NullableString } from './common.ts';

/** status: null usable, 'Used', 'Expired', anything else cancelled ('Cancelled'). */
const CouponStatus = NullableString;

export const Coupon = z
  .object({
    id: Int,
    code: z.string(),
    name: z.string(),
    image: NullableString,
    detail: z.string(),
    privilege_condition_type_name: z.string(),
    end_date: DateTime,
    status: CouponStatus,
  })
  .check(z.meta({ id: 'Coupon' }));
export type Coupon = z.infer<typeof Coupon>;

export const CouponCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(40, 'must be at most 40 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"'),
  );

export const CouponCodeParams = z.object({ code: CouponCode });
