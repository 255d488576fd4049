import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths, routeOfPath } from '../../contract/app-paths.ts';
import { notProvided } from '../chart-helpers.ts';
import type {
  CategoryDrawerContext,
  CategoryDrawerEmitted,
  CategoryDrawerEvent,
  CategoryDrawerInput,
  DrawerCategory,
  LoadCategoriesInput,
} from './types.ts';

/**
 * The category drawer (spec section 2 "Category drawer", section 4 "Category drawer"): closed or
 * open; opening loads the category list (filtered by the selected customer group on shoptype pages;
 * a failure is silent and leaves the list empty). A category with no sub-categories, or a
 * sub-category, closes the drawer and emits `navigate`. Leaving shoptype pages clears the selected
 * group (persisted by `persistSelectedGroupCleared`, provided by src/features/catalogue).
 * Pure: `loadCategories` is a placeholder the app replaces with `machine.provide(...)`.
 */

/** Shop-type pages: /shoptype/{groupId} and /shoptype/subcategories/{id}. */
export const isShoptypePath = (pathname: string): boolean => {
  const route = routeOfPath(pathname);
  return route === 'shoptype/:indexId' || route === 'shoptype/subcategories/:indexId';
};

/** A category product list: /categories/{id} replaces such an entry instead of stacking on it. */
const isCategoryPage = (pathname: string): boolean => routeOfPath(pathname) === 'categories/:indexId';

const findCategory = (context: CategoryDrawerContext, categoryId: number): DrawerCategory | undefined =>
  context.categories.find((category) => category.category_id === categoryId);

type CategoryParams = { categoryId: number };
type SubCategoryParams = { categoryId: number; subCategoryId: number };
type RouteParams = { pathname: string; customerGroupId: number | null };

const categoryOf = ({ event }: { event: { categoryId: number } }): CategoryParams => ({
  categoryId: event.categoryId,
});
const subCategoryOf = ({ event }: { event: SubCategoryParams }): SubCategoryParams => ({
  categoryId: event.categoryId,
  subCategoryId: event.subCategoryId,
});
const routeOf = ({ event }: { event: RouteParams }): RouteParams => ({
  pathname: event.pathname,
  customerGroupId: event.customerGroupId,
});
const groupOf = ({ context }: { context: CategoryDrawerContext }): LoadCategoriesInput => ({
  customerGroupId: context.customerGroupId,
});

