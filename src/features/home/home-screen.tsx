import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { LoadFailedPanel } from '../../components/load-failed-panel.tsx';
import { WithChakra } from '../../components/with-chakra.tsx';
import { th } from '../../i18n/th.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { useServices } from '../../services/services-context.tsx';
import { useKeptEntry } from '../../services/use-kept-entry.ts';
import { BannerSection } from './banner-section.tsx';
import { useNearViewport } from './deferred.ts';
import { BrandCarousel, PromotionStrip, Section, ShopTypeGrid } from './home-sections.tsx';
import {
  BannerSkeleton,
  BrandsSkeleton,
  PromotionsSkeleton,
  RecommendedSkeleton,
  ShopTypesSkeleton,
  UsualSkeleton,
} from './home-skeletons.tsx';
import { useHome } from './use-home.ts';

/**
 * Below the fold: the product cards (and their price formatting) load when the list comes near,
 * beside Chakra's engine rather than after it (one round trip less on a slow link).
 */
const { Component: RecommendedProducts, preload: preloadRecommended } = preloadableLazy(
  () => import('./recommended-products.tsx'),
);
/** The usual order brings the cart's chart ('สั่งซ้ำ'): a chunk of its own, when the shop has one. */
const UsualOrder = lazy(() => import('./usual-order.tsx'));

/**
 * Home (spec section 2 "Home"): banner carousel, promotion strip, shop-type grid, brand carousel
 * under 'ช้อปตามแบรนด์' (linking to /brands), recommended products. All data comes in one wave from
 * the home chart; a section still loading shows its skeleton (the boxes its content takes, so
 * nothing moves), a section that came back empty shows nothing. When some section failed to load,
 * one line at the top says so with 'ลองอีกครั้ง' (the failed sections load again, what loaded stays);
 * when every section failed (offline, say) it says home could not be loaded, not that it is
 * incomplete, as a heading and a note in the middle of the page rather than one line over a blank
 * page. They also load by themselves when the browser is back online. Going back to home
 * shows it as it was left (kept history entry: the chart's data and the scroll). Plain elements
 * (src/app/first-screen.css); the recommended products and the carousel bring Chakra with them.
 */
export default function HomeScreen({ name }: { name: string }) {
  const { entry, restored } = useKeptEntry();
  const { firstBanner } = useServices();
  const {
    banners,
    promotions,
    shopTypes,
    brands,
    recommended,
    usual,
    loading,
    loadFailed,
    everyFailed,
    retry,
    pressBanner,
  } = useHome(entry, restored);
  // Restored, the recommended products show at once: the kept scroll may be down among them.
  const [recommendedRef, showRecommended] = useNearViewport<HTMLDivElement>('0px', restored !== undefined);
  useEffect(() => {
    // A failed load shows the skeleton's retry path: the render below asks again.
    if (showRecommended) preloadRecommended().catch(() => {});
  }, [showRecommended]);
  // The usual order is below the first screen: its code (and the cart's chart it brings) loads as
  // it comes near, not with the first screen's JavaScript (docs/performance.md).
  const [usualRef, showUsual] = useNearViewport<HTMLDivElement>('0px', restored !== undefined);
  return (
    <div className="sf-home">
      {/* The screen's one h1: the header shows the logo, not a title. */}
      <h1 className="sr-only">{name}</h1>
      {everyFailed ? (
        <LoadFailedPanel
          title={th.home.loadFailedAll}
          note={th.home.loadFailedAllNote}
          onRetry={retry}
          testId="home-load-failed"
        />
      ) : (
        loadFailed && <LoadFailedLine text={th.home.loadFailed} onRetry={retry} testId="home-load-failed" />
      )}
      {loading.banners && <BannerSkeleton image={firstBanner} />}
      {banners.length > 0 && (
        <div className="sf-banner">
          <BannerSection banners={banners} onPress={pressBanner} />
        </div>
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
        <Section label={th.home.shopByBrand} title={<Link to={paths.brands()}>{th.home.shopByBrand}</Link>}>
          <BrandCarousel brands={brands} />
        </Section>
      )}
      {usual.length > 0 && (
        <Section label={th.home.usual} title={th.home.usual}>
          <div ref={usualRef}>
            {showUsual ? (
              <Suspense fallback={<UsualSkeleton items={usual} />}>
                <UsualOrder items={usual} />
              </Suspense>
            ) : (
              <UsualSkeleton items={usual} />
            )}
          </div>
        </Section>
      )}
      {recommended.length > 0 && (
        <Section label={th.home.recommended} title={th.home.recommended}>
          <div ref={recommendedRef} className="sf-recommended">
            {showRecommended ? (
              <WithChakra fallback={<RecommendedSkeleton />}>
                <Suspense fallback={<RecommendedSkeleton />}>
                  <RecommendedProducts products={recommended} />
                </Suspense>
              </WithChakra>
            ) : (
              <RecommendedSkeleton />
            )}
          </div>
        </Section>
      )}
    </div>
  );
}
