import { Box, chakra, Text } from '@chakra-ui/react';
import { thCheckout } from '../../i18n/th-checkout.ts';

/** /payment/address: the single hard-coded sample tax-invoice address, one radio, always selected. */
export default function PaymentAddressScreen({ name }: { name: string }) {
  return (
    <Box as="section" aria-label={name} bg="bg.panel" px="4" py="3">
      <chakra.label display="flex" gap="3" alignItems="flex-start">
        <chakra.input type="radio" name="tax-address" checked readOnly mt="1" w="5" h="5" />
        <Text fontSize="sm">{thCheckout.payment.sampleAddress}</Text>
      </chakra.label>
    </Box>
  );
}
