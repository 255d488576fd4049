import { Grey } from '../../components/grey.tsx';
import { th } from '../../i18n/th.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-size.ts';
import { COVER_HEIGHT, COVER_WIDTH, Section } from './home-sections.tsx';

/**
 * Home's sections while their data loads: grey boxes of the size their content takes (the banner
 * and its indicator row, the covers at their aspect ratio, two rows of shop-type tiles with their
 * name line, the round brand logos with theirs), with the real headings, so the page is drawn at
 * once and, for a catalogue like the seeded one, nothing below moves when a section's data arrives
 * (CLS, docs/performance.md). Plain elements (src/app/first-screen.css).
 */

/** One line of `xs` text under a tile (the shop-type and brand names). */
const NameLine = () => <div aria-hidden="true" className="sf-name-line" />;

const cover = `${COVER_WIDTH} / ${COVER_HEIGHT}`;

/**
 * The banner's box; on a page the server opened on home it already shows the first banner's image
 * (the shell's skeleton did too, src/app/shell-skeleton.ts), so it stays on screen until the
 * banners arrive.
 */
export function BannerSkeleton({ image }: { image?: string | null }) {
  const ratio = `${BANNER_WIDTH} / ${BANNER_HEIGHT}`;
  return (
    <div className="sf-banner" data-testid="banner-skeleton">
      {image ? (
        <img
          src={image}
          alt=""
          className="sf-image"
          style={{ aspectRatio: ratio }}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          fetchPriority="high"
        />
      ) : (
        <Grey aspectRatio={ratio} />
      )}
      {/* The carousel's indicator row, as StaticBanner and the carousel take it: nothing below moves
          when the banners arrive before the other sections (it was 12 px shorter, CLS 0.01). */}
      <div className="sf-banner-indicators" />
    </div>
  );
}

export function PromotionsSkeleton() {
  return (
    <Section label={th.home.promotionAlt}>
      <div className="sf-row sf-row-still">
        <Grey aspectRatio={cover} flex="0 0 80%" />
        <Grey aspectRatio={cover} flex="0 0 80%" />
      </div>
    </Section>
  );
}

/** Tiles of a picture over its name line: the shop types' grid, the brands' row of round logos. */
function TilesSkeleton(props: { title: string; count: number; row: string; tile?: string; round?: boolean }) {
  return (
    <Section label={props.title} title={props.title}>
      <div className={props.row}>
        {Array.from({ length: props.count }, (_, n) => `tile-${n}`).map((key) => (
          <div key={key} className={props.tile}>
            <Grey aspectRatio="1" round={props.round} />
            <NameLine />
          </div>
        ))}
      </div>
    </Section>
  );
}

export const ShopTypesSkeleton = () => <TilesSkeleton title={th.home.shopTypes} count={6} row="sf-grid" />;

export const BrandsSkeleton = () => (
  <TilesSkeleton title={th.home.shopByBrand} count={4} row="sf-row sf-row-still" tile="sf-brand" round />
);

/**
 * The usual order's rows and its button while its code loads (it loads as it comes into view, with
 * the cart's chart): a picture's box and the two lines of text a row takes, so the section is never
 * an empty heading.
 */
export function UsualSkeleton({ items }: { items: readonly { sku_id: number }[] }) {
  return (
    <div className="sf-usual" aria-hidden="true" data-testid="usual-skeleton">
      {items.map((item) => (
        <div key={item.sku_id} className="sf-usual-item">
          <div className="sf-grey" style={{ width: 48, height: 48, flexShrink: 0 }} />
          <div className="sf-grey" style={{ flex: 1, height: 40 }} />
        </div>
      ))}
      <div className="sf-grey" style={{ height: 44 }} />
    </div>
  );
}

/** The recommended products' first cards while their code loads (below the first screen). */
export function RecommendedSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="recommended-skeleton"
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--chakra-spacing-3)' }}
    >
      <Grey aspectRatio="3 / 4" />
      <Grey aspectRatio="3 / 4" />
      <Grey aspectRatio="3 / 4" />
      <Grey aspectRatio="3 / 4" />
    </div>
  );
}
