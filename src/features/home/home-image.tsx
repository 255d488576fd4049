import { useState } from 'react';

/** The default image shown where a home image is missing or fails to load (spec section 8). */
const DEFAULT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 12"><rect width="30" height="12" fill="#edf2f7"/>' +
      '<path d="M12 8l2-3 2 2 1-1 2 2z" fill="#a0aec0"/></svg>',
  );

export interface HomeImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size (the img's width/height attributes); the box keeps this aspect ratio. */
  width: number;
  height: number;
  /** Eager and high priority for the first banner (above the fold); lazy otherwise. */
  eager?: boolean;
  /** Rounded corners (md), round (the brand logos) or square ('0'). */
  radius?: 'md' | 'full' | '0';
}

const SHAPES = { md: 'sf-image', full: 'sf-image sf-round', '0': 'sf-image sf-square' } as const;

/** An image of fixed aspect ratio (nothing shifts while it loads) with the default image on failure. */
export function HomeImage({ src, alt, width, height, eager = false, radius = 'md' }: HomeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      src={broken ? DEFAULT_IMAGE : src}
      alt={alt}
      className={SHAPES[radius]}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-default-image={broken ? '' : undefined}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the first screen's largest image (its LCP element): fetched first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      width={width}
      height={height}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