export const categoryDrawerMachine = setup({
  types: {
    context: {} as CategoryDrawerContext,
    events: {} as CategoryDrawerEvent,
    emitted: {} as CategoryDrawerEmitted,
    input: {} as CategoryDrawerInput,
    tags: {} as 'loading',
  },
  actors: {
    loadCategories: fromPromise<DrawerCategory[], LoadCategoriesInput>(
      notProvided('category drawer', 'loadCategories'),
    ),
  },
  guards: {
    /** The loaded list is the one for the current group: reopening shows it without a reload. */
    isListCurrent: ({ context }) =>
      context.loadedFor !== undefined && context.loadedFor === context.customerGroupId,
    isCategoryWithoutSubs: ({ context }, { categoryId }: CategoryParams) =>
      findCategory(context, categoryId)?.sub_categories.length === 0,
    isKnownSubCategory: ({ context }, { categoryId, subCategoryId }: SubCategoryParams) =>
      findCategory(context, categoryId)?.sub_categories.some((s) => s.sub_category_id === subCategoryId) ??
      false,
    isShoptypeRoute: (_, { pathname }: RouteParams) => isShoptypePath(pathname),
    hasSelectedGroup: ({ context }, { customerGroupId }: RouteParams) =>
      context.customerGroupId !== null || customerGroupId !== null,
  },
  actions: {
    assignCategories: assign(({ context }, categories: DrawerCategory[]) => ({
      categories,
      loadedFor: context.customerGroupId,
      expanded: [],
    })),
    // Load failure is silent: the list stays empty, and the next opening tries again.
    assignNoCategories: assign({ categories: [], loadedFor: undefined, expanded: [] }),
    toggleExpanded: assign(({ context }, { categoryId }: CategoryParams) => ({
      expanded: context.expanded.includes(categoryId)
        ? context.expanded.filter((id) => id !== categoryId)
        : [...context.expanded, categoryId],
    })),
    assignRoute: assign((_, { pathname, customerGroupId }: RouteParams) => ({ pathname, customerGroupId })),
    assignPathname: assign((_, { pathname }: RouteParams) => ({ pathname })),
    clearSelectedGroup: assign({ customerGroupId: null }),
    /** Writes customer_group_id: null to the persisted dialog state; provided by the app. */
    persistSelectedGroupCleared: () => {},
    // /categories/{id} has no shoptype variant in the route table, so it keeps its plain path.
    emitNavigateToCategory: emit(({ context }, { categoryId }: CategoryParams) => {
      const category = findCategory(context, categoryId);
      return {
        type: 'navigate' as const,
        to: paths.category(categoryId),
        replace: isCategoryPage(context.pathname),
        state: { name: category?.category_name ?? '', cover: category?.image_cover_url ?? null },
      };
    }),
    emitNavigateToSubCategory: emit(({ context }, { categoryId, subCategoryId }: SubCategoryParams) => {
      const category = findCategory(context, categoryId);
      const sub = category?.sub_categories.find((s) => s.sub_category_id === subCategoryId);
      const onShoptype = isShoptypePath(context.pathname) && context.customerGroupId !== null;
      return {
        type: 'navigate' as const,
        to: onShoptype ? paths.shopTypeSubcategory(subCategoryId) : paths.subcategory(subCategoryId),
        replace: false,
        state: {
          categoryName: category?.category_name ?? '',
          subCategoryName: sub?.sub_category_name ?? '',
          cover: category?.image_cover_url ?? sub?.image ?? null,
          ...(onShoptype && context.customerGroupId !== null
            ? { customerGroupId: context.customerGroupId }
            : {}),
        },
      };
    }),
  },
}).createMachine({
  id: 'categoryDrawer',
  description:
    "Category drawer 'หมวดหมู่สินค้า': closed or open; on shoptype pages filtered by the chosen customer group.",
  context: ({ input }) => ({
    pathname: input.pathname,
    customerGroupId: isShoptypePath(input.pathname) ? input.customerGroupId : null,
    categories: [],
    loadedFor: undefined,
    expanded: [],
  }),
  initial: 'closed',
  on: {
    'drawer.routeChanged': [
      {
        guard: { type: 'isShoptypeRoute', params: routeOf },
        description: 'The route changes to a shoptype page: keep its customer group to filter the list.',
        actions: { type: 'assignRoute', params: routeOf },
      },
      {
        guard: { type: 'hasSelectedGroup', params: routeOf },
        description: 'The route leaves the shoptype pages: the selected customer group is cleared.',
        actions: [
          { type: 'assignPathname', params: routeOf },
          { type: 'clearSelectedGroup' },
          { type: 'persistSelectedGroupCleared' },
        ],
      },
      {
        description: 'Any other route change: only the path is noted.',
        actions: { type: 'assignPathname', params: routeOf },
      },
    ],
  },
  states: {
    closed: {
      description: 'The drawer is hidden.',
      on: {
        'drawer.open': [
          {
            guard: 'isListCurrent',
            target: 'open.ready',
            description: 'The header button opens the drawer on the list already loaded for this group.',
          },
          {
            target: 'open.loading',
            description: 'The header button opens the drawer and loads the categories.',
          },
        ],
      },
    },
    open: {
      description: 'The drawer slides in from the left at 80% of the width.',
      initial: 'loading',
      on: {
        'drawer.close': {
          target: 'closed',
          description: 'The customer clicks the mask or the ✕, or goes back: the drawer closes.',
        },
      },
      states: {
        loading: {
          description: 'The categories with their sub-categories are loading.',
          tags: 'loading',
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            input: groupOf,
            onDone: {
              target: 'ready',
              description: 'The categories loaded: list them with their sub-categories.',
              actions: { type: 'assignCategories', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              description: 'The categories failed to load: silently ignored, the list is empty.',
              actions: 'assignNoCategories',
            },
          },
        },
        ready: {
          description: 'The categories are listed; after a failed load the list is empty.',
          on: {
            'drawer.toggleCategory': {
              description: 'The customer taps a category with sub-categories: it expands or folds its list.',
              actions: { type: 'toggleExpanded', params: categoryOf },
            },
            'drawer.chooseCategory': {
              guard: { type: 'isCategoryWithoutSubs', params: categoryOf },
              description:
                'The customer picks a category with no children: close and go to /categories/{id}.',
              target: '#categoryDrawer.closed',
              actions: { type: 'emitNavigateToCategory', params: categoryOf },
            },
            'drawer.chooseSubCategory': {
              guard: { type: 'isKnownSubCategory', params: subCategoryOf },
              description: 'The customer picks a sub-category: the drawer closes and its page opens.',
              target: '#categoryDrawer.closed',
              actions: { type: 'emitNavigateToSubCategory', params: subCategoryOf },
            },
          },
        },
      },
    },
  },
});

export type CategoryDrawerMachine = typeof categoryDrawerMachine;
export type CategoryDrawerSnapshot = SnapshotFrom<typeof categoryDrawerMachine>;
