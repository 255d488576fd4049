import { paths } from '../../contract/app-paths.ts';
import type { HomeBanner } from './types.ts';

/** Where a banner leads by its type (spec section 2 "Home"); null: unknown type or empty ref_id. */
const BANNER_ROUTES: Readonly<Record<string, (ref: string) => string>> = {
  category: paths.category,
  promotion: paths.promotion,
  brand: paths.brand,
};

export function bannerRoute(banner: Pick<HomeBanner, 'type' | 'ref_id'>): string | null {
  const route = Object.hasOwn(BANNER_ROUTES, banner.type) ? BANNER_ROUTES[banner.type] : undefined;
  const ref = banner.ref_id.trim();
  return route && ref ? route(ref) : null;
}
