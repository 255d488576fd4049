import { z } from 'zod';
import { Baht, DateTime, Id } from './common.ts';

export const PaymentCreated = z
  .object({
    payment_id: z.number().int(),
    qr_image: z.string().describe('base64 JPEG of the PromptPay QR (no data: prefix)'),
    qr_timeout: z.number().int().describe('minutes'),
    created_date: DateTime,
    amount: Baht,
  })
  .meta({ id: 'PaymentCreated' });
export type PaymentCreated = z.infer<typeof PaymentCreated>;

/** 1 pending, 2 paid, 3 failed, 4 expired, 5 cancelled. */
export const PaymentStatusAnswer = z
  .object({ payment_id: z.number().int(), payment_status: z.number().int() })
  .meta({ id: 'PaymentStatus' });
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;

export const PaymentIdParams = z.object({ payment_id: Id });
