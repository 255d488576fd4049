import type { HomeSnapshot } from './home-machine.ts';
import type { HomeContext, HomeSection } from './types.ts';

/** A section's items (empty while loading and after a failed load). */
export const selectBanners = (s: HomeSnapshot) => s.context.banners;
export const selectPromotions = (s: HomeSnapshot) => s.context.promotions;
export const selectShopTypes = (s: HomeSnapshot) => s.context.shopTypes;
export const selectBrands = (s: HomeSnapshot) => s.context.brands;
export const selectRecommended = (s: HomeSnapshot) => s.context.recommended;
export const selectUsual = (s: HomeSnapshot) => s.context.usual;

/** The section's request is still in flight. */
export const isSectionLoading = (s: HomeSnapshot, section: HomeSection): boolean =>
  s.matches({ loading: { [section]: 'loading' } });

const SECTIONS: readonly HomeSection[] = [
  'banners',
  'promotions',
  'shopTypes',
  'brands',
  'recommended',
  'usual',
] satisfies (keyof HomeContext)[];

/** Some section failed to load: home shows the line that says so, with its retry. */
export const hasHomeLoadFailed = (s: HomeSnapshot): boolean =>
  SECTIONS.some((section) => s.matches({ loading: { [section]: 'failed' } }));

/**
 * Every section failed to load (offline, say): nothing of home came, so the line says home could
 * not be loaded rather than that it is incomplete.
 */
export const hasEveryHomeSectionFailed = (s: HomeSnapshot): boolean =>
  SECTIONS.every((section) => s.matches({ loading: { [section]: 'failed' } }));
