import { chakra, Flex, Text } from '@chakra-ui/react';
import { chatContact, phoneContact, thCheckout } from '../i18n/th-checkout.ts';

/**
 * The customer-service phone (a tel: link) and chat account in one row: under the refund notes of a
 * cancelled order and of a QR payment that did not count for its order.
 */
export function ServiceContacts({ linkColor, centred = false }: { linkColor: string; centred?: boolean }) {
  return (
    <Flex gap="4" mt="1" fontSize="sm" wrap="wrap" justify={centred ? 'center' : undefined}>
      <chakra.a
        href={`tel:${thCheckout.contact.customerServicePhone}`}
        color={linkColor}
        fontWeight="semibold"
      >
        {phoneContact(thCheckout.contact.customerServicePhone)}
      </chakra.a>
      <Text m="0" fontWeight="semibold">
        {chatContact(thCheckout.contact.chatAccount)}
      </Text>
    </Flex>
  );
}
