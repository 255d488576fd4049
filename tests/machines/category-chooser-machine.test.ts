import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ChooserCategory,
  categoryChooserMachine,
  chooserCategories,
  createCategoryChooserImplementations,
  hasChooserFailed,
  isLoadingChooser,
} from '../../machines/category-chooser/index.ts';

const LIST: ChooserCategory[] = [
  { id: 1, th_name: 'น้ำดื่ม', image_url: '/images/categories/1.svg', image_cover_url: null },
];

describe('categoryChooserMachine', () => {
  it('loads the plain category list through the API, then is ready', async () => {
    const getCategories = vi.fn(async (_input?: unknown, _options?: { signal?: AbortSignal }) => LIST);
    const actor = createActor(
      categoryChooserMachine.provide(
        createCategoryChooserImplementations({ api: { getCategories } } as never),
      ),
    ).start();
    expect(isLoadingChooser(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(chooserCategories(snapshot)).toEqual(LIST);
    expect(isLoadingChooser(snapshot)).toBe(false);
    expect(getCategories.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('a load failure opens no dialog: an empty list and the failure line; chooser.retry (tapped, or sent back online) tries again', async () => {
    const type = 'chooser.retry';
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(LIST);
    const actor = createActor(
      categoryChooserMachine.provide({ actors: { loadCategories: fromPromise(() => load()) } }),
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(chooserCategories(failed)).toEqual([]);
    expect(hasChooserFailed(failed)).toBe(true);
    actor.send({ type });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const loaded = await waitFor(actor, (s) => s.matches('ready'));
    expect(chooserCategories(loaded)).toEqual(LIST);
    expect(hasChooserFailed(loaded)).toBe(false);
  });
});
