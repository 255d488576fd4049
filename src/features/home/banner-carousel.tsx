import { Carousel, useCarouselContext } from '@ark-ui/react/carousel';
import { chakra } from '@chakra-ui/react';
import type { HomeBanner } from '../../../machines/home/index.ts';
import { bannerPosition, goToBanner, th } from '../../i18n/th.ts';
import { BannerButton } from './banner-button.tsx';
import { AUTOPLAY_MS } from './banner-size.ts';

const Root = chakra(Carousel.Root);
const ItemGroup = chakra(Carousel.ItemGroup);
const IndicatorGroup = chakra(Carousel.IndicatorGroup);
const Indicator = chakra(Carousel.Indicator);

/** Ark's carousel names its parts in English by default; these are read by screen readers. */
const CAROUSEL_TRANSLATIONS = {
  item: (index: number, count: number) => bannerPosition(index + 1, count),
  indicator: (index: number) => goToBanner(index + 1),
  nextTrigger: th.home.nextBanner,
  prevTrigger: th.home.previousBanner,
  autoplayStart: th.home.playBanners,
  autoplayStop: th.home.pauseBanners,
};

/**
 * One banner's slide. A slide out of view is hidden from screen readers (Ark); every slide but the
 * current one (one a page; the first before the carousel has measured) is inert too, so Tab never
 * lands on a banner nobody can see.
 */
function Slide({
  banner,
  index,
  onPress,
}: {
  banner: HomeBanner;
  index: number;
  onPress: (banner: HomeBanner) => void;
}) {
  const carousel = useCarouselContext();
  return (
    <Carousel.Item index={index} inert={index !== carousel.page}>
      <BannerButton banner={banner} eager={index === 0} onPress={onPress} />
    </Carousel.Item>
  );
}

/**
 * The banner carousel (spec section 2 "Home": autoplay, loop), Ark UI's headless carousel styled
 * with Chakra props. A press goes to the chart, which routes by the banner's type or ignores it.
 */
export default function BannerCarousel({
  banners,
  onPress,
}: {
  banners: readonly HomeBanner[];
  onPress: (banner: HomeBanner) => void;
}) {
  return (
    <Root
      slideCount={banners.length}
      loop
      autoplay={{ delay: AUTOPLAY_MS }}
      aria-label={th.home.bannerAlt}
      translations={CAROUSEL_TRANSLATIONS}
      position="relative"
      data-testid="banner-carousel"
    >
      <ItemGroup borderRadius="md" overflow="hidden">
        {banners.map((banner, index) => (
          <Slide key={banner.id} banner={banner} index={index} onPress={onPress} />
        ))}
      </ItemGroup>
      {/*
       * Position dots: an 8 px dot (the current one a wider bar) every 24 px. Each takes taps 44 px
       * tall: its 24 px box and an ::after reaching up the 4 px gap to the banner (never onto it)
       * and down the 16 px below the row (its 4 px margin and the next section's 12 px padding,
       * never onto the promotion cards). Across, each has its own 24 px with no gap between them:
       * 44 px wide areas would overlap or spread the dots. Swiping and autoplay move the banners too.
       */}
      <IndicatorGroup display="flex" justifyContent="center" mt="1" mb="1">
        {banners.map((banner, index) => (
          <Indicator
            key={banner.id}
            index={index}
            position="relative"
            w="6"
            h="6"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            css={{
              '&::before': { content: '""', w: '2', h: '2', borderRadius: 'full', bg: 'gray.500' },
              '&[data-current]::before': { bg: 'brand.500', w: '4' },
              '&::after': { content: '""', position: 'absolute', insetInline: '0', top: '-1', bottom: '-4' },
            }}
          />
        ))}
      </IndicatorGroup>
    </Root>
  );
}
