import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ActionButton } from '../../components/action-button.tsx';
import { RefundContacts } from '../../components/refund-contacts.tsx';
import { thAccount } from '../../i18n/th-account.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { formatBaht } from '../../lib/money.ts';

/**
 * Payment status 6 on the QR page (paidToRefund): the money arrived but did not pay for the
 * order (a newer QR had replaced this one, or the order was cancelled). Never 'payment successful':
 * it says the order was not paid by it, that the money comes back in 7-10 working days (the refund
 * note of spec section 2's cancelled banner) with the customer-service contacts, and offers the order.
 */
export function QrPaidToRefund({
  label,
  orderNo,
  amount,
  onOpenOrder,
}: {
  label: string;
  orderNo: string | null;
  amount: number | null;
  onOpenOrder: () => void;
}) {
  return (
    <Box as="section" aria-label={label} px="4" py="6">
      <Flex
        direction="column"
        align="center"
        gap="2"
        px="4"
        py="5"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="orange.300"
        rounded="md"
        textAlign="center"
        role="alert"
        data-testid="qr-paid-to-refund"
      >
        <Heading as="h2" m="0" fontSize="lg" color="orange.700">
          {thCheckout.qr.notCountedTitle}
        </Heading>
        <Text m="0" fontSize="sm" data-testid="qr-order-no">
          {thAccount.orders.orderNo} {orderNo ?? '-'}
        </Text>
        <Text m="0" fontSize="sm" color="fg.muted">
          {thCheckout.qr.notCountedNote}
        </Text>
        {amount !== null && (
          <Text m="0" fontWeight="semibold" data-testid="qr-refund-amount">
            {thCheckout.qr.refundAmount} {formatBaht(amount)}
          </Text>
        )}
        <RefundContacts
          refundNote={thCheckout.qr.notCountedRefund}
          contactColor="fg.muted"
          linkColor="brand.600"
          centred
        />
        <ActionButton onClick={onOpenOrder} mt="2">
          {thCheckout.qr.viewOrder}
        </ActionButton>
      </Flex>
    </Box>
  );
}
