import type { CategoryDrawerSnapshot } from './category-drawer-machine.ts';
import type { DrawerCategory } from './types.ts';

export const isDrawerOpen = (snapshot: CategoryDrawerSnapshot): boolean => snapshot.matches('open');

/** The category list is loading (the drawer shows a status line). */
export const isLoadingCategories = (snapshot: CategoryDrawerSnapshot): boolean => snapshot.hasTag('loading');

export const drawerCategories = (snapshot: CategoryDrawerSnapshot): DrawerCategory[] =>
  snapshot.context.categories;

/** Ids of the expanded categories (a stable array between unrelated changes). */
export const expandedCategoryIds = (snapshot: CategoryDrawerSnapshot): number[] => snapshot.context.expanded;
