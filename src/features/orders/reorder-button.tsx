import { Flex, Text } from '@chakra-ui/react';
import { ActionButton } from '../../components/action-button.tsx';
import { th } from '../../i18n/th.ts';
import { useReorder } from './use-reorder.ts';

/**
 * 'ซื้ออีกครั้ง' (restocking an earlier order in one tap, ./use-reorder.ts): the order's items go to
 * the cart, then /cart opens. Disabled while a reorder runs; a failure is said next to the button.
 */
export function ReorderButton({ orderId, wide = false }: { orderId: number; wide?: boolean }) {
  const { busy, failed, reorder } = useReorder(orderId);
  return (
    <Flex direction="column" align={wide ? 'stretch' : 'flex-end'} gap="1" w={wide ? 'full' : undefined}>
      <ActionButton
        tone="outline"
        size="compact"
        wide={wide}
        onClick={reorder}
        disabled={busy}
        aria-busy={busy}
      >
        {th.reorder.button}
      </ActionButton>
      {failed && (
        <Text role="alert" m="0" fontSize="sm" color="red.600">
          {th.reorder.failed}
        </Text>
      )}
    </Flex>
  );
}
