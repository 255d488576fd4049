import { Box, Flex } from '@chakra-ui/react';
import { th } from '../../i18n/th.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-size.ts';
import { COVER_HEIGHT, COVER_WIDTH, Section } from './home-sections.tsx';

/**
 * Home's sections while their data loads: grey boxes of the size their content takes (the banner
 * and its indicator row, the covers at their aspect ratio, two rows of shop-type tiles with their
 * name line, the round brand logos with theirs), with the real headings, so the page is drawn at
 * once and, for a catalogue like the seeded one, nothing below moves when a section's data arrives
 * (CLS, issue 12).
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

/** One line of `xs` text under a tile (the shop-type and brand names). */
const NameLine = () => <Box aria-hidden="true" h="calc(var(--chakra-font-sizes-xs) * 1.6)" mt="1" />;

export function BannerSkeleton() {
  return (
    <Box px="4" pt="3" data-testid="banner-skeleton">
      <Grey aspectRatio={`${BANNER_WIDTH} / ${BANNER_HEIGHT}`} />
      {/* The carousel's indicator row (StaticBanner keeps the same space). */}
      <Box h="2" mt="2" />
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
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Box key={n}>
            <Grey aspectRatio="1" />
            <NameLine />
          </Box>
        ))}
      </Box>
    </Section>
  );
}

export function BrandsSkeleton() {
  return (
    <Section label={th.home.shopByBrand} title={th.home.shopByBrand}>
      <Flex gap="3" overflow="hidden">
        {[1, 2, 3, 4].map((n) => (
          <Box key={n} flex="0 0 calc((100% - 3 * var(--chakra-spacing-3)) / 4)">
            <Grey aspectRatio="1" radius="full" />
            <NameLine />
          </Box>
        ))}
      </Flex>
    </Section>
  );
}
