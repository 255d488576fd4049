import { describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  type CategoryDrawerEmitted,
  type CategoryDrawerEvent,
  type CategoryDrawerSnapshot,
  categoryDrawerMachine,
  createCategoryDrawerImplementations,
  type DrawerCategory,
  drawerCategories,
  expandedCategoryIds,
  isDrawerOpen,
  isLoadingCategories,
  isShoptypePath,
  type LoadCategoriesInput,
  readDialogState,
} from '../../machines/category-drawer/index.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { flush, memoryStorage, replayOnActor } from './helpers.ts';

const WATER: DrawerCategory = {
  category_id: 1,
  category_name: 'น้ำดื่ม',
  image_cover_url: '/images/categories/1-cover.svg',
  sub_categories: [
    { sub_category_id: 101, sub_category_name: 'น้ำดื่ม', image: '/images/subcategories/101.svg' },
    { sub_category_id: 102, sub_category_name: 'น้ำแร่', image: null },
  ],
};
const ELECTROLYTE: DrawerCategory = {
  category_id: 8,
  category_name: 'เครื่องดื่มเกลือแร่',
  image_cover_url: '/images/categories/8-cover.svg',
  sub_categories: [],
};
const LIST = [WATER, ELECTROLYTE];

/** The chart with its real implementations over a fake API and an in-memory storage. */
function start(
  options: {
    pathname?: string;
    customerGroupId?: number | null;
    load?: (input: LoadCategoriesInput) => Promise<DrawerCategory[]>;
    storage?: ReturnType<typeof memoryStorage>;
  } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const load = vi.fn(options.load ?? (async () => LIST));
  const getCategoriesWithSubCategories = vi.fn(
    async (input?: { query?: { customer_group_id?: unknown } }, _options?: { signal?: AbortSignal }) =>
      load({ customerGroupId: (input?.query?.customer_group_id as number | undefined) ?? null }),
  );
  const api = { getCategoriesWithSubCategories } as unknown as Parameters<
    typeof createCategoryDrawerImplementations
  >[0]['api'];
  const machine = categoryDrawerMachine.provide(createCategoryDrawerImplementations({ api, storage }));
  const actor = createActor(machine, {
    input: { pathname: options.pathname ?? '/home', customerGroupId: options.customerGroupId ?? null },
  });
  const emitted: CategoryDrawerEmitted[] = [];
  actor.on('navigate', (event) => void emitted.push(event));
  actor.start();
  return { actor, emitted, storage, api: getCategoriesWithSubCategories };
}

async function opened(options: Parameters<typeof start>[0] = {}) {
  const started = start(options);
  started.actor.send({ type: 'drawer.open' });
  await waitFor(started.actor, (s) => s.matches({ open: 'ready' }));
  return started;
}

