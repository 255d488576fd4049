import { ActionButton } from '../../components/action-button.tsx';
import { thAccount } from '../../i18n/th-account.ts';
import { usePay } from './use-pay.ts';

/**
 * The pay button of an unpaid order (order history cards, order detail): the pay chart creates a
 * payment and goes to the QR page, or to the pay-later page (spec section 4 "Pay flow"). Disabled
 * while the payment is being created, so a double tap creates one payment. `payOnOpen`: pressed for
 * the customer as the page opens (a link from LINE's order-placed message).
 */
export function PayButton({
  orderId,
  wide = false,
  payOnOpen = false,
}: {
  orderId: number | string;
  wide?: boolean;
  payOnOpen?: boolean;
}) {
  const { pay, paying } = usePay(orderId, { payOnOpen });
  return (
    <ActionButton size="compact" wide={wide} onClick={pay} disabled={paying} aria-busy={paying}>
      {thAccount.orderDetail.pay}
    </ActionButton>
  );
}
