import * as z from 'zod/mini';
import { Baht, DateTime, described, Id, Int } from './common.ts';

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

/** 1 pending, 2 paid, 3 failed, 4 expired, 5 cancelled, 6 paid but not counted: to be refunded. */
export const PaymentStatusAnswer = z
  .object({
    payment_id: Int,
    payment_status: described(
      Int,
      '1 pending; 2 paid (it paid for the order); 3 failed; 4 expired; 5 cancelled (a newer QR, or the order ended); ' +
        '6 paid but not counted for the order (a newer QR had replaced it, or the order no longer awaited payment): ' +
        'the order stays unpaid and the money is to be refunded',
    ),
  })
  .check(z.meta({ id: 'PaymentStatus' }));
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;

export const PaymentIdParams = z.object({ payment_id: Id });
