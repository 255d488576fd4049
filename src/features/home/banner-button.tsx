import type { HomeBanner } from '../../../machines/home/index.ts';
import { th } from '../../i18n/th.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-size.ts';
import { HomeImage } from './home-image.tsx';

/** One banner as a pressable image: the static first banner and every carousel slide. */
export function BannerButton({
  banner,
  eager,
  onPress,
}: {
  banner: HomeBanner;
  eager: boolean;
  onPress: (banner: HomeBanner) => void;
}) {
  return (
    <button type="button" className="sf-banner-button" onClick={() => onPress(banner)}>
      <HomeImage
        src={banner.image}
        alt={banner.name || th.home.bannerAlt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        eager={eager}
      />
    </button>
  );
}
