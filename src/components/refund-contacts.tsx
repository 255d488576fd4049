import { chakra, Flex, Text } from '@chakra-ui/react';
import { thAccount } from '../i18n/th-account.ts';
import { chatContact, phoneContact, thCheckout } from '../i18n/th-checkout.ts';
import { TAP_AREA } from './tap-area.ts';

/**
 * Where money is to come back: the refund note, 'contact customer service', and the customer-service
 * phone (a tel: link) and chat account in one row. Under a cancelled order's banner and on the QR
 * page of a payment that did not count for its order.
 */
export function RefundContacts({
  refundNote,
  linkColor,
  noteSpacing,
  contactColor,
  centred = false,
}: {
  refundNote: string;
  linkColor: string;
  /** Space above each note (none where the parent spaces its children). */
  noteSpacing?: string;
  contactColor?: string;
  centred?: boolean;
}) {
  return (
    <>
      <Text m="0" mt={noteSpacing} fontSize="sm">
        {refundNote}
      </Text>
      <Text m="0" mt={noteSpacing} fontSize="sm" color={contactColor}>
        {thAccount.orderDetail.contactNote}
      </Text>
      <Flex gap="4" mt="1" fontSize="sm" wrap="wrap" justify={centred ? 'center' : undefined}>
        <chakra.a
          href={`tel:${thCheckout.contact.customerServicePhone}`}
          {...TAP_AREA}
          color={linkColor}
          fontWeight="semibold"
        >
          {phoneContact(thCheckout.contact.customerServicePhone)}
        </chakra.a>
        <Text m="0" fontWeight="semibold">
          {chatContact(thCheckout.contact.chatAccount)}
        </Text>
      </Flex>
    </>
  );
}