describe('categoryDrawerMachine: opening and closing', () => {
  it('starts closed and loads the categories (no group) when opened', async () => {
    const { actor, api } = start();
    expect(isDrawerOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    expect(isLoadingCategories(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    expect(api).toHaveBeenCalledWith({}, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(drawerCategories(snapshot)).toEqual(LIST);
    expect(isLoadingCategories(snapshot)).toBe(false);
  });

  it('a load failure is silent: open with an empty list, and the next opening tries again', async () => {
    const { actor, api } = await opened({ load: async () => Promise.reject(new Error('500')) });
    expect(drawerCategories(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'drawer.close' });
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('drawer.close (mask click) closes it; reopening shows the loaded list without a reload', async () => {
    const { actor, api } = await opened();
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('drawer.close while loading closes and cancels the load (its request is aborted)', () => {
    const { actor, api } = start({ load: () => new Promise(() => {}) });
    actor.send({ type: 'drawer.open' });
    const signal = api.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().children.loadCategories).toBeUndefined();
    expect(signal?.aborted).toBe(true);
  });
});

describe('categoryDrawerMachine: expanding and choosing', () => {
  it('drawer.toggleCategory expands and collapses a category', async () => {
    const { actor } = await opened();
    actor.send({ type: 'drawer.toggleCategory', categoryId: 1 });
    expect(expandedCategoryIds(actor.getSnapshot())).toEqual([1]);
    actor.send({ type: 'drawer.toggleCategory', categoryId: 1 });
    expect(expandedCategoryIds(actor.getSnapshot())).toEqual([]);
    expect(isDrawerOpen(actor.getSnapshot())).toBe(true);
  });

  it('a category without sub-categories closes and navigates to /categories/{id} with name and cover', async () => {
    const { actor, emitted } = await opened();
    actor.send({ type: 'drawer.chooseCategory', categoryId: 8 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(emitted).toEqual([
      {
        type: 'navigate',
        to: '/categories/8',
        replace: false,
        state: { name: 'เครื่องดื่มเกลือแร่', cover: '/images/categories/8-cover.svg' },
      },
    ]);
  });

  it('already on a category page, /categories/{id} replaces the history entry', async () => {
    const { actor, emitted } = await opened({ pathname: '/categories/3' });
    actor.send({ type: 'drawer.chooseCategory', categoryId: 8 });
    expect(emitted[0]).toMatchObject({ to: '/categories/8', replace: true });
  });

  it('drawer.chooseCategory on a category with sub-categories (or unknown) does nothing', async () => {
    const { actor, emitted } = await opened();
    expect(actor.getSnapshot().can({ type: 'drawer.chooseCategory', categoryId: 1 })).toBe(false);
    actor.send({ type: 'drawer.chooseCategory', categoryId: 1 });
    actor.send({ type: 'drawer.chooseCategory', categoryId: 42 });
    expect(isDrawerOpen(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('a sub-category closes and navigates to /subcategories/{id} with the names and cover', async () => {
    const { actor, emitted } = await opened();
    actor.send({ type: 'drawer.toggleCategory', categoryId: 1 });
    actor.send({ type: 'drawer.chooseSubCategory', categoryId: 1, subCategoryId: 102 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(emitted).toEqual([
      {
        type: 'navigate',
        to: '/subcategories/102',
        replace: false,
        state: { categoryName: 'น้ำดื่ม', subCategoryName: 'น้ำแร่', cover: '/images/categories/1-cover.svg' },
      },
    ]);
  });

  it('an unknown sub-category is ignored', async () => {
    const { actor, emitted } = await opened();
    actor.send({ type: 'drawer.chooseSubCategory', categoryId: 8, subCategoryId: 102 });
    expect(isDrawerOpen(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('nothing can be chosen while the list loads', () => {
    const { actor } = start({ load: () => new Promise(() => {}) });
    actor.send({ type: 'drawer.open' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'drawer.chooseCategory', categoryId: 8 })).toBe(false);
    expect(snapshot.can({ type: 'drawer.toggleCategory', categoryId: 1 })).toBe(false);
    expect(snapshot.can({ type: 'drawer.close' })).toBe(true);
  });
});

describe('categoryDrawerMachine: shop types (customer groups)', () => {
  const withGroup = (group: number) =>
    memoryStorage({ [STORAGE_KEYS.auth]: JSON.stringify({ open: false, customer_group_id: group }) });

  it('on shoptype pages the list is filtered by the selected group and sub-category paths get /shoptype', async () => {
    const { actor, emitted, api } = await opened({ pathname: '/shoptype/4', customerGroupId: 4 });
    expect(api).toHaveBeenCalledWith({ query: { customer_group_id: 4 } }, expect.anything());
    actor.send({ type: 'drawer.chooseSubCategory', categoryId: 1, subCategoryId: 101 });
    expect(emitted[0]).toMatchObject({
      to: '/shoptype/subcategories/101',
      state: { categoryName: 'น้ำดื่ม', subCategoryName: 'น้ำดื่ม', customerGroupId: 4 },
    });
  });

  it('a category without sub-categories keeps /categories/{id} on shoptype pages (no shoptype route)', async () => {
    const { actor, emitted } = await opened({ pathname: '/shoptype/4', customerGroupId: 4 });
    actor.send({ type: 'drawer.chooseCategory', categoryId: 8 });
    expect(emitted[0]).toMatchObject({ to: '/categories/8' });
  });

  it('entering a shoptype page takes the persisted group; the next opening reloads for it', async () => {
    const { actor, api } = await opened();
    actor.send({ type: 'drawer.close' });
    actor.send({ type: 'drawer.routeChanged', pathname: '/shoptype/2', customerGroupId: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ pathname: '/shoptype/2', customerGroupId: 2 });
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    expect(api).toHaveBeenLastCalledWith({ query: { customer_group_id: 2 } }, expect.anything());
  });

  it('leaving shoptype pages clears the selected group and persists that', async () => {
    const storage = withGroup(3);
    const { actor } = start({ pathname: '/shoptype/3', customerGroupId: 3, storage });
    actor.send({ type: 'drawer.routeChanged', pathname: '/home', customerGroupId: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ pathname: '/home', customerGroupId: null });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.auth) ?? 'null')).toEqual({
      open: false,
      customer_group_id: null,
    });
    expect(readDialogState(storage).customer_group_id).toBeNull();
  });

  it('a stale persisted group outside shoptype pages is ignored and cleared', () => {
    const storage = withGroup(5);
    const { actor } = start({ pathname: '/home', customerGroupId: 5, storage });
    expect(actor.getSnapshot().context.customerGroupId).toBeNull();
    actor.send({ type: 'drawer.routeChanged', pathname: '/home', customerGroupId: 5 });
    expect(readDialogState(storage).customer_group_id).toBeNull();
  });

  it('route changes between non-shoptype pages touch no storage', () => {
    const storage = memoryStorage();
    const { actor } = start({ storage });
    actor.send({ type: 'drawer.routeChanged', pathname: '/categories', customerGroupId: null });
    expect(actor.getSnapshot().context.pathname).toBe('/categories');
    expect(storage.data.size).toBe(0);
  });

  it('isShoptypePath matches the shoptype routes only', () => {
    expect(isShoptypePath('/shoptype/3')).toBe(true);
    expect(isShoptypePath('/shoptype/subcategories/101')).toBe(true);
    expect(isShoptypePath('/shoptypes')).toBe(false);
    expect(isShoptypePath('/subcategories/101')).toBe(false);
  });

  it('readDialogState reads foreign values as no group', () => {
    expect(readDialogState(memoryStorage({ auth: '{"customer_group_id":"7"}' }))).toEqual({
      open: false,
      customer_group_id: 7,
    });
    expect(readDialogState(memoryStorage({ auth: 'nope' })).customer_group_id).toBeNull();
    expect(readDialogState(memoryStorage({ auth: '{"customer_group_id":-1}' })).customer_group_id).toBeNull();
  });
});

/**
 * Model-based: xstate/graph walks the chart from /home with the category list answered (or failed),
 * giving the shortest path to every state and context; each path is replayed on a real actor whose
 * loadCategories waits for the path's done/error event.
 */
describe('categoryDrawerMachine: model-based (xstate/graph)', () => {
  const events = [
    { type: 'drawer.open' },
    { type: 'drawer.close' },
    { type: 'xstate.done.actor.loadCategories', output: LIST },
    { type: 'xstate.error.actor.loadCategories', error: new Error('down') },
    { type: 'drawer.toggleCategory', categoryId: 1 },
    { type: 'drawer.chooseCategory', categoryId: 8 },
    { type: 'drawer.chooseSubCategory', categoryId: 1, subCategoryId: 102 },
    { type: 'drawer.routeChanged', pathname: '/shoptype/4', customerGroupId: 4 },
    { type: 'drawer.routeChanged', pathname: '/home', customerGroupId: 4 },
  ] as unknown as CategoryDrawerEvent[];

  const machine = categoryDrawerMachine.provide({});
  const logic = machine as unknown as ActorLogic<CategoryDrawerSnapshot, CategoryDrawerEvent, unknown>;
  const model = new TestModel(logic, {
    events,
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: ({ value, context }) => JSON.stringify({ value, context }),
  });
  const input = { pathname: '/home', customerGroupId: null };
  const paths = model.getShortestPaths({ allowDuplicatePaths: true, input } as never);

  it('reaches closed, loading and ready', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"closed"', '{"open":"loading"}', '{"open":"ready"}']));
  });

  function harness() {
    let pending: { resolve: (v: DrawerCategory[]) => void; reject: (e: unknown) => void } | null = null;
    const loadCategories = fromPromise<DrawerCategory[], LoadCategoriesInput>(
      () =>
        new Promise((resolve, reject) => {
          pending = { resolve, reject };
        }),
    );
    const actor = createActor(categoryDrawerMachine.provide({ actors: { loadCategories } }), {
      input,
    }).start();
    return {
      actor,
      answer: async (event: { type: string; output?: unknown; error?: unknown }) => {
        const call = pending as {
          resolve: (v: DrawerCategory[]) => void;
          reject: (e: unknown) => void;
        } | null;
        if (!call) throw new Error(`no pending load for ${event.type}`);
        pending = null;
        if (event.type.startsWith('xstate.done')) call.resolve(event.output as DrawerCategory[]);
        else call.reject(event.error);
        await flush();
      },
    };
  }

  const named = paths.map((path) => {
    const route = path.steps
      .map(({ event }) => event.type.replace('xstate.', ''))
      .filter((step) => step !== 'init' && !step.startsWith('xstate'))
      .join(' -> ');
    return [
      `${JSON.stringify(path.state.value)} via ${route || '(start)'} #${paths.indexOf(path)}`,
      path,
    ] as const;
  });

  it.each(named)('path to %s', async (_, path) => {
    await replayOnActor(path, events, harness(), (actual: CategoryDrawerSnapshot, expected) =>
      expect(isLoadingCategories(actual)).toBe(expected.matches({ open: 'loading' })),
    );
  });
});
