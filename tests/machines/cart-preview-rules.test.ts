import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CartLine,
  type CartLineRefresh,
  type CartPreview,
  cartMachine,
  cartPreviewMachine,
  cartSyncMachine,
  nudgeAddition,
  PREVIEW_DEBOUNCE_MS,
  type PreviewLine,
  previewActorOf,
  type ReorderLines,
  reorderEndedFor,
  selectPreview,
} from '../../machines/cart/index.ts';
import { type Deferred, deferred } from './helpers.ts';

/*
 * The cart's estimate as the cart screen shows it (issue 22 part 3, docs/pricing.md "Nudges";
 * machines/cart/selectors.ts selectPreview: `ready` only while the selection is the lines it priced,
 * `pending` while a change waits or is priced, `failed` when the last pricing failed, `none` with
 * nothing selected), a nudge's tap (nudgeAddition) and the reorder button following the cart
 * (reorderEndedFor). Found by mutation testing (docs/mutation.md, evening round of 27 Nov 2026):
 * the estimate's selection key, its figures, its failure and a refresh's new prices were not pinned
 * through the cart.
 */

type Estimate = Omit<CartPreview, 'key'>;

const line = (id: number, fields: Partial<CartLine> = {}): CartLine => ({
  id,
  name: `สินค้า ${id}`,
  price: 300,
  qty: 2,
  discount: 0,
  imageUrl: null,
  select: true,
  ...fields,
});

const NUDGE = {
  kind: 'step_discount',
  promotion_id: 4,
  name: 'ซื้อ 3 ลด 5%',
  coupon_code: null,
  missing_qty: 1,
  missing_amount: null,
  percent: 5,
  add: { sku_id: 1, quantity: 1 },
} as unknown as CartPreview['nudges'][number];

/**
 * The cart started on `products`, its estimate priced by `answers` in turn (each a deferred the test
 * settles), a refresh answering `outcomes`, a reorder answering `reorder` (or failing without one).
 */
