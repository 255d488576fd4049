import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TAP_AREA } from '../../components/tap-area.ts';
import { phoneContact, thCheckout } from '../../i18n/th-checkout.ts';

/**
 * The QR page's 5 steps, contacts and notes (spec section 2 "Payment screens"). Once the QR has
 * expired the steps to save and scan it and the note asking not to close the page no longer hold
 * (nothing is being checked): only the contacts and the order's 24-hour note stay.
 */
export function QrInstructions({ expired = false }: { expired?: boolean }) {
  return (
    <Box px="4" py="3" display="flex" flexDirection="column" gap="3">
      {!expired && (
        <Part id="qr-how-to-pay" title={thCheckout.qr.howToPay}>
          <Items list={chakra.ol} marker="decimal" items={thCheckout.qr.steps} />
        </Part>
      )}
      <Part id="qr-contact" title={thCheckout.qr.contact}>
        <Text fontSize="sm">
          <chakra.a
            href={`tel:${thCheckout.contact.customerServicePhone.replace(/-/g, '')}`}
            {...TAP_AREA}
            color="brand.600"
          >
            {phoneContact(thCheckout.contact.customerServicePhone)}
          </chakra.a>
        </Text>
        <Text fontSize="sm">LINE {thCheckout.contact.chatAccount}</Text>
      </Part>
      <Part id="qr-notes" title={thCheckout.qr.notesTitle}>
        <Items
          list={chakra.ul}
          marker="disc"
          items={expired ? thCheckout.qr.expiredNotes : thCheckout.qr.notes}
          color="fg.muted"
        />
      </Part>
    </Box>
  );
}

/** One part of the instructions: a section named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading id={id} as="h2" fontSize="md" m="0" mb="2">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The steps (numbered) or the notes (bulleted), one small line each. */
function Items(props: {
  list: typeof chakra.ol | typeof chakra.ul;
  marker: 'decimal' | 'disc';
  items: readonly string[];
  color?: string;
}) {
  const List = props.list;
  return (
    <List listStyleType={props.marker} m="0" ps="5" display="flex" flexDirection="column" gap="1">
      {props.items.map((item) => (
        <li key={item}>
          <Text fontSize="sm" color={props.color}>
            {item}
          </Text>
        </li>
      ))}
    </List>
  );
}
