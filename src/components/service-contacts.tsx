import { chakra, Flex, Text } from '@chakra-ui/react';
import { chatContact, phoneContact, th } from '../i18n/th.ts';

/**
 * The customer-service phone (a tel: link) and chat account in one row: under the refund notes of a
 * cancelled order and of a QR payment that did not count for its order.
 */
export function ServiceContacts({ linkColor, centred = false }: { linkColor: string; centred?: boolean }) {
  return (
    <Flex gap="4" mt="1" fontSize="sm" wrap="wrap" justify={centred ? 'center' : undefined}>
      <chakra.a href={`tel:${th.contact.customerServicePhone}`} color={linkColor} fontWeight="semibold">
        {phoneContact(th.contact.customerServicePhone)}
      </chakra.a>
      <Text m="0" fontWeight="semibold">
        {chatContact(th.contact.chatAccount)}
      </Text>
    </Flex>
  );
}
