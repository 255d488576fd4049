import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { ActionButton } from '../../components/action-button.tsx';
import { thAccount } from '../../i18n/th-account.ts';
import { qrTimeLeft, thCheckout } from '../../i18n/th-checkout.ts';
import { formatBaht } from '../../lib/money.ts';
import { QrConnectionLost } from './qr-connection-lost.tsx';
import { QrErrorDialog } from './qr-error-dialog.tsx';
import { QrExpired } from './qr-expired.tsx';
import { QrInstructions } from './qr-instructions.tsx';
import { QrLarge } from './qr-large.tsx';
import { QrPaidToRefund } from './qr-paid-to-refund.tsx';
import { usePaymentPoll } from './use-payment-poll.ts';

const QR_SIZE = 240;

/**
 * /payment/{paymentId}/{orderId}/qrcode (spec section 2 "Payment screens", section 4 "Payment
 * status"): the order number, the amount, the PromptPay QR from the navigation
 * state and the countdown to the deadline (these four fit one 360x640 screen), a save button, the
 * payee, a way to the order, the instructions; once expired, the expiry notice with 'new QR' and
 * 'go to the order'; paid but not for this order (status 6), the refund notice instead of the QR.
 * While the status checks do not reach the server, a line under the countdown says so (the QR stays).
 * The chart polls, counts and navigates. The header title comes from the layout.
 */
function QrPage({ name, paymentId, orderId }: { name: string; paymentId: string; orderId: string }) {
  const poll = usePaymentPoll(paymentId, orderId);
  if (poll.paidToRefund) {
    return (
      <QrPaidToRefund
        label={name}
        orderNo={poll.orderNo}
        amount={poll.totalAmount}
        onOpenOrder={poll.openOrder}
      />
    );
  }
  if (!poll.active || !poll.qrCode) return null;
  const dataUrl = `data:image/jpeg;base64,${poll.qrCode}`;
  return (
    <Box aria-label={name} pb="6">
      <Flex direction="column" align="center" gap="2" px="4" pt="3" pb="3" bg="bg.panel">
        <Text m="0" fontSize="sm" data-testid="qr-order-no">
          {thAccount.orders.orderNo} {poll.orderNo ?? '-'}
        </Text>
        {/* Issue 20 item 5: order number, amount, QR and countdown first, in one phone screen (360x640). */}
        <Flex align="baseline" gap="2" wrap="wrap" justify="center">
          <Text m="0" color="fg.muted" fontSize="sm">
            {thCheckout.qr.totalAmount}
          </Text>
          <Text m="0" fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="qr-amount">
            {poll.totalAmount === null ? '-' : formatBaht(poll.totalAmount)}
          </Text>
        </Flex>
        {poll.expired ? (
          <>
            <QrExpired
              renewing={poll.renewing}
              canRenew={poll.canRenew}
              onRenew={poll.renew}
              onOpenOrder={poll.openOrder}
            />
            <QrConnectionLost lost={poll.connectionLost} expired />
          </>
        ) : (
          <>
            <Image
              src={dataUrl}
              alt={thCheckout.qr.imageAlt}
              width={QR_SIZE}
              height={QR_SIZE}
              w={`${QR_SIZE}px`}
              h={`${QR_SIZE}px`}
              bg="gray.100"
              data-testid="qr-image"
            />
            <Text m="0" role="timer" aria-live="off" fontWeight="medium">
              {qrTimeLeft(poll.clock)}
            </Text>
            <QrConnectionLost lost={poll.connectionLost} expired={false} />
            <ActionButton
              tone="outline"
              size="compact"
              onClick={poll.save}
              disabled={!poll.canSave}
              aria-busy={poll.sharing}
            >
              {thCheckout.qr.saveQr}
            </ActionButton>
          </>
        )}
        <Text m="0" fontSize="sm">
          {thCheckout.qr.payee}: {thCheckout.qr.payeeName}
        </Text>
        {!poll.expired && (
          <ActionButton tone="outline" size="compact" onClick={poll.openOrder}>
            {thCheckout.qr.viewOrder}
          </ActionButton>
        )}
      </Flex>
      <QrInstructions expired={poll.expired} />
      <QrErrorDialog open={poll.errorDialog} onClose={poll.closeErrorDialog} />
      <QrLarge open={poll.enlarged} src={dataUrl} onClose={poll.closeLarge} />
    </Box>
  );
}

/** A new QR of the same order opens this route again: a fresh chart per navigation (location key). */
export default function QrScreen({ name }: { name: string }) {
  const { paymentId = '', orderId = '' } = useParams();
  const { key } = useLocation();
  return <QrPage key={key} name={name} paymentId={paymentId} orderId={orderId} />;
}
