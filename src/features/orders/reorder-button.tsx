import { chakra, Flex, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { isReordering, reorderFailedFor } from '../../../machines/cart/index.ts';
import { th } from '../../i18n/th.ts';
import { getCartActor } from '../../services/cart/cart-actor.ts';
import { useCartServices } from '../../services/cart/use-cart-services.ts';

/**
 * 'ซื้ออีกครั้ง' (restocking an earlier order in one tap): sends the order to the cart chart (`cart.reorder`), which adds
 * its items with today's prices, ticks exactly those lines and navigates to /cart (followed by the
 * account layout). Disabled while a reorder runs; a failure is said next to the button.
 */
export function ReorderButton({ orderId, wide = false }: { orderId: number; wide?: boolean }) {
  useCartServices();
  const cart = getCartActor();
  const busy = useSelector(cart, isReordering);
  const failed = useSelector(cart, (snapshot) => reorderFailedFor(snapshot, orderId));
  return (
    <Flex direction="column" align={wide ? 'stretch' : 'flex-end'} gap="1" w={wide ? 'full' : undefined}>
      <chakra.button
        type="button"
        onClick={() => cart.send({ type: 'cart.reorder', orderId })}
        disabled={busy}
        aria-busy={busy}
        px="5"
        py={wide ? '3' : '1.5'}
        minH="44px"
        border="1px solid"
        borderColor="brand.500"
        borderRadius="md"
        bg="white"
        color="brand.600"
        fontWeight="semibold"
        cursor="pointer"
        _disabled={{ opacity: 0.6, cursor: 'progress' }}
      >
        {th.reorder.button}
      </chakra.button>
      {failed && (
        <Text role="alert" m="0" fontSize="sm" color="red.600">
          {th.reorder.failed}
        </Text>
      )}
    </Flex>
  );
}
