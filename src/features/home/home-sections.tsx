import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HomeBrand, HomePromotion, HomeShopType } from '../../../machines/home/index.ts';
import { th } from '../../i18n/th.ts';
import { HomeImage } from './home-image.tsx';

/** Promotion covers are 750 x 300 (seeded and real). */
export const COVER_WIDTH = 750;
export const COVER_HEIGHT = 300;

/** A home section with its heading (optional) above. */
export function Section({
  title,
  label,
  children,
}: {
  title?: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-label={label} px="4" py="3">
      {title && (
        <chakra.h2 fontSize="md" fontWeight="bold" lineHeight="1.6" m="0" mb="2">
          {title}
        </chakra.h2>
      )}
      {children}
    </Box>
  );
}

/** Where a promotion leads, and what the list page shows before any lookup. */
export const promotionLink = (promotion: HomePromotion) => ({
  to: `/promotions/${promotion.id}`,
  state: { name: promotion.name, cover: promotion.image_cover },
});

/**
 * The promotion strip (spec section 2 "Home"): image_cover only, the default image on failure. Each
 * cover takes a fixed share of the row, so a single promotion is padded instead of stretching.
 */
export function PromotionStrip({ promotions }: { promotions: readonly HomePromotion[] }) {
  const single = promotions.length === 1;
  return (
    <Flex
      data-testid="promotion-strip"
      gap="3"
      overflowX="auto"
      justifyContent={single ? 'center' : 'flex-start'}
      px={single ? '6' : '0'}
      css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none' }}
    >
      {promotions.map((promotion) => {
        const { to, state } = promotionLink(promotion);
        return (
          <Box key={promotion.id} asChild flex="0 0 80%" display="block" css={{ scrollSnapAlign: 'start' }}>
            <Link to={to} state={state} aria-label={promotion.name}>
              <HomeImage
                src={promotion.image_cover}
                alt={promotion.name || th.home.promotionAlt}
                width={COVER_WIDTH}
                height={COVER_HEIGHT}
              />
            </Link>
          </Box>
        );
      })}
    </Flex>
  );
}

/**
 * The shop-type grid (spec section 9): 3, 6 or 9 columns by the width it has. Measured on the
 * content column (a container query), not the window: on a wide screen the app is a 512 px column,
 * where 9 columns would break the shop-type names mid-word.
 */
export function ShopTypeGrid({ shopTypes }: { shopTypes: readonly HomeShopType[] }) {
  return (
    <Box css={{ containerType: 'inline-size' }}>
      <Box
        data-testid="shop-type-grid"
        display="grid"
        css={{
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          '@container (min-width: 768px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
          '@container (min-width: 1024px)': { gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' },
        }}
        gap="3"
      >
        {shopTypes.map((shopType) => (
          <Box
            key={shopType.id}
            asChild
            display="block"
            color="inherit"
            textDecoration="none"
            textAlign="center"
          >
            <Link to={`/shoptype/${shopType.id}`} state={{ name: shopType.name }}>
              <HomeImage src={shopType.image} alt="" width={300} height={300} />
              <Text m="0" mt="1" fontSize="xs" lineHeight="1.6" lineClamp={2}>
                {shopType.name}
              </Text>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The brand carousel: a swipeable, snapping row; each brand opens /brands/{id} with its name and cover. */
export function BrandCarousel({ brands }: { brands: readonly HomeBrand[] }) {
  return (
    <Flex
      data-testid="brand-carousel"
      gap="3"
      overflowX="auto"
      css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none' }}
    >
      {brands.map((brand) => (
        <Box
          key={brand.id}
          asChild
          flex="0 0 calc((100% - 3 * var(--chakra-spacing-3)) / 4)"
          display="block"
          color="inherit"
          textDecoration="none"
          textAlign="center"
          css={{ scrollSnapAlign: 'start' }}
        >
          <Link to={`/brands/${brand.id}`} state={{ name: brand.name_th, cover: brand.image_cover_url }}>
            <HomeImage src={brand.image} alt="" width={300} height={300} radius="full" />
            <Text m="0" mt="1" fontSize="xs" lineHeight="1.6" truncate>
              {brand.name_th}
            </Text>
          </Link>
        </Box>
      ))}
    </Flex>
  );
}
