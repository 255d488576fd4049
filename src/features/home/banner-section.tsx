import { lazy, Suspense } from 'react';
import type { HomeBanner } from '../../../machines/home/index.ts';
import { WithChakra } from '../../components/with-chakra.tsx';
import { BannerButton } from './banner-button.tsx';
import { AUTOPLAY_MS } from './banner-size.ts';
import { useAfterInteraction } from './deferred.ts';

const BannerCarousel = lazy(() => import('./banner-carousel.tsx'));

type Props = { banners: readonly HomeBanner[]; onPress: (banner: HomeBanner) => void };

/** The first banner as a plain pressable image: what shows until the carousel's code is in. */
function StaticBanner({ banners, onPress }: Props) {
  const first = banners[0];
  if (!first) return null;
  return (
    <div data-testid="banner-carousel">
      <BannerButton banner={first} eager onPress={onPress} />
      {/* The indicator row's height, so nothing moves when the carousel takes over. */}
      {banners.length > 1 && <div className="sf-banner-indicators" />}
    </div>
  );
}

/**
 * The banner carousel (autoplay, loop). The first banner shows at once; Ark's carousel (swipe,
 * autoplay, indicators), with Chakra, is loaded on the first interaction or when the first
 * autoplay step is due, so it stays off the JavaScript /home needs to show itself.
 */
export function BannerSection(props: Props) {
  const enhance = useAfterInteraction(AUTOPLAY_MS) && props.banners.length > 1;
  if (!enhance) return <StaticBanner {...props} />;
  const still = <StaticBanner {...props} />;
  return (
    <WithChakra fallback={still}>
      <Suspense fallback={still}>
        <BannerCarousel {...props} />
      </Suspense>
    </WithChakra>
  );
}
