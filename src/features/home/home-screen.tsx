import { Box, Heading } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { th } from '../../i18n/th.ts';
import { useKeptEntry } from '../../services/use-kept-entry.ts';
import { BannerSection } from './banner-section.tsx';
import { useNearViewport } from './deferred.ts';
import { BrandCarousel, PromotionStrip, Section, ShopTypeGrid } from './home-sections.tsx';
import { BannerSkeleton, BrandsSkeleton, PromotionsSkeleton, ShopTypesSkeleton } from './home-skeletons.tsx';
import { useHome } from './use-home.ts';

/** Below the fold: the product cards (and their price formatting) load when the list comes near. */
const RecommendedProducts = lazy(() => import('./recommended-products.tsx'));

/**
 * Home (spec section 2 "Home"): banner carousel, promotion strip, shop-type grid, brand carousel
 * under 'ช้อปตามแบรนด์' (linking to /brands), recommended products. All data comes in one wave from
 * the home chart; a section still loading shows its skeleton (the boxes its content takes, so
 * nothing moves), a section whose load failed or came back empty shows nothing. Going back to home
 * shows it as it was left (kept history entry: the chart's data and the scroll).
 */
export default function HomeScreen({ name }: { name: string }) {
  const { entry, restored } = useKeptEntry();
  const { banners, promotions, shopTypes, brands, recommended, loading, pressBanner } = useHome(
    entry,
    restored,
  );
  // Restored, the recommended products show at once: the kept scroll may be down among them.
  const [recommendedRef, showRecommended] = useNearViewport<HTMLDivElement>('0px', restored !== undefined);
  return (
    <Box aria-label={name} pb="2">
      {/* The screen's one h1: the header shows the logo, not a title. */}
      <Heading as="h1" srOnly>
        {name}
      </Heading>
      {loading.banners && <BannerSkeleton />}
      {banners.length > 0 && (
        <Box px="4" pt="3">
          <BannerSection banners={banners} onPress={pressBanner} />
        </Box>
      )}
      {loading.promotions && <PromotionsSkeleton />}
      {promotions.length > 0 && (
        <Section label={th.home.promotionAlt}>
          <PromotionStrip promotions={promotions} />
        </Section>
      )}
      {loading.shopTypes && <ShopTypesSkeleton />}
      {shopTypes.length > 0 && (
        <Section label={th.home.shopTypes} title={th.home.shopTypes}>
          <ShopTypeGrid shopTypes={shopTypes} />
        </Section>
      )}
      {loading.brands && <BrandsSkeleton />}
      {brands.length > 0 && (
        <Section
          label={th.home.shopByBrand}
          title={
            <Box asChild color="inherit" textDecoration="none">
              <Link to="/brands">{th.home.shopByBrand}</Link>
            </Box>
          }
        >
          <BrandCarousel brands={brands} />
        </Section>
      )}
      {recommended.length > 0 && (
        <Section label={th.home.recommended} title={th.home.recommended}>
          <Box ref={recommendedRef} minH="40">
            {showRecommended && (
              <Suspense fallback={null}>
                <RecommendedProducts products={recommended} />
              </Suspense>
            )}
          </Box>
        </Section>
      )}
    </Box>
  );
}
