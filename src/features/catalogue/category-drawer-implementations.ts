import { fromPromise } from 'xstate';
import type { DrawerCategory, LoadCategoriesInput } from '../../../machines/category-drawer/index.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from '../../../machines/storage.ts';
import type { ApiClient } from '../../api/index.ts';
import { storageOr } from '../../lib/storage.ts';

/** The persisted dialog state (spec section 3): the open flag and the selected customer group. */
export type DialogState = { open: boolean; customer_group_id: number | null };

/** Reads the persisted dialog state; anything missing or foreign reads as closed with no group. */
export function readDialogState(storage?: KeyValueStorage | null): DialogState {
  const stored = readJson(STORAGE_KEYS.auth, storageOr(storage)) as Partial<
    Record<keyof DialogState, unknown>
  > | null;
  const raw = stored?.customer_group_id;
  const group = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return {
    open: stored?.open === true,
    customer_group_id: typeof group === 'number' && Number.isInteger(group) && group > 0 ? group : null,
  };
}

/** The selected customer group of the persisted dialog state, or null. */
export const readSelectedGroup = (storage?: KeyValueStorage | null): number | null =>
  readDialogState(storage).customer_group_id;

/**
 * The customer group selected for this route: on /shoptype/{groupId} (a shop type chosen on home)
 * it is that group, persisted in the dialog state so the shop type's sub-category pages keep it;
 * elsewhere the persisted one.
 */
export function selectedGroupFor(pathname: string, storage?: KeyValueStorage | null): number | null {
  const match = /^\/shoptype\/(\d{1,9})\/?$/.exec(pathname);
  if (!match) return readSelectedGroup(storage);
  const group = Number(match[1]);
  if (group > 0 && readSelectedGroup(storage) !== group) {
    writeJson(
      STORAGE_KEYS.auth,
      { ...readDialogState(storage), customer_group_id: group },
      storageOr(storage),
    );
  }
  return group > 0 ? group : null;
}

/** The drawer chart's real actor and storage action, over the API client and browser storage. */
export function createCategoryDrawerImplementations(deps: {
  api: Pick<ApiClient, 'getCategoriesWithSubCategories'>;
  storage?: KeyValueStorage | null;
}) {
  const { api, storage } = deps;
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
        writeJson(
          STORAGE_KEYS.auth,
          { ...readDialogState(storage), customer_group_id: null },
          storageOr(storage),
        );
      },
    },
  };
}
