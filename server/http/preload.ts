/**
 * A `Link: <...>; rel=preload` header for the page's largest image, sent with the storefront's
 * page (issue 12, LCP): the browser starts fetching home's first banner while the page and its
 * script load, instead of after sign-in and the banners call. The image files are public (so is
 * the page); the banners answer itself stays behind the access token.
 */
export interface BannerSource {
  banners(q: { order_name: 'order'; order_by: 'asc' }): Promise<{ image: string | null }[]>;
}

/** The paths that open on home: `/` goes there. */
const HOME = /^\/(?:home\/?)?$/;

/** The Link header value for `url` (query ignored), or null when the page has no known LCP image. */
export async function lcpPreload(url: string, catalogue: BannerSource): Promise<string | null> {
  const path = url.split('?')[0] ?? '';
  if (!HOME.test(path)) return null;
  // The order home asks for (src/features/home/home-actors.ts): the first is the LCP element.
  const [first] = await catalogue.banners({ order_name: 'order', order_by: 'asc' });
  const image = first?.image;
  // Only a plain URL: nothing that could break out of the header's <...>.
  if (!image || !/^[\w\-./:%]+$/.test(image)) return null;
  return `<${image}>; rel=preload; as=image; fetchpriority=high`;
}
