import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import type { ProductDetailData } from '../../../machines/product-detail/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { ThaiText } from '../../components/thai-text.tsx';
import { th } from '../../i18n/th.ts';
import { formatBaht, formatBahtWord } from '../../lib/format.ts';
import { PromotionList } from './promotion-list.tsx';

/** A discount percent worth showing: set and above 0. */
export const isDiscounted = (product: Pick<ProductDetailData, 'discount_price'>): boolean =>
  product.discount_price !== null && product.discount_price > 0;

/** The '-N%' badge text (N as given: 15 -> '-15%', 12.5 -> '-12.5%'). */
export const discountBadge = (percent: number): string => `-${percent}%`;

export interface ProductDetailViewProps {
  product: ProductDetailData;
  /** The image box: where the fly-to-cart animation starts. */
  imageRef?: Ref<HTMLDivElement>;
  /** The share button, under the price (src/features/product/share/share-button.tsx). */
  share?: ReactNode;
}

/**
 * The product detail page's content (spec section 2 "Product detail"): image, title, net price, the
 * struck-through list price with 'บาท' and a '-N%' badge when discounted, promotion tables and the
 * description under 'รายละเอียดสินค้า'. The description is React text (never parsed as HTML);
 * white-space: pre-line keeps its line breaks.
 */
export function ProductDetailView({ product, imageRef, share }: ProductDetailViewProps) {
  const discounted = isDiscounted(product);
  return (
    <Box as="article" bg="bg.panel">
      <Box ref={imageRef} maxW="sm" mx="auto" p="4">
        <ProductImage src={product.image_url} alt={product.title} size={480} decorative />
      </Box>
      <Box px="4" pb="3">
        <Heading as="h2" fontSize="lg" fontWeight="bold" lineHeight="1.6" m="0">
          <ThaiText text={product.title} />
        </Heading>
        {product.pack_size && (
          <Text m="0" mt="1" fontSize="sm" color="fg.muted" data-testid="pack-size">
            {product.pack_size}
          </Text>
        )}
        <Flex align="baseline" gap="2" mt="1" wrap="wrap">
          <Text as="span" fontSize="xl" fontWeight="bold" color="brand.600" data-testid="net-price">
            {formatBaht(product.net_price)}
          </Text>
          {discounted && (
            <>
              <Text as="s" fontSize="sm" color="fg.muted" data-testid="list-price">
                {formatBahtWord(product.price)}
              </Text>
              <Text
                as="span"
                fontSize="xs"
                fontWeight="bold"
                color="white"
                bg="red.500"
                borderRadius="sm"
                px="1.5"
                data-testid="discount-badge"
              >
                {discountBadge(product.discount_price ?? 0)}
              </Text>
            </>
          )}
        </Flex>
        {share}
      </Box>
      <PromotionList heading={th.product.promotions} promotions={product.promotion_description} />
      <Box as="section" px="4" py="3" borderTop="8px solid" borderColor="bg.subtle">
        <Heading as="h2" fontSize="md" fontWeight="bold" m="0" mb="2">
          {th.product.description}
        </Heading>
        <Text whiteSpace="pre-line" fontSize="sm" m="0" data-testid="product-description">
          {product.description}
        </Text>
      </Box>
    </Box>
  );
}
