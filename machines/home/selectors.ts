import type { HomeSnapshot } from './home-machine.ts';
import { HOME_SECTIONS } from './sections.ts';
import type { HomeSection } from './types.ts';

/** The section's request is still in flight (its chart, home-section-machine.ts, told home nothing yet). */
export const isSectionLoading = (s: HomeSnapshot, section: HomeSection): boolean =>
  s.context.sections[section] === 'loading';

/** Some section failed to load: home shows the line that says so, with its retry. */
export const hasHomeLoadFailed = (s: HomeSnapshot): boolean =>
  HOME_SECTIONS.some((section) => s.context.sections[section] === 'failed');

/**
 * Every section failed to load (offline, say): nothing of home came, so the line says home could
 * not be loaded rather than that it is incomplete.
 */
export const hasEveryHomeSectionFailed = (s: HomeSnapshot): boolean =>
  HOME_SECTIONS.every((section) => s.context.sections[section] === 'failed');

/**
 * What home renders of the chart but which sections still load: every section's items (empty while
 * loading and after a failed load) and which failure line shows, read as one view. The hook compares
 * it shallowly: the items are the context's own arrays, so an unchanged section keeps its reference.
 */
export const homeView = (s: HomeSnapshot) => ({
  ...s.context.items,
  loadFailed: hasHomeLoadFailed(s),
  everyFailed: hasEveryHomeSectionFailed(s),
});
