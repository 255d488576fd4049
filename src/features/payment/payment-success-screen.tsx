import { useParams } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { AddFriendPrompt } from '../../components/add-friend-prompt.tsx';
import { Notice } from '../../components/notice.tsx';
import { th } from '../../i18n/th.ts';
import { thAccount } from '../../i18n/th-account.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { usePaidOrder } from './use-paid-order.ts';

/**
 * /payment/{orderId}/successful: 'payment successful' and a button back home (spec section 2), with
 * the order number and a button to the order (a paid order is easy to find again), and the
 * add-friend prompt for a LINE user who is not a friend of the Official Account.
 */
export default function PaymentSuccessScreen({ name }: { name: string }) {
  const { orderId = '' } = useParams();
  const { orderNo } = usePaidOrder(orderId);
  return (
    <>
      <Notice
        label={name}
        tone="success"
        title={thCheckout.payment.successful}
        text={thCheckout.payment.successfulNote}
        detail={{ text: `${thAccount.orders.orderNo} ${orderNo ?? '-'}`, testId: 'paid-order-no' }}
        secondaryAction={{ to: paths.orderDetail(orderId), label: thCheckout.payment.viewOrder }}
        action={{ to: paths.home(), label: th.common.backHome, replace: true }}
      />
      {/* Receipts and delivery news come in the chat only from a friend of the Official Account. */}
      <AddFriendPrompt placement="page" />
    </>
  );
}
