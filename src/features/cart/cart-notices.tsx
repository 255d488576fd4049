import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { RemovedLine, ReorderNotice } from '../../../machines/cart/index.ts';
import { LINES_MAX } from '../../contract/limits.ts';
import { lineRemoved, reorderUnavailable, th, tooManyLines } from '../../i18n/th.ts';

/** The cart page's messages from the chart: lines not refreshed, a reorder's outcome, too many lines. */
export function CartNotices({
  stale,
  reorderNotice,
  tooMany,
  count,
}: {
  stale: boolean;
  reorderNotice: ReorderNotice | null;
  tooMany: boolean;
  count: number;
}) {
  const messages = [
    stale && { key: 'stale', text: th.cart.notRefreshed },
    reorderNotice?.kind === 'unavailable' && {
      key: 'reorder',
      text: reorderUnavailable(reorderNotice.names),
    },
    tooMany && { key: 'too-many', text: tooManyLines(LINES_MAX, count) },
  ].filter((m): m is { key: string; text: string } => Boolean(m));
  if (messages.length === 0) return null;
  return (
    <Box role="status" px="3" pt="3" display="flex" flexDirection="column" gap="2">
      {messages.map((m) => (
        <Text
          key={m.key}
          data-testid={`cart-notice-${m.key}`}
          m="0"
          px="3"
          py="2"
          borderRadius="md"
          bg="orange.50"
          color="orange.800"
          fontSize="sm"
        >
          {m.text}
        </Text>
      ))}
    </Box>
  );
}

/** 'ลบ … แล้ว' with 'เลิกทำ' while the chart offers the undo. */
export function UndoBar({ removed, onUndo }: { removed: RemovedLine | null; onUndo: () => void }) {
  if (!removed) return null;
  return (
    <Flex
      role="status"
      data-testid="undo-bar"
      mx="3"
      mt="2"
      px="3"
      py="2"
      gap="3"
      align="center"
      justify="space-between"
      borderRadius="md"
      bg="gray.800"
      color="white"
      fontSize="sm"
    >
      <Text m="0" lineClamp={2}>
        {lineRemoved(removed.line.name)}
      </Text>
      <chakra.button
        type="button"
        onClick={onUndo}
        bg="transparent"
        border="none"
        color="yellow.300"
        fontWeight="bold"
        minH="44px"
        px="2"
        cursor="pointer"
      >
        {th.cart.undo}
      </chakra.button>
    </Flex>
  );
}
