import { paths } from '../../../contract/app-paths.ts';
import { Notice } from '../../components/notice.tsx';
import { thCheckout } from '../../i18n/th-checkout.ts';

/** /ordershistory/paylater/{orderId}: payment is not possible now (spec sections 2, 4 "Pay flow", 8). */
export default function PayLaterScreen({ name }: { name: string }) {
  return (
    <Notice
      label={name}
      tone="warning"
      title={thCheckout.payment.payLaterTitle}
      text={thCheckout.payment.payLaterNote}
      action={{ to: paths.ordersHistory(), label: thCheckout.payment.backToOrders }}
    />
  );
}
