import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { th } from '../../i18n/th.ts';

const ButtonLink = chakra(Link);

/** /ordershistory/paylater/{orderId}: payment is not possible now (spec sections 2, 4 "Pay flow", 8). */
export default function PayLaterScreen({ name }: { name: string }) {
  return (
    <Flex aria-label={name} direction="column" align="center" textAlign="center" gap="3" px="6" py="10">
      <Text aria-hidden m="0" fontSize="5xl" color="orange.400">
        !
      </Text>
      <Heading as="h2" fontSize="lg" m="0">
        {th.payment.payLaterTitle}
      </Heading>
      <Text m="0" color="fg.muted">
        {th.payment.payLaterNote}
      </Text>
      <ButtonLink
        to="/ordershistory"
        px="6"
        py="2"
        rounded="md"
        bg="brand.500"
        color="white"
        textDecoration="none"
      >
        {th.payment.backToOrders}
      </ButtonLink>
    </Flex>
  );
}
