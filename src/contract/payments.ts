import * as z from 'zod/mini';
import { Baht, DateTime, Id, Int } from './common.ts';

export const PaymentCreated = z
  .object({
    payment_id: Int,
    qr_image: z.string().check(z.describe('base64 JPEG of the PromptPay QR (no data: prefix)')),
    qr_timeout: z.int().check(z.describe('minutes')),
    created_date: DateTime,
    amount: Baht,
  })
  .check(z.meta({ id: 'PaymentCreated' }));
export type PaymentCreated = z.infer<typeof PaymentCreated>;

/** 1 pending, 2 paid, 3 failed, 4 expired, 5 cancelled. */
export const PaymentStatusAnswer = z
  .object({ payment_id: Int, payment_status: Int })
  .check(z.meta({ id: 'PaymentStatus' }));
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;

export const PaymentIdParams = z.object({ payment_id: Id });
