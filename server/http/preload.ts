/**
 * Home's largest image early (LCP, docs/performance.md): with the page for /home the server sends a
 * `Link: <...>; rel=preload` header for the first banner and writes that image into the banner box
 * of the page's skeleton (src/app/shell-skeleton.ts), so the browser fetches and paints it while
 * the script loads and sign-in runs, instead of after sign-in and the banners call. The image files
 * are public (so is the page); the banners answer itself stays behind the access token.
 */
export interface BannerSource {
  banners(q: { order_name: 'order'; order_by: 'asc' }): Promise<{ image: string | null }[]>;
}

/** The paths that open on home: `/` goes there. */
const HOME = /^\/(?:home\/?)?$/;
/** The skeleton's banner box (BANNER_SLOT in src/app/shell-skeleton.ts), empty in the build. */
const SLOT = /(<div data-banner-slot=""[^>]*>)(<\/div>)/;
/** The image as the skeleton renders it once React runs (bannerImageStyle). */
const IMAGE_STYLE =
  'display:block;width:100%;height:auto;aspect-ratio:750 / 300;border-radius:8px;object-fit:cover';

/** Home's first banner image (the order home asks for, machines/home/home-implementations.ts), or null. */
export async function homeBanner(url: string, catalogue: BannerSource): Promise<string | null> {
  const path = url.split('?')[0] ?? '';
  if (!HOME.test(path)) return null;
  const [first] = await catalogue.banners({ order_name: 'order', order_by: 'asc' });
  const image = first?.image;
  // Only a plain URL: nothing that could break out of the header's <...> or the attribute.
  return image && /^[\w\-./:%]+$/.test(image) ? image : null;
}

/** The Link header value preloading `image` with high priority. */
export const preloadLink = (image: string) => `<${image}>; rel=preload; as=image; fetchpriority=high`;

/** The page with `image` in the skeleton's banner box, or null when the page has no such box. */
export function withBanner(page: string, image: string): string | null {
  if (!SLOT.test(page)) return null;
  return page.replace(
    SLOT,
    `$1<img src="${image}" alt="" width="750" height="300" fetchpriority="high" style="${IMAGE_STYLE}">$2`,
  );
}
