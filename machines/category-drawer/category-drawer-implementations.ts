import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { STORAGE_KEYS, writeJson } from '../storage.ts';
import type { categoryDrawerMachine } from './category-drawer-machine.ts';
import { readDialogState } from './dialog-state.ts';
import type { DrawerCategory, LoadCategoriesInput } from './types.ts';

/** The drawer chart's real actor (GET /categories/with-subcategories) and the dialog state it clears. */
export function createCategoryDrawerImplementations({
  api,
  storage,
}: FlowApi<'getCategoriesWithSubCategories'> & Pick<FlowDeps, 'storage'>): MachineImplementationsFrom<
  typeof categoryDrawerMachine
> {
  return {
    actors: {
      loadCategories: fromPromise<DrawerCategory[], LoadCategoriesInput>(({ input, signal }) =>
        api.getCategoriesWithSubCategories(
          input.customerGroupId === null ? {} : { query: { customer_group_id: input.customerGroupId } },
          { signal },
        ),
      ),
    },
    actions: {
      persistSelectedGroupCleared: () => {
        writeJson(STORAGE_KEYS.auth, { ...readDialogState(storage), customer_group_id: null }, storage);
      },
    },
  };
}
