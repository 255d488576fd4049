import { Box, chakra, Flex, Image, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { qrTimeLeft, th } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';
import { QrErrorDialog } from './qr-error-dialog.tsx';
import { QrInstructions } from './qr-instructions.tsx';
import { usePaymentPoll } from './use-payment-poll.ts';

const QR_SIZE = 240;

/**
 * /payment/{paymentId}/{orderId}/qrcode (spec section 2 "Payment screens", section 4 "Payment
 * status"): the PromptPay QR from the navigation state, the amount, payee, countdown, instructions;
 * the chart polls the status and navigates. The header title comes from the layout.
 */
export default function QrScreen({ name }: { name: string }) {
  const { paymentId = '', orderId = '' } = useParams();
  const poll = usePaymentPoll(paymentId, orderId);
  if (!poll.active || !poll.qrCode) return null;
  const dataUrl = `data:image/jpeg;base64,${poll.qrCode}`;
  return (
    <Box aria-label={name} pb="6">
      <Flex direction="column" align="center" gap="2" px="4" pt="4" pb="3" bg="bg.panel">
        <Image
          src={dataUrl}
          alt={th.qr.imageAlt}
          width={QR_SIZE}
          height={QR_SIZE}
          w={`${QR_SIZE}px`}
          h={`${QR_SIZE}px`}
          bg="gray.100"
          data-testid="qr-image"
        />
        <chakra.a
          href={dataUrl}
          download={`promptpay-${poll.orderNo ?? orderId}.jpg`}
          px="4"
          py="2"
          rounded="md"
          borderWidth="1px"
          borderColor="brand.500"
          color="brand.600"
          fontSize="sm"
          textDecoration="none"
        >
          {th.qr.saveQr}
        </chakra.a>
        <Text m="0" color="fg.muted" fontSize="sm">
          {th.qr.totalAmount}
        </Text>
        <Text m="0" fontSize="2xl" fontWeight="bold" data-testid="qr-amount">
          {poll.totalAmount === null ? '-' : formatBaht(poll.totalAmount)}
        </Text>
        <Text m="0" fontSize="sm">
          {th.qr.payee}: {th.qr.payeeName}
        </Text>
        <Text m="0" role="timer" aria-live="off" color={poll.expired ? 'red.500' : 'fg'} fontWeight="medium">
          {poll.expired ? th.qr.expired : qrTimeLeft(poll.clock)}
        </Text>
      </Flex>
      <QrInstructions />
      <QrErrorDialog open={poll.errorDialog} onClose={poll.closeErrorDialog} />
    </Box>
  );
}
