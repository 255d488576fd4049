import { Box, chakra, Text } from '@chakra-ui/react';
import { thCheckout } from '../../i18n/th-checkout.ts';

/** /payment/method: the QR payment (method id 1) is the only option (spec section 9). */
export default function PaymentMethodScreen({ name }: { name: string }) {
  return (
    <Box as="section" aria-label={name} bg="bg.panel" px="4" py="3">
      <chakra.label display="flex" gap="3" alignItems="center" minH="11">
        <chakra.input type="radio" name="payment-method" value="1" checked readOnly w="5" h="5" />
        <Text fontSize="sm">{thCheckout.payment.qrPayment}</Text>
      </chakra.label>
    </Box>
  );
}
