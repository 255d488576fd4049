import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CheckoutAddress, CheckoutSummary } from '../../../machines/checkout/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { TAP_AREA } from '../../components/tap-area.ts';
import { ThaiText } from '../../components/thai-text.tsx';
import { itemCount, quantityTimes, quantityTimesIn } from '../../i18n/th.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { formatBaht } from '../../lib/money.ts';
import { sellingUnit } from '../../lib/selling-unit.ts';
import { useInCart } from '../../services/cart-indicator.ts';

type SummaryCart = CheckoutSummary['cart'][number];

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" px="4" py="3" mb="2">
      <Heading as="h2" fontSize="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export const addressText = (
  a: Pick<CheckoutAddress, 'name' | 'sub_district' | 'district' | 'province' | 'zipcode'>,
) => [a.name, a.sub_district, a.district, a.province, a.zipcode].filter(Boolean).join(' ');

/** Shipping address with the phone link to change it (spec section 2 "Summary"). */
export function ShippingAddress({ name, address }: { name: string | null; address: CheckoutAddress | null }) {
  return (
    <Section title={thCheckout.summary.shippingAddress}>
      {address && (
        <Box data-testid="shipping-address" fontSize="sm">
          {name && <Text fontWeight="semibold">{name}</Text>}
          <Text>{addressText(address)}</Text>
          {address.phone_1 && <Text color="fg.muted">{address.phone_1}</Text>}
        </Box>
      )}
      <chakra.a
        href={`tel:${thCheckout.contact.shopPhone}`}
        {...TAP_AREA}
        mt="0"
        fontSize="sm"
        color="brand.600"
      >
        {thCheckout.summary.changeAddress}
      </chakra.a>
    </Section>
  );
}

/** Grey rows where the products and the figures will be, while the summary loads. */
export function SummarySkeleton() {
  const grey = (h: string, w = '100%') => <Box h={h} w={w} borderRadius="md" bg="gray.100" />;
  return (
    <Section title={thCheckout.summary.products}>
      <Box aria-hidden="true" data-testid="summary-skeleton">
        {[0, 1].map((row) => (
          <Flex key={row} gap="3" py="2">
            {grey('4rem', '4rem')}
            <Box flex="1">
              {grey('0.875rem', '80%')}
              <Box h="2" />
              {grey('0.875rem', '30%')}
            </Box>
          </Flex>
        ))}
        {grey('1.25rem')}
      </Box>
    </Section>
  );
}

/** Sale items, free gifts, and the order total with its line count. */
/**
 * 'x 48 แพ็ค': the line's quantity in the unit the stored cart knows it is sold by (as the cart row
 * says); 'x 48' for a line stored without its pack size (never a unit that may be wrong).
 */
function LineQuantity({ skuId, quantity }: { skuId: number; quantity: number }) {
  const packSize = useInCart(skuId)?.packSize;
  return (
    <Text fontSize="sm" color="fg.muted">
      {packSize ? quantityTimesIn(quantity, sellingUnit(packSize)) : quantityTimes(quantity)}
    </Text>
  );
}

export function ProductList({ cart }: { cart: SummaryCart }) {
  const gifts = cart.promotions.flatMap((p) =>
    p.premiums.map((gift) => ({ ...gift, key: `${p.promotion_id}-${gift.sku_id ?? ''}-${gift.title}` })),
  );
  return (
    <Section title={thCheckout.summary.products}>
      <chakra.ul listStyleType="none" m="0" p="0">
        {cart.sale_items.map((item) => (
          <Flex as="li" key={item.seq} gap="3" py="2" data-testid="summary-item">
            <Box w="16" h="16" flexShrink={0}>
              <ProductImage src={item.image} alt={item.title} size={64} decorative />
            </Box>
            <Box flex="1" minW="0">
              <Text fontSize="sm">
                <ThaiText text={item.title} />
              </Text>
              <LineQuantity skuId={item.sku_id} quantity={item.quantity} />
            </Box>
            <Text fontSize="sm">{formatBaht(item.total_net_price)}</Text>
          </Flex>
        ))}
      </chakra.ul>
      {gifts.length > 0 && (
        <Box mt="2" data-testid="free-gifts">
          <Text fontWeight="semibold" fontSize="sm">
            {thCheckout.summary.freeGifts}
          </Text>
          {gifts.map((gift) => (
            <Flex key={gift.key} justify="space-between" fontSize="sm" py="1">
              <Text>
                {gift.title} {quantityTimes(gift.free_quantity)}
              </Text>
              <Text color="fg.muted">{formatBaht(gift.price * gift.free_quantity)}</Text>
            </Flex>
          ))}
        </Box>
      )}
      <Flex justify="space-between" mt="2" pt="2" borderTopWidth="1px" fontWeight="semibold">
        <Text>
          {thCheckout.summary.orderTotal} ({itemCount(cart.sale_items.length)})
        </Text>
        <Text>{formatBaht(cart.total_sale)}</Text>
      </Flex>
    </Section>
  );
}

function Row({
  label,
  value,
  onOpen,
  testId,
}: {
  label: string;
  value: string;
  onOpen?: () => void;
  testId: string;
}) {
  return (
    <Flex justify="space-between" py="1" fontSize="sm" data-testid={testId}>
      {onOpen ? (
        <chakra.button
          type="button"
          onClick={onOpen}
          textDecoration="underline"
          textAlign="start"
          // The row's own padding is its tap area too (rows stand 4 px apart): 30 px, nothing moves.
          px="0"
          py="1"
          my="-1"
          bg="transparent"
          border="none"
        >
          {label}
        </chakra.button>
      ) : (
        <Text>{label}</Text>
      )}
      <Text>{value}</Text>
    </Flex>
  );
}

/** The payment breakdown; the two discount labels open their bottom sheets. */
export function Breakdown({
  cart,
  onPromotionSheet,
  onCouponSheet,
}: {
  cart: SummaryCart;
  onPromotionSheet: () => void;
  onCouponSheet: () => void;
}) {
  const shippingDiscount = cart.shipping_matching[0]?.shipping_discount ?? 0;
  return (
    <Section title={thCheckout.summary.paymentDetails}>
      <Row testId="total-sale" label={thCheckout.summary.subtotal} value={formatBaht(cart.total_sale)} />
      <Row
        testId="promotion-discount"
        label={thCheckout.summary.promotionDiscount}
        value={formatBaht(-cart.promotion_discounts)}
        onOpen={onPromotionSheet}
      />
      <Row
        testId="coupon-discount"
        label={thCheckout.summary.couponDiscount}
        value={formatBaht(-cart.coupon_discount)}
        onOpen={onCouponSheet}
      />
      <Row
        testId="shipping-fee"
        label={thCheckout.summary.shippingFee}
        value={formatBaht(cart.total_shipping)}
      />
      <Row
        testId="shipping-discount"
        label={thCheckout.summary.shippingDiscount}
        value={formatBaht(-shippingDiscount)}
      />
      <Flex
        justify="space-between"
        pt="2"
        mt="1"
        borderTopWidth="1px"
        fontWeight="bold"
        data-testid="net-price"
      >
        <Text>{thCheckout.summary.amountToPay}</Text>
        <Text>{formatBaht(cart.total_net_price)}</Text>
      </Flex>
    </Section>
  );
}
