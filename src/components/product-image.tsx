import { useState } from 'react';
import { th } from '../i18n/th.ts';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size for the img's width/height attributes (the box itself is square and fluid). */
  size?: number;
  /** Corner radius token. */
  radius?: '0' | 'sm' | 'md' | 'full';
  /** Above the fold (the product page's picture): loaded at once with high priority, not lazily. */
  priority?: boolean;
  /**
   * The image only repeats text next to it (a card's title): alt="" so screen readers do not read
   * the name twice (WCAG H67).
   */
  decorative?: boolean;
}

/** A neutral bottle, shown where a product has no image or its image fails to load. */
function BottleIcon() {
  return (
    <svg
      width="40%"
      height="40%"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 2h4v3l1.5 3.5A3 3 0 0116 10v10a2 2 0 01-2 2h-4a2 2 0 01-2-2V10a3 3 0 01.5-1.5L10 5z" />
      <path d="M8 13h8M8 17h8" />
    </svg>
  );
}

/**
 * A product image in a square box (nothing shifts while it loads), lazily loaded, with a bottle
 * placeholder when `src` is missing or the image fails (spec section 8 "Image load failure").
 * Plain elements (src/app/plain-components.css), usable with or without Chakra.
 */
export function ProductImage({
  src,
  alt,
  size = 300,
  radius = 'md',
  decorative = false,
  priority = false,
}: ProductImageProps) {
  const name = decorative ? '' : alt || th.common.imageAlt;
  // The src that failed; a new src gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const style =
    radius === 'md' ? undefined : { borderRadius: radius === '0' ? 0 : `var(--chakra-radii-${radius})` };
  return (
    <div className="sf-product-image" style={style}>
      {broken ? (
        decorative ? (
          <div aria-hidden data-testid="product-image-placeholder">
            <BottleIcon />
          </div>
        ) : (
          <div role="img" aria-label={name} data-testid="product-image-placeholder">
            <BottleIcon />
          </div>
        )
      ) : (
        <img
          src={src}
          alt={name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={size}
          height={size}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
