import { Box, Flex } from '@chakra-ui/react';
import { th } from '../../i18n/th.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-size.ts';
import { COVER_HEIGHT, COVER_WIDTH, Section } from './home-sections.tsx';

/**
 * Home's sections while their data loads: grey boxes of the size their content takes (the banner
 * and covers at their aspect ratio, the shop-type tiles, the round brand logos), with the real
 * headings, so the page is drawn at once and nothing moves when the data arrives.
 */
const Grey = (props: { aspectRatio: string; radius?: string; flex?: string }) => (
  <Box
    aria-hidden="true"
    bg="gray.100"
    borderRadius={props.radius ?? 'md'}
    aspectRatio={props.aspectRatio}
    flex={props.flex}
  />
);

export function BannerSkeleton() {
  return (
    <Box px="4" pt="3" data-testid="banner-skeleton">
      <Grey aspectRatio={`${BANNER_WIDTH} / ${BANNER_HEIGHT}`} />
    </Box>
  );
}

export function PromotionsSkeleton() {
  return (
    <Section label={th.home.promotionAlt}>
      <Flex gap="3" overflow="hidden">
        <Grey aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`} flex="0 0 80%" />
        <Grey aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`} flex="0 0 80%" />
      </Flex>
    </Section>
  );
}

export function ShopTypesSkeleton() {
  return (
    <Section label={th.home.shopTypes} title={th.home.shopTypes}>
      <Box display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap="3">
        <Grey aspectRatio="1" />
        <Grey aspectRatio="1" />
        <Grey aspectRatio="1" />
      </Box>
    </Section>
  );
}

export function BrandsSkeleton() {
  return (
    <Section label={th.home.shopByBrand} title={th.home.shopByBrand}>
      <Flex gap="3" overflow="hidden">
        {[1, 2, 3, 4].map((n) => (
          <Grey
            key={n}
            aspectRatio="1"
            radius="full"
            flex="0 0 calc((100% - 3 * var(--chakra-spacing-3)) / 4)"
          />
        ))}
      </Flex>
    </Section>
  );
}
