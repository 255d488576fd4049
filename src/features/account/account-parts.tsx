import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { UserIcon } from '../../components/icons.tsx';
import { thAccount } from '../../i18n/th-account.ts';

/** Pieces shared by /profiles and /information. */

/** The LINE profile picture in a circle; a person icon when there is none or it fails to load. */
export function Avatar({ src, size = 16 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <Flex
      w={size}
      h={size}
      flexShrink={0}
      borderRadius="full"
      overflow="hidden"
      bg="gray.100"
      color="gray.400"
      align="center"
      justify="center"
    >
      {show ? (
        <chakra.img
          src={src}
          alt={thAccount.account.profilePictureAlt}
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <UserIcon size={32} role="img" aria-label={thAccount.account.profilePictureAlt} />
      )}
    </Flex>
  );
}

/** The grey page under the account header that /profiles and /information lay their cards on. */
export function AccountPage({ name, busy, children }: { name: string; busy?: boolean; children: ReactNode }) {
  return (
    <Flex
      as="section"
      aria-label={name}
      aria-busy={busy}
      direction="column"
      gap="3"
      p="3"
      bg="gray.50"
      minH="full"
    >
      {children}
    </Flex>
  );
}

/** The white, rounded, lightly shadowed look of every card on the account pages. */
export const WHITE_CARD = { bg: 'white', borderRadius: 'md', boxShadow: 'sm' } as const;

export function Card({ title, testId, children }: { title?: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId} {...WHITE_CARD} p="4">
      {title && (
        <Heading as="h2" fontSize="md" m="0" mb="2">
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}

/** A label and its value on one line; nothing when the value is empty. */
export function Field({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | null | undefined;
  testId?: string;
}) {
  if (!value) return null;
  return (
    <Flex justify="space-between" gap="3" py="1" fontSize="sm" data-testid={testId}>
      <Text m="0" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text m="0" textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}
