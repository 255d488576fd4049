import { promptPayPayload, qrJpegBase64 } from './qr.ts';

/**
 * Who issues a payment's QR and says whether it was paid (docs/payments.md). Two implementations:
 * the Thai QR bill-payment (tag 30) the server draws itself, confirmed by whoever calls the
 * development control (or a bank integration a supplier adds); and Opn Payments PromptPay
 * (./opn.ts), where the provider makes the QR and confirms it by a signed webhook.
 */

interface ChargeInput {
  paymentId: number;
  orderNo: string;
  /** baht */
  amount: number;
}

export interface IssuedCharge {
  /** The provider's charge id; null for a QR no provider knows (bill-payment). */
  chargeId: string | null;
  /** The EMVCo payload when the server made it ('' when the provider drew the QR). */
  qrPayload: string;
  /** base64 JPEG of the QR, as the storefront shows it (contract PaymentCreated.qr_image). */
  qrImage: string;
}

/** A charge's state at the provider (Opn's statuses). */
export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';

export interface ChargeState {
  id: string;
  status: ChargeStatus;
  /** baht */
  amount: number;
  currency: string;
  /** baht already refunded */
  refundedAmount: number;
  /** The charge's refunds at the provider, oldest first (a refund made before a crash is found here). */
  refunds: { id: string; amount: number }[];
}

export interface PaymentProvider {
  readonly name: 'opn' | 'billpayment';
  /** Before the payment's row is stored (its id, taken from the sequence, is the charge's reference). */
  createCharge(input: ChargeInput): Promise<IssuedCharge>;
  /** The inquiry: the charge as the provider has it (only providers with charges). */
  retrieveCharge?(chargeId: string): Promise<ChargeState>;
  /** Pays `amount` baht of a charge back (only providers with a refund API). */
  refund?(chargeId: string, amount: number): Promise<{ refundId: string }>;
  /** Ends a pending charge at the provider so its QR can no longer be paid (a replaced QR). */
  expireCharge?(chargeId: string): Promise<ChargeState>;
}

/** baht (numeric(12,2)) -> satang, the unit of Opn's amounts. */
export const toSatang = (baht: number) => Math.round(baht * 100);
export const toBaht = (satang: number) => Math.round(satang) / 100;

/** Today's Thai QR bill-payment: the biller id, the order number as ref1, the payment id as ref2. */
export function billPaymentProvider(billerId: string): PaymentProvider {
  return {
    name: 'billpayment',
    async createCharge(input) {
      const payload = promptPayPayload({ billerId, ...input });
      return { chargeId: null, qrPayload: payload, qrImage: await qrJpegBase64(payload) };
    },
  };
}
