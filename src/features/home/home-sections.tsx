import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import type { HomeBrand, HomePromotion, HomeShopType } from '../../../machines/home/index.ts';
import { th } from '../../i18n/th.ts';
import { brandListLink } from '../../lib/list-links.ts';
import { HomeImage } from './home-image.tsx';

/** Promotion covers are 750 x 300 (seeded and real). */
export const COVER_WIDTH = 750;
export const COVER_HEIGHT = 300;

/*
 * Home's sections are plain elements styled by src/app/first-screen.css: /home renders without
 * Chakra's run-time (docs/performance.md).
 */

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
    <section aria-label={label} className="sf-section">
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}

/** Where a promotion leads, and what the list page shows before any lookup. */
export const promotionLink = (promotion: HomePromotion) => ({
  to: paths.promotion(promotion.id),
  state: { name: promotion.name, cover: promotion.image_cover },
});

/**
 * The promotion strip (spec section 2 "Home"): image_cover only, the default image on failure. Each
 * cover takes a fixed share of the row, so a single promotion is padded instead of stretching.
 */
export function PromotionStrip({ promotions }: { promotions: readonly HomePromotion[] }) {
  const single = promotions.length === 1;
  return (
    <div data-testid="promotion-strip" className={single ? 'sf-row sf-row-single' : 'sf-row'}>
      {promotions.map((promotion) => {
        const { to, state } = promotionLink(promotion);
        return (
          <Link key={promotion.id} to={to} state={state} aria-label={promotion.name} className="sf-cover">
            <HomeImage
              src={promotion.image_cover}
              alt={promotion.name || th.home.promotionAlt}
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
            />
          </Link>
        );
      })}
    </div>
  );
}

/**
 * The shop-type grid (spec section 9): 3, 6 or 9 columns by the width it has. Measured on the
 * content column (a container query), not the window: on a wide screen the app is a 512 px column,
 * where 9 columns would break the shop-type names mid-word.
 */
export function ShopTypeGrid({ shopTypes }: { shopTypes: readonly HomeShopType[] }) {
  return (
    <div className="sf-grid-box">
      <div data-testid="shop-type-grid" className="sf-grid">
        {shopTypes.map((shopType) => (
          <Link
            key={shopType.id}
            to={paths.shopType(shopType.id)}
            state={{ name: shopType.name }}
            className="sf-tile"
          >
            <HomeImage src={shopType.image} alt="" width={300} height={300} />
            <p className="sf-tile-name sf-clamp-2">{shopType.name}</p>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** The brand carousel: a swipeable, snapping row; each brand opens /brands/{id} with its name and cover. */
export function BrandCarousel({ brands }: { brands: readonly HomeBrand[] }) {
  return (
    <div data-testid="brand-carousel" className="sf-row">
      {brands.map((brand) => (
        <Link key={brand.id} {...brandListLink(brand)} className="sf-tile sf-brand">
          <HomeImage src={brand.image} alt="" width={300} height={300} radius="full" />
          <p className="sf-tile-name sf-truncate">{brand.name_th}</p>
        </Link>
      ))}
    </div>
  );
}
