import type { CategoryWithSubs } from '../../contract/catalogue.ts';
import type { Navigate } from '../navigation.ts';
/** Types of the category drawer chart (category-drawer-machine.ts). */

/** A category with its sub-categories, as the drawer lists them. */
export type DrawerCategory = CategoryWithSubs;

/** loadCategories' input: the customer group to filter by, null for every category. */
export type LoadCategoriesInput = { customerGroupId: number | null };

export type CategoryDrawerInput = {
  /** The current path (shoptype pages filter by the group and prefix paths with /shoptype). */
  pathname: string;
  /** The selected customer group of the persisted dialog state ('auth'), if any. */
  customerGroupId: number | null;
};

export type CategoryDrawerContext = {
  pathname: string;
  /** The selected customer group; cleared when the user leaves shoptype pages. */
  customerGroupId: number | null;
  categories: DrawerCategory[];
  /** The group the list was loaded for; undefined while no list is loaded. */
  loadedFor: number | null | undefined;
  /** Ids of the categories whose sub-categories are shown. */
  expanded: number[];
};

export type CategoryDrawerEvent =
  | { type: 'drawer.open' }
  /** Mask click or Escape. */
  | { type: 'drawer.close' }
  | { type: 'drawer.toggleCategory'; categoryId: number }
  | { type: 'drawer.chooseCategory'; categoryId: number }
  | { type: 'drawer.chooseSubCategory'; categoryId: number; subCategoryId: number }
  /** The route changed; customerGroupId is the persisted selection at that moment. */
  | { type: 'drawer.routeChanged'; pathname: string; customerGroupId: number | null };

/** Navigation state of /categories/{id} (read by the product list screen). */
type CategoryNavigationState = { name: string; cover: string | null };
/** Navigation state of /subcategories/{id} and /shoptype/subcategories/{id}. */
type SubCategoryNavigationState = {
  categoryName: string;
  subCategoryName: string;
  cover: string | null;
  /** On shoptype pages: the customer group the list is filtered by. */
  customerGroupId?: number;
};

export type CategoryDrawerEmitted = Navigate<CategoryNavigationState | SubCategoryNavigationState>;
