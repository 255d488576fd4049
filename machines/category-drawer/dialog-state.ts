import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from '../storage.ts';

/** The persisted dialog state (spec section 3): the open flag and the selected customer group. */
export type DialogState = { open: boolean; customer_group_id: number | null };

/** Reads the persisted dialog state; anything missing or foreign reads as closed with no group. */
export function readDialogState(storage: KeyValueStorage | null): DialogState {
  const stored = readJson(STORAGE_KEYS.auth, storage) as Partial<Record<keyof DialogState, unknown>> | null;
  const raw = stored?.customer_group_id;
  const group = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return {
    open: stored?.open === true,
    customer_group_id: typeof group === 'number' && Number.isInteger(group) && group > 0 ? group : null,
  };
}

/** The selected customer group of the persisted dialog state, or null. */
const readSelectedGroup = (storage: KeyValueStorage | null): number | null =>
  readDialogState(storage).customer_group_id;

/**
 * The customer group selected for this route: on /shoptype/{groupId} (a shop type chosen on home)
 * it is that group, persisted in the dialog state so the shop type's sub-category pages keep it;
 * elsewhere the persisted one.
 */
export function selectedGroupFor(pathname: string, storage: KeyValueStorage | null): number | null {
  const match = /^\/shoptype\/(\d{1,9})\/?$/.exec(pathname);
  if (!match) return readSelectedGroup(storage);
  const group = Number(match[1]);
  if (group > 0 && readSelectedGroup(storage) !== group) {
    writeJson(STORAGE_KEYS.auth, { ...readDialogState(storage), customer_group_id: group }, storage);
  }
  return group > 0 ? group : null;
}
