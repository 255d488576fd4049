import type { HomeSnapshot } from './home-machine.ts';
import type { HomeContext, HomeSection } from './types.ts';

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

/**
 * What home renders of the chart but which sections still load: every section's items (empty while
 * loading and after a failed load) and which failure line shows, read as one view. The hook compares
 * it shallowly: the items are the context's own arrays, so an unchanged section keeps its reference.
 */
export const homeView = (s: HomeSnapshot) => ({
  ...s.context,
  loadFailed: hasHomeLoadFailed(s),
  everyFailed: hasEveryHomeSectionFailed(s),
});
