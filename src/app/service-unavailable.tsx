import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { th } from '../i18n/th.ts';

/**
 * Sign-in met a service outage (LINE or the shop's backend answered 503, issue 11 item 4): say so
 * and offer to try again. Never the 'not registered' text, never closing the window.
 */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex role="alert" minH="100dvh" direction="column" align="center" justify="center" gap="3" p="6">
      <Heading as="h1" fontSize="lg" m="0" textAlign="center">
        {th.app.unavailableTitle}
      </Heading>
      <Text m="0" color="fg.muted" textAlign="center">
        {th.app.unavailableNote}
      </Text>
      <chakra.button
        type="button"
        onClick={onRetry}
        px="6"
        py="2.5"
        border="none"
        rounded="md"
        bg="brand.500"
        color="white"
        fontWeight="semibold"
      >
        {th.app.retry}
      </chakra.button>
    </Flex>
  );
}
