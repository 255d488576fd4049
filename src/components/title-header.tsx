import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';

/** Header of the checkout, account and product layouts: back arrow, a centred title, an end slot. */
export function TitleHeader({ title, showBack, end }: { title: string; showBack: boolean; end?: ReactNode }) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      minH="12"
      px="1"
      bg="bg.panel"
      borderBottom="1px solid"
      borderColor="border"
    >
      <Box w="11">{showBack && <BackButton />}</Box>
      <Heading as="h1" flex="1" textAlign="center" fontSize="md" fontWeight="bold" lineHeight="1.6" m="0">
        {title}
      </Heading>
      <Box w="11">{end}</Box>
    </Flex>
  );
}
