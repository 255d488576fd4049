import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

const ButtonLink = chakra(Link);

import { th } from '../../i18n/th.ts';

/** /payment/{orderId}/successful: 'payment successful' and a button back home (spec section 2). */
export default function PaymentSuccessScreen({ name }: { name: string }) {
  return (
    <Flex aria-label={name} direction="column" align="center" textAlign="center" gap="3" px="6" py="10">
      <Text aria-hidden m="0" fontSize="5xl" color="green.500">
        ✓
      </Text>
      <Heading as="h2" fontSize="xl" m="0">
        {th.payment.successful}
      </Heading>
      <Text m="0" color="fg.muted">
        {th.payment.successfulNote}
      </Text>
      <ButtonLink
        to="/home"
        replace
        px="6"
        py="2"
        rounded="md"
        bg="brand.500"
        color="white"
        textDecoration="none"
      >
        {th.common.backHome}
      </ButtonLink>
    </Flex>
  );
}
