import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import type { OrderDetail } from '../../../contract/orders.ts';
import { isSummaryGreyed, paymentSummaryRows } from '../../../machines/order-detail/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { RefundContacts } from '../../components/refund-contacts.tsx';
import { ThaiText } from '../../components/thai-text.tsx';
import { quantityTimes } from '../../i18n/th.ts';
import { thAccount } from '../../i18n/th-account.ts';
import { formatBaht } from '../../lib/money.ts';

/** The parts of /ordershistory/{order_id} (spec section 2 "Order detail"). */

function DetailSection({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId} bg="white" px="4" py="3" mb="2">
      <Heading as="h2" fontSize="md" m="0" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Status 6, 7 or 12: the red banner with the refund note and the customer-service contacts. */
export function CancelledBanner() {
  return (
    <Box
      role="alert"
      data-testid="cancelled-banner"
      bg="red.50"
      color="red.600"
      borderWidth="1px"
      borderColor="red.500"
      px="4"
      py="3"
      m="3"
      borderRadius="md"
    >
      <Text m="0" fontWeight="bold">
        {thAccount.orderDetail.cancelledTitle}
      </Text>
      <RefundContacts refundNote={thAccount.orderDetail.refundNote} noteSpacing="1" linkColor="inherit" />
    </Box>
  );
}

/** customer_name, the two phones, and the address lines. */
export function ShippingAddressSection({ order }: { order: OrderDetail }) {
  const a = order.shipping_address_detail;
  const phones = [a.phone_1, a.phone_2].filter(Boolean).join(', ');
  return (
    <DetailSection title={thAccount.orderDetail.shippingAddress} testId="order-shipping-address">
      <Text m="0" fontWeight="semibold">
        {order.customer_name}
      </Text>
      {phones && (
        <Text m="0" fontSize="sm" color="fg.muted">
          {phones}
        </Text>
      )}
      <Text m="0" fontSize="sm">
        {[a.address, a.sub_dist, a.district, a.province, a.zipcode].filter(Boolean).join(' ')}
      </Text>
    </DetailSection>
  );
}

const ProductLink = chakra(Link);

function LineRow({
  image,
  title,
  amount,
  quantity,
  href,
}: {
  image: string | null;
  title: string;
  amount: number;
  quantity: number;
  /** The product page, for an ordered item. */
  href?: string;
}) {
  return (
    <Flex as="li" gap="3" py="2" align="center">
      <Box w="14" h="14" flexShrink={0}>
        <ProductImage src={image} alt={title} size={56} decorative />
      </Box>
      <Box flex="1" minW="0">
        {href ? (
          <ProductLink to={href} display="block" py="1" my="-1" fontSize="sm" color="inherit">
            <ThaiText text={title} />
          </ProductLink>
        ) : (
          <Text m="0" fontSize="sm">
            <ThaiText text={title} />
          </Text>
        )}
        <Text m="0" fontSize="sm" color="fg.muted">
          {formatBaht(amount)}
        </Text>
      </Box>
      <Text m="0" fontSize="sm">
        {quantityTimes(quantity)}
      </Text>
    </Flex>
  );
}

/** The ordered items (image, title, price, quantity). */
export function ItemsSection({ order }: { order: OrderDetail }) {
  return (
    <DetailSection title={thAccount.orderDetail.items} testId="order-items">
      <chakra.ul listStyleType="none" m="0" p="0">
        {order.order_items.map((item) => (
          <LineRow
            key={item.sku_id}
            image={item.image_url}
            title={item.title}
            amount={item.price}
            quantity={item.quantity}
            href={paths.product(item.sku_id)}
          />
        ))}
      </chakra.ul>
    </DetailSection>
  );
}

/** The free gifts (title, value in baht, free_quantity); absent when the order has none. */
export function FreeGiftsSection({ order }: { order: OrderDetail }) {
  if (order.premiums.length === 0) return null;
  return (
    <DetailSection title={thAccount.orderDetail.freeGifts} testId="order-free-gifts">
      <chakra.ul listStyleType="none" m="0" p="0">
        {order.premiums.map((gift) => (
          <LineRow
            key={`${gift.title}|${gift.price}|${gift.free_quantity}`}
            image={gift.image}
            title={gift.title}
            amount={gift.price}
            quantity={gift.free_quantity}
          />
        ))}
      </chakra.ul>
    </DetailSection>
  );
}

/**
 * Total, shipping fee and amount to pay; the shipping, promotion and coupon discounts only when
 * above 0; greyed when the order was cancelled for non-payment (status 7).
 */
export function PaymentSummarySection({ order }: { order: OrderDetail }) {
  const greyed = isSummaryGreyed(order.status_id);
  const rows = paymentSummaryRows(order);
  return (
    <Box
      data-greyed={greyed || undefined}
      // Greyed with colour, not opacity: the text keeps AA contrast (docs/accessibility.md).
      color={greyed ? 'fg.greyed' : undefined}
      css={greyed ? { '& section': { bg: 'bg.greyed' } } : undefined}
    >
      <DetailSection title={thAccount.orderDetail.paymentSummary} testId="order-payment-summary">
        {rows.map(({ key, amount }) => {
          const last = key === 'amountToPay';
          return (
            <Flex
              key={key}
              data-testid={`summary-${key}`}
              justify="space-between"
              py="1"
              fontSize={last ? 'md' : 'sm'}
              fontWeight={last ? 'bold' : 'normal'}
              borderTopWidth={last ? '1px' : '0'}
              mt={last ? '1' : '0'}
              pt={last ? '2' : '1'}
            >
              <Text m="0">{thAccount.orderDetail[key]}</Text>
              <Text m="0">{formatBaht(amount)}</Text>
            </Flex>
          );
        })}
      </DetailSection>
    </Box>
  );
}
