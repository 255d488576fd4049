import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { phoneContact, th } from '../../i18n/th.ts';

/** The QR page's 5 steps, contacts and notes (spec section 2 "Payment screens"). */
export function QrInstructions() {
  return (
    <Box px="4" py="3" display="flex" flexDirection="column" gap="3">
      <section aria-labelledby="qr-how-to-pay">
        <Heading id="qr-how-to-pay" as="h2" fontSize="md" m="0" mb="2">
          {th.qr.howToPay}
        </Heading>
        <chakra.ol listStyleType="decimal" m="0" ps="5" display="flex" flexDirection="column" gap="1">
          {th.qr.steps.map((step) => (
            <li key={step}>
              <Text fontSize="sm">{step}</Text>
            </li>
          ))}
        </chakra.ol>
      </section>
      <section aria-labelledby="qr-contact">
        <Heading id="qr-contact" as="h2" fontSize="md" m="0" mb="2">
          {th.qr.contact}
        </Heading>
        <Text fontSize="sm">
          <chakra.a href={`tel:${th.contact.customerServicePhone.replace(/-/g, '')}`} color="brand.600">
            {phoneContact(th.contact.customerServicePhone)}
          </chakra.a>
        </Text>
        <Text fontSize="sm">LINE {th.contact.chatAccount}</Text>
      </section>
      <section aria-labelledby="qr-notes">
        <Heading id="qr-notes" as="h2" fontSize="md" m="0" mb="2">
          {th.qr.notesTitle}
        </Heading>
        <chakra.ul listStyleType="disc" m="0" ps="5" display="flex" flexDirection="column" gap="1">
          {th.qr.notes.map((note) => (
            <li key={note}>
              <Text fontSize="sm" color="fg.muted">
                {note}
              </Text>
            </li>
          ))}
        </chakra.ul>
      </section>
    </Box>
  );
}
