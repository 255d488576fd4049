import { categoryDrawerMachine } from '../../../../machines/category-drawer/category-drawer-machine.ts';
import {
  drawerCategories,
  isDrawerOpen,
  isLoadingCategories,
} from '../../../../machines/category-drawer/selectors.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * The category drawer, from spec section 4 "Category drawer" (closed or open; opens from the header
 * button; closes on mask click, on picking a sub-category, or on picking a category with no
 * children) and section 2 "Category drawer" (categories of the chosen customer group on shoptype
 * pages). The oracle follows the route and the group itself.
 */
const categories = [
  { category_id: 1, category_name: 'น้ำดื่ม', image_cover_url: 'c1.jpg', sub_categories: [] },
  {
    category_id: 2,
    category_name: 'เครื่องดื่ม',
    image_cover_url: null,
    sub_categories: [{ sub_category_id: 21, sub_category_name: 'โซดา', image: 's.jpg' }],
  },
];

const oracle: Oracle = (step, history, raw) => {
  const input = raw as { pathname: string; customerGroupId: number | null };
  let pathname = input.pathname;
  let group = pathname.startsWith('/shoptype') ? input.customerGroupId : null;
  for (const s of [...history, step]) {
    const e = s.event as { type: string; pathname?: string; customerGroupId?: number | null };
    if (e.type === 'drawer.routeChanged') {
      pathname = e.pathname ?? '';
      group = pathname.startsWith('/shoptype') ? (e.customerGroupId ?? null) : null;
    }
  }
  const problems = inputs(step, 'loadCategories', { customerGroupId: group });
  const event = step.event as { type: string; categoryId?: number; subCategoryId?: number };
  const wasOpen = history.at(-1) ? isDrawerOpen(history.at(-1)?.snapshot as never) : false;
  let to: string | null = null;
  if (wasOpen && !history.at(-1)?.snapshot.hasTag('loading')) {
    const category = categories.find((c) => c.category_id === event.categoryId);
    if (event.type === 'drawer.chooseCategory' && category && category.sub_categories.length === 0)
      to = `/categories/${category.category_id}`;
    if (
      event.type === 'drawer.chooseSubCategory' &&
      category?.sub_categories.some((s) => s.sub_category_id === event.subCategoryId)
    )
      to = `${pathname.startsWith('/shoptype') && group !== null ? '/shoptype' : ''}/subcategories/${event.subCategoryId}`;
  }
  problems.push(...navigation(step, to));
  if (to)
    problems.push(...check(!isDrawerOpen(step.snapshot as never), 'the drawer stays open after picking'));
  if (event.type === 'drawer.open')
    problems.push(
      ...check(isDrawerOpen(step.snapshot as never), 'the header button does not open the drawer'),
    );
  if (event.type === 'drawer.close')
    problems.push(
      ...check(!isDrawerOpen(step.snapshot as never), 'the mask click does not close the drawer'),
    );
  if (
    event.type === 'drawer.routeChanged' &&
    history.some((s) => s.context.customerGroupId !== null) &&
    group === null &&
    history.at(-1)?.context.customerGroupId !== null
  )
    problems.push(
      ...check(
        step.effects.some((e) => e.type === 'persistSelectedGroupCleared'),
        'leaving the shoptype pages keeps the customer group',
      ),
    );
  const result = actorResult(step);
  if (result?.id === 'loadCategories')
    problems.push(
      ...check(
        !isLoadingCategories(step.snapshot as never) &&
          JSON.stringify(drawerCategories(step.snapshot as never)) ===
            JSON.stringify(result.done ? result.output : []),
        'the categories (or, after a failure, none) are not listed',
      ),
    );
  return problems;
};

export const categoryDrawerModel: ChartModel = {
  name: 'categoryDrawer',
  machine: categoryDrawerMachine,
  inputs: [{ pathname: '/shoptype/3', customerGroupId: 3 }],
  events: {
    'drawer.toggleCategory': [{ type: 'drawer.toggleCategory', categoryId: 2 }],
    'drawer.chooseCategory': [1, 2].map((categoryId) => ({ type: 'drawer.chooseCategory', categoryId })),
    'drawer.chooseSubCategory': [21, 99].map((subCategoryId) => ({
      type: 'drawer.chooseSubCategory',
      categoryId: 2,
      subCategoryId,
    })),
    'drawer.routeChanged': [
      { type: 'drawer.routeChanged', pathname: '/home', customerGroupId: null },
      { type: 'drawer.routeChanged', pathname: '/shoptype/4', customerGroupId: 4 },
      { type: 'drawer.routeChanged', pathname: '/categories/1', customerGroupId: null },
    ],
  },
  outputs: { loadCategories: [categories] },
  effects: ['persistSelectedGroupCleared'],
  depth: 5,
  oracle,
};
