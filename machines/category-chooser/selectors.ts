import { paths } from '../../contract/app-paths.ts';
import type { CategoryChooserSnapshot } from './category-chooser-machine.ts';
import type { ChooserCategory } from './types.ts';

/** The fixed local tile 'ทั้งหมด' (all): id 999, never from the API; it leads to /products/. */
export const ALL_CATEGORIES_TILE_ID = 999;
/** The product list with the trailing slash the spec gives this tile (section 2 "Category chooser"). */
export const ALL_CATEGORIES_PATH = `${paths.products()}/`;

export type ChooserLayout = {
  /** The first three tiles, stacked full width. */
  stacked: ChooserCategory[];
  /** The next two, side by side. */
  pair: ChooserCategory[];
  /** The rest, in a wrapping row (the 'all' tile follows them). */
  rest: ChooserCategory[];
};

/** Spec: only categories with an image_url; the first 3 stacked, the next 2 in a row, the rest in a row. */
export function chooserLayout(categories: readonly ChooserCategory[]): ChooserLayout {
  const shown = categories.filter((category) => Boolean(category.image_url));
  return { stacked: shown.slice(0, 3), pair: shown.slice(3, 5), rest: shown.slice(5) };
}

/**
 * The categories without an image (not tiles, spec): listed compactly under the tiles so every
 * category stays reachable from the chooser (none is hidden for want of a picture).
 */
export function chooserOthers(categories: readonly ChooserCategory[]): ChooserCategory[] {
  return categories.filter((category) => !category.image_url);
}

/** The banner on top: the first category's cover image, or null (the screen shows its default). */
export function chooserBanner(categories: readonly ChooserCategory[]): string | null {
  return categories.find((category) => Boolean(category.image_cover_url))?.image_cover_url ?? null;
}

export const isLoadingChooser = (snapshot: CategoryChooserSnapshot): boolean => snapshot.hasTag('loading');
export const chooserCategories = (snapshot: CategoryChooserSnapshot): ChooserCategory[] =>
  snapshot.context.categories;

/** The category list could not be loaded: the line that says so, with its retry. */
export const hasChooserFailed = (snapshot: CategoryChooserSnapshot): boolean => snapshot.matches('failed');
