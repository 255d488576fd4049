import { Carousel } from '@ark-ui/react/carousel';
import { chakra } from '@chakra-ui/react';
import type { HomeBanner } from '../../../machines/home/index.ts';
import { th } from '../../i18n/th.ts';
import { BannerButton } from './banner-button.tsx';
import { AUTOPLAY_MS } from './banner-size.ts';

const Root = chakra(Carousel.Root);
const ItemGroup = chakra(Carousel.ItemGroup);
const IndicatorGroup = chakra(Carousel.IndicatorGroup);
const Indicator = chakra(Carousel.Indicator);

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
      position="relative"
      data-testid="banner-carousel"
    >
      <ItemGroup borderRadius="md" overflow="hidden">
        {banners.map((banner, index) => (
          <Carousel.Item key={banner.id} index={index}>
            <BannerButton banner={banner} eager={index === 0} onPress={onPress} />
          </Carousel.Item>
        ))}
      </ItemGroup>
      <IndicatorGroup display="flex" justifyContent="center" gap="1.5" mt="2">
        {banners.map((banner, index) => (
          <Indicator
            key={banner.id}
            index={index}
            w="2"
            h="2"
            p="0"
            border="0"
            borderRadius="full"
            bg="gray.300"
            cursor="pointer"
            css={{ '&[data-current]': { bg: 'brand.600', w: '4' } }}
          />
        ))}
      </IndicatorGroup>
    </Root>
  );
}
