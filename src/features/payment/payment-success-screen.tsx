import { Notice } from '../../components/notice.tsx';
import { th } from '../../i18n/th.ts';

/** /payment/{orderId}/successful: 'payment successful' and a button back home (spec section 2). */
export default function PaymentSuccessScreen({ name }: { name: string }) {
  return (
    <Notice
      label={name}
      symbol={{ text: '✓', color: 'brand.500' }}
      title={th.payment.successful}
      text={th.payment.successfulNote}
      action={{ to: '/home', label: th.common.backHome, replace: true }}
    />
  );
}
