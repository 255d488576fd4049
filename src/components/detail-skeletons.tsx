import type { ReactNode } from 'react';
import { Grey } from './grey.tsx';

/**
 * What a product's, an order's and a coupon's page shows while its item loads, on the first load
 * and again after 'ลองอีกครั้ง' (the page is never empty under its header, however slow the
 * answer; src/components/detail-unavailable.tsx): grey boxes in the shape of the content that will
 * take their place. Hidden from assistive tech; the page's section says it is busy (aria-busy).
 * Plain elements (src/app/plain-components.css): the product page renders without Chakra.
 */

/** Grey lines of text, one per width (each width once: it is the line's key). */
function Lines({ widths, height = '1rem' }: { widths: readonly string[]; height?: string }) {
  return widths.map((width) => <Grey key={width} line width={width} height={height} />);
}

/** A picture's square box beside lines of text (an order's item, a coupon's card). */
function PictureRow({ size, widths, card = false }: { size: string; widths: string[]; card?: boolean }) {
  return (
    <div className={card ? 'sf-skeleton-row sf-skeleton-card' : 'sf-skeleton-row'}>
      <Grey width={size} aspectRatio="1" />
      <div>
        <Lines widths={widths} />
      </div>
    </div>
  );
}

const Skeleton = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <div data-testid={testId} aria-hidden="true">
    {children}
  </div>
);

/** The product page's picture, title, price and description (src/features/product/product-detail-view.tsx). */
export const ProductSkeleton = () => (
  <Skeleton testId="product-skeleton">
    <div className="sf-product-article">
      <div className="sf-product-picture">
        <Grey aspectRatio="1" />
      </div>
      <div className="sf-product-main">
        <Lines widths={['85%', '55%']} height="1.25rem" />
        <Lines widths={['35%']} height="1.5rem" />
        <Lines widths={['100%', '90%', '70%']} />
      </div>
    </div>
  </Skeleton>
);

/** The order page's number and status, address, items and payment summary, each on its white band. */
export const OrderSkeleton = () => (
  <Skeleton testId="order-skeleton">
    {[
      ['30%', '60%', '45%'],
      ['35%', '50%', '90%'],
    ].map((widths) => (
      <div key={widths.join()} className="sf-skeleton-band">
        <Lines widths={widths} />
      </div>
    ))}
    <div className="sf-skeleton-band">
      <Lines widths={['25%']} />
      <PictureRow size="4rem" widths={['80%', '30%']} />
    </div>
    <div className="sf-skeleton-band">
      <Lines widths={['40%', '100%', '95%']} />
    </div>
  </Skeleton>
);

/** A coupon list's first cards while it loads (picture and three lines each). */
export const CouponListSkeleton = () => (
  <Skeleton testId="coupon-list-skeleton">
    {['first', 'second', 'third'].map((card) => (
      <PictureRow key={card} size="5rem" widths={['90%', '50%', '60%']} card />
    ))}
  </Skeleton>
);

/** The coupon page's card (picture and three lines) and the text under it. */
export const CouponSkeleton = () => (
  <Skeleton testId="coupon-skeleton">
    <PictureRow size="5rem" widths={['90%', '50%', '60%']} card />
    <div className="sf-skeleton-card">
      <Lines widths={['60%', '100%', '80%', '45%']} />
    </div>
  </Skeleton>
);

/** A centred notice's symbol and two lines (the success page while it checks its order). */
export const NoticeSkeleton = () => (
  <Skeleton testId="notice-skeleton">
    <div className="sf-notice">
      <Grey width="3rem" aspectRatio="1" />
      <Lines widths={['50%', '70%']} height="1.25rem" />
    </div>
  </Skeleton>
);
