import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { AddFriendPrompt } from '../../components/add-friend-prompt.tsx';
import { NoticeSkeleton } from '../../components/detail-skeletons.tsx';
import {
  DetailUnavailable,
  ORDER_NOT_FOUND,
  type UnavailableTexts,
} from '../../components/detail-unavailable.tsx';
import { Notice } from '../../components/notice.tsx';
import { th } from '../../i18n/th.ts';
import { thAccount } from '../../i18n/th-account.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { usePaidOrder } from './use-paid-order.ts';

const UNAVAILABLE: UnavailableTexts = {
  notFound: ORDER_NOT_FOUND,
  loadFailed: thCheckout.payment.checkFailed,
  testId: 'paid-order-load-failed',
  skeleton: <NoticeSkeleton />,
};

/**
 * /payment/{orderId}/successful: 'payment successful' and a button back home (spec section 2), with
 * the order number and a button to the order (a paid order is easy to find again), and the
 * add-friend prompt for a LINE user who is not a friend of the Official Account.
 * It says 'payment successful' only once the order is loaded and its status says paid: an order
 * that is not (opened from a shared or kept address) goes to its own page, which says its status
 * and offers the payment. While the order loads a grey notice stands in; a load that got no answer
 * says so with a retry, and loads again when the browser is back online.
 */
export default function PaymentSuccessScreen({ name }: { name: string }) {
  const { orderId = '' } = useParams();
  const { view, orderNo, retry } = usePaidOrder(orderId);
  if (view === 'unpaid') return <Navigate to={paths.orderDetail(orderId)} replace />;
  if (view !== 'paid') {
    return (
      <section aria-label={name} aria-busy={view === 'checking'}>
        <DetailUnavailable
          texts={UNAVAILABLE}
          view={{
            loading: view === 'checking',
            notFound: view === 'notFound',
            loadFailed: view === 'failed',
          }}
          onRetry={retry}
        />
      </section>
    );
  }
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
