import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../contract/app-paths.ts';
import { cartLineOf } from '../../machines/cart/index.ts';
import type { ProductSummary } from '../../machines/product-list/index.ts';
import { inCartLabel } from '../i18n/th.ts';
import { formatBaht } from '../lib/money.ts';
import { nameAndPack, sellingUnit } from '../lib/selling-unit.ts';
import { useInCart } from '../services/cart-indicator.ts';
import { ProductImage } from './product-image.tsx';
import { QuickAddButton } from './quick-add.tsx';
import { ThaiText } from './thai-text.tsx';

/** '-15%' for 15, '-12.5%' for 12.5: a whole percentage shows no decimals. */
export function discountLabel(percent: number): string {
  const rounded = Math.round(percent * 100) / 100;
  return `-${Number.isInteger(rounded) ? rounded.toFixed(0) : String(rounded)}%`;
}

const CardLink = chakra(Link);

/** A discount is shown when discount_price is set (a positive percentage). */
const hasDiscount = (product: ProductSummary): product is ProductSummary & { discount_price: number } =>
  product.discount_price !== null && product.discount_price > 0;

/**
 * A product in a list (spec section 2 "Card contents"): image, title clamped to 2 lines, net
 * price, a '-N%' badge and the struck-through list price, and under the title its selling unit,
 * said once (a title that ends with it shows without it: src/lib/selling-unit.ts `nameAndPack`).
 * The card opens /products/{id}; beside that link, in its bottom corner, the quick add '+'
 * (src/components/quick-add.tsx) opens the add panel for this product, and under the price the
 * amount already in the cart, in its selling unit.
 */
export function ProductCard({ product }: { product: ProductSummary }) {
  const showListPrice = product.price !== product.net_price;
  const inCart = useInCart(product.id);
  const shown = nameAndPack(product.title, product.pack_size);
  return (
    <Box position="relative" h="full">
      <CardLink
        to={paths.product(product.id)}
        data-testid="product-card"
        display="flex"
        flexDirection="column"
        h="full"
        bg="white"
        borderRadius="md"
        boxShadow="sm"
        overflow="hidden"
        color="inherit"
        textDecoration="none"
      >
        <Box position="relative">
          <ProductImage src={product.image_url} alt={product.title} radius="0" decorative />
          {hasDiscount(product) && (
            <Box
              data-testid="discount-badge"
              position="absolute"
              top="2"
              right="2"
              px="1.5"
              borderRadius="sm"
              bg="red.500"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="1.6"
            >
              {discountLabel(product.discount_price)}
            </Box>
          )}
        </Box>
        <Flex direction="column" flex="1" gap="1" p="2">
          <Text
            data-testid="product-title"
            m="0"
            fontSize="sm"
            lineHeight="1.6"
            minH="2lh"
            overflow="hidden"
            style={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            <ThaiText text={shown.name} />
          </Text>
          {/* The selling unit on a line of its own: a title cut at two lines may lose it, and two
              cards of one drink differ by it ('แพ็ค 12 ขวด', 'ลัง 24 ขวด'). The line stays when empty:
              the cards of a row keep their prices level. */}
          <Text
            data-testid="product-pack-size"
            m="0"
            minH="1lh"
            fontSize="xs"
            lineHeight="1.6"
            color="fg.muted"
            truncate
          >
            {shown.packSize}
          </Text>
          <Flex align="baseline" gap="1.5" wrap="wrap" mt="auto" pr="11">
            <Text as="span" m="0" fontWeight="bold" color="brand.600">
              {formatBaht(product.net_price)}
            </Text>
            {showListPrice && (
              <chakra.del fontSize="xs" color="fg.muted">
                {formatBaht(product.price)}
              </chakra.del>
            )}
          </Flex>
          <Text
            data-testid="in-cart"
            m="0"
            minH="1lh"
            fontSize="xs"
            lineHeight="1.6"
            color="brand.700"
            pr="11"
          >
            {inCart && inCartLabel(inCart.qty, sellingUnit(inCart.packSize ?? product.pack_size))}
          </Text>
        </Flex>
      </CardLink>
      <QuickAddButton product={{ ...cartLineOf(product), netPrice: product.net_price }} />
    </Box>
  );
}