function cart(products: CartLine[], options: { outcomes?: CartLineRefresh[]; reorder?: ReorderLines } = {}) {
  const priced: PreviewLine[][] = [];
  const answers: Deferred<Estimate>[] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        cartPreview: cartPreviewMachine.provide({
          actors: {
            loadPreview: fromPromise(({ input }: { input: { lines: PreviewLine[] } }) => {
              priced.push(input.lines);
              const answer = deferred<Estimate>();
              answers.push(answer);
              return answer.promise;
            }),
          },
        }),
        cartSync: cartSyncMachine.provide({
          actors: {
            refreshLines: fromPromise(async () => options.outcomes ?? []),
            loadReorder: fromPromise(async () => {
              if (!options.reorder) throw new Error('order detail failed');
              return options.reorder;
            }),
          },
        }),
      },
    }),
    { input: { cart: { id: 1, products, total: 0 } } },
  );
  actor.start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    return selectPreview(snapshot.context.products, previewActorOf(snapshot).getSnapshot());
  };
  /** The changes pause: the lines are priced. */
  const pause = () => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS);
  /** The last pricing answers (or fails), and its answer is handled. */
  const answer = async (estimate: Estimate | Error) => {
    const last = answers.at(-1) as Deferred<Estimate>;
    if (estimate instanceof Error) last.reject(estimate);
    else last.resolve(estimate);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, priced, view, pause, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the cart's estimate (selectPreview through the cart)", () => {
  it('shows the total and nudges the server answered for the selected lines, only those lines asked', async () => {
    const { actor, priced, view, pause, answer } = cart([line(1), line(2, { select: false })]);
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    expect(view().status).toBe('pending');
    await pause();
    expect(priced).toEqual([[{ sku_id: 1, quantity: 3 }]]);
    expect(view().status).toBe('pending');
    await answer({ total: 855, nudges: [NUDGE] });
    expect(view()).toEqual({
      status: 'ready',
      preview: { key: expect.any(String), total: 855, nudges: [NUDGE] },
    });
  });

  it('a changed selection does not show the estimate of the lines before: pending until they are priced', async () => {
    const { actor, priced, view, pause, answer } = cart([line(1), line(2, { select: false })]);
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    await pause();
    await answer({ total: 900, nudges: [] });
    expect(view().status).toBe('ready');

    actor.send({ type: 'cart.setQty', id: 1, qty: 4 });
    expect(view()).toEqual({ status: 'pending', preview: null });
    actor.send({ type: 'cart.toggleSelect', id: 2 });
    expect(view()).toEqual({ status: 'pending', preview: null });
    await pause();
    expect(priced.at(-1)).toEqual([
      { sku_id: 1, quantity: 4 },
      { sku_id: 2, quantity: 2 },
    ]);
    await answer({ total: 1800, nudges: [] });
    expect(view()).toMatchObject({ status: 'ready', preview: { total: 1800 } });
  });

  it('two selections whose ids and quantities read alike end to end are not taken for each other', async () => {
    // 1 x 3 then 25 x 5, and 1 x 32 then 5 x 5: the same digits in a row.
    const { actor, view, pause, answer } = cart([
      line(1, { qty: 3 }),
      line(5, { qty: 5, select: false }),
      line(25, { qty: 5 }),
    ]);
    actor.send({ type: 'cart.setQty', id: 25, qty: 5 });
    await pause();
    await answer({ total: 2400, nudges: [] });
    expect(view().status).toBe('ready');
    actor.send({ type: 'cart.setQty', id: 1, qty: 32 });
    actor.send({ type: 'cart.toggleSelect', id: 5 });
    actor.send({ type: 'cart.toggleSelect', id: 25 });
    expect(view()).toEqual({ status: 'pending', preview: null });
  });

  it('a failed pricing says so (no estimate) until the next change', async () => {
    const { actor, view, pause, answer } = cart([line(1)]);
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    await pause();
    await answer(new Error('offline'));
    expect(view()).toEqual({ status: 'failed', preview: null });
    actor.send({ type: 'cart.setQty', id: 1, qty: 4 });
    expect(view()).toEqual({ status: 'pending', preview: null });
  });

  it("a refresh's new prices are priced again: the old estimate is not shown meanwhile", async () => {
    const { actor, priced, view, pause, answer } = cart([line(1)], {
      outcomes: [{ id: 1, outcome: 'updated', price: 350, discount: 0, imageUrl: null }],
    });
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    await pause();
    await answer({ total: 900, nudges: [] });
    expect(view()).toMatchObject({ status: 'ready', preview: { total: 900 } });

    actor.send({ type: 'cart.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.products[0]?.price).toBe(350);
    await pause();
    // The same lines, priced again with the new price.
    expect(priced).toEqual([[{ sku_id: 1, quantity: 3 }], [{ sku_id: 1, quantity: 3 }]]);
    expect(view()).toEqual({ status: 'pending', preview: null });
    await answer({ total: 1050, nudges: [] });
    expect(view()).toMatchObject({ status: 'ready', preview: { total: 1050 } });
  });

  it('the cart page opening again (preview.reprice): the estimate of the same lines goes and they are priced again', async () => {
    // A coupon chosen on /summary since changes what these lines cost; the cart must not show the
    // figure priced before it.
    const { actor, priced, view, pause, answer } = cart([line(1)]);
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    await pause();
    await answer({ total: 900, nudges: [NUDGE] });
    expect(view()).toMatchObject({ status: 'ready', preview: { total: 900 } });

    previewActorOf(actor.getSnapshot()).send({ type: 'preview.reprice' });
    expect(view()).toEqual({ status: 'pending', preview: null });
    await pause();
    expect(priced).toEqual([[{ sku_id: 1, quantity: 3 }], [{ sku_id: 1, quantity: 3 }]]);
    await answer({ total: 850, nudges: [] });
    expect(view()).toMatchObject({ status: 'ready', preview: { total: 850, nudges: [] } });
  });

  it('the cart page opening before anything was priced, or with nothing selected, prices nothing', async () => {
    const { actor, priced, view, pause } = cart([line(1)]);
    previewActorOf(actor.getSnapshot()).send({ type: 'preview.reprice' });
    await pause();
    expect(priced).toEqual([]);
    actor.send({ type: 'cart.toggleSelect', id: 1 });
    await pause();
    previewActorOf(actor.getSnapshot()).send({ type: 'preview.reprice' });
    await pause();
    expect(priced).toEqual([]);
    expect(view()).toEqual({ status: 'none', preview: null });
  });

  it('nothing selected: no estimate, nothing priced; ticked again, the old estimate is not shown before its pricing', async () => {
    const { actor, priced, view, pause, answer } = cart([line(1)]);
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    await pause();
    await answer({ total: 900, nudges: [] });

    actor.send({ type: 'cart.toggleSelect', id: 1 });
    expect(view()).toEqual({ status: 'none', preview: null });
    await pause();
    expect(priced).toHaveLength(1);

    actor.send({ type: 'cart.toggleSelect', id: 1 });
    expect(view()).toEqual({ status: 'pending', preview: null });
    await pause();
    expect(priced).toHaveLength(2);
  });

  it('unticking everything before the changes pause asks the server nothing', async () => {
    const { actor, priced, view, pause } = cart([line(1)]);
    actor.send({ type: 'cart.setQty', id: 1, qty: 3 });
    actor.send({ type: 'cart.toggleSelect', id: 1 });
    await pause();
    await pause();
    expect(priced).toEqual([]);
    expect(view()).toEqual({ status: 'none', preview: null });
  });
});

describe('a nudge tapped (nudgeAddition, docs/pricing.md "Nudges")', () => {
  const lines = [
    line(1, { select: false, packSize: 'แพ็ค 6' }),
    line(2, { name: 'น้ำ', price: 40, discount: 10, imageUrl: '/i/2.jpg' }),
  ];

  it("adds the missing quantity to the nudge's line, with that line's own product fields", () => {
    expect(nudgeAddition(lines, { sku_id: 2, quantity: 5 })).toEqual({
      type: 'cart.addLine',
      line: { id: 2, name: 'น้ำ', price: 40, discount: 10, imageUrl: '/i/2.jpg' },
      qty: 5,
    });
    expect(nudgeAddition(lines, { sku_id: 1, quantity: 1 })).toEqual({
      type: 'cart.addLine',
      line: { id: 1, name: 'สินค้า 1', price: 300, discount: 0, imageUrl: null, packSize: 'แพ็ค 6' },
      qty: 1,
    });
  });

  it('a line that is no longer in the cart: nothing to add', () => {
    expect(nudgeAddition(lines, { sku_id: 3, quantity: 1 })).toBeNull();
    expect(nudgeAddition([], { sku_id: 1, quantity: 1 })).toBeNull();
  });

  it("sent to the cart, it raises that line's quantity and keeps its tick", () => {
    const { actor } = cart(lines);
    const event = nudgeAddition(actor.getSnapshot().context.products, { sku_id: 1, quantity: 2 });
    if (event) actor.send(event);
    expect(actor.getSnapshot().context.products.map(({ id, qty, select }) => ({ id, qty, select }))).toEqual([
      { id: 1, qty: 4, select: false },
      { id: 2, qty: 2, select: true },
    ]);
  });
});

describe("the reorder button follows the cart (reorderEndedFor: the last reorder that ended was this order's)", () => {
  it('after the reorder of order 7 has loaded: true for 7 only; before it, for none', async () => {
    const { actor } = cart([], { reorder: { lines: [], unavailable: [] } });
    expect(reorderEndedFor(actor.getSnapshot(), 7)).toBe(false);
    actor.send({ type: 'cart.reorder', orderId: 7 });
    expect(reorderEndedFor(actor.getSnapshot(), 7)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(reorderEndedFor(actor.getSnapshot(), 7)).toBe(true);
    expect(reorderEndedFor(actor.getSnapshot(), 8)).toBe(false);
  });

  it('after the reorder of order 8 has failed: true for 8, no longer for 7', async () => {
    const { actor } = cart([]);
    actor.send({ type: 'cart.reorder', orderId: 8 });
    await vi.advanceTimersByTimeAsync(0);
    expect(reorderEndedFor(actor.getSnapshot(), 8)).toBe(true);
    expect(reorderEndedFor(actor.getSnapshot(), 7)).toBe(false);
  });
});
