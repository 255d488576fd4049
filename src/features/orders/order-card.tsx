import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import type { OrderListItem } from '../../../contract/orders.ts';
import { cardActions } from '../../../machines/order-detail/index.ts';
import { isGreyedInTab, itemCountOf, type OrderTab } from '../../../machines/order-history/index.ts';
import { TAP_AREA } from '../../components/tap-area.ts';
import { itemCount } from '../../i18n/th.ts';
import { orderStatusLabel, thAccount } from '../../i18n/th-account.ts';
import { formatThaiDate } from '../../lib/format.ts';
import { formatBaht } from '../../lib/money.ts';
import { PayButton } from './pay-button.tsx';
import { ReorderButton } from './reorder-button.tsx';

const CardLink = chakra(Link);

/**
 * One order in a history tab (spec section 2 "Orders history"): number, status label, created
 * date (Buddhist era), item count and total; the card opens the order detail. In the all tab
 * cancelled orders are greyed, an unpaid order has a pay button and the others a details link.
 */
export function OrderCard({ order, tab }: { order: OrderListItem; tab: OrderTab }) {
  const greyed = isGreyedInTab(order, tab);
  const actions = cardActions(order, tab);
  return (
    <Box
      as="article"
      data-testid="order-card"
      data-greyed={greyed || undefined}
      aria-label={`${thAccount.orders.orderNo} ${order.order_no}`}
      // Greyed with colour, not opacity: the text keeps AA contrast (docs/accessibility.md).
      bg={greyed ? 'bg.greyed' : 'bg.panel'}
      color={greyed ? 'fg.greyed' : 'fg'}
      borderRadius="md"
      boxShadow="sm"
      overflow="hidden"
    >
      <CardLink
        to={paths.orderDetail(order.order_id)}
        display="block"
        p="3"
        color="inherit"
        textDecoration="none"
      >
        <Flex justify="space-between" gap="2" align="baseline">
          <Text m="0" fontWeight="bold">
            {order.order_no}
          </Text>
          <Text m="0" fontSize="sm" fontWeight="semibold" color={greyed ? 'inherit' : 'brand.600'}>
            {orderStatusLabel(order.status_id)}
          </Text>
        </Flex>
        <Text m="0" mt="1" fontSize="sm" color="fg.muted">
          {thAccount.orders.createdDate} {formatThaiDate(order.created_date)}
        </Text>
        <Flex justify="space-between" mt="1" fontSize="sm">
          <Text m="0">{itemCount(itemCountOf(order))}</Text>
          <Text m="0" fontWeight="bold" data-testid="order-total">
            {formatBaht(order.total_amount)}
          </Text>
        </Flex>
      </CardLink>
      {(actions.pay || actions.details || actions.reorder) && (
        <Flex justify="flex-end" align="center" gap="3" px="3" pb="3">
          {actions.pay && <PayButton orderId={order.order_id} />}
          {actions.details && (
            <CardLink to={paths.orderDetail(order.order_id)} {...TAP_AREA} fontSize="sm" color="brand.600">
              {thAccount.orders.details}
            </CardLink>
          )}
          {actions.reorder && <ReorderButton orderId={order.order_id} />}
        </Flex>
      )}
    </Box>
  );
}
