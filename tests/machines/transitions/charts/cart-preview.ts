import { cartPreviewMachine, previewKey } from '../../../../machines/cart/cart-preview-machine.ts';
import type { CartLine, CartPreviewSnapshot, PreviewLine } from '../../../../machines/cart/index.ts';
import { selectPreview } from '../../../../machines/cart/selectors.ts';
import { actorResult, calls, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle, Sample } from '../model.ts';

/**
 * The cart's estimate, from issue 22 part 3 ("the cart shows the estimated total after discounts
 * beside the list total, so the cart and the summary never disagree silently"; docs/pricing.md
 * "Nudges"): the selected lines are priced once the changes pause; nothing selected prices nothing;
 * an estimate shows only for the lines it priced; a failure shows none. The cart page opening again
 * (a coupon may have been chosen on /summary since) shows no estimate priced before it and prices the
 * selection again once the changes pause. Written from the issue.
 */
const LINES: PreviewLine[] = [{ sku_id: 3, quantity: 4 }];
const OTHER: PreviewLine[] = [{ sku_id: 3, quantity: 5 }];
const lines = (list: PreviewLine[]): Sample => ({ type: 'preview.lines', lines: list });
const ESTIMATE = { total: 1946.75, nudges: [] };

/** The cart's selected lines after these steps (what the screen would hold). */
function selectionAfter(steps: readonly Observation[]): PreviewLine[] {
  let selection: PreviewLine[] = [];
  for (const step of steps)
    if (step.event.type === 'preview.lines') selection = step.event.lines as PreviewLine[];
  return selection;
}

const asCart = (selection: PreviewLine[]): CartLine[] =>
  selection.map((l) => ({
    id: l.sku_id,
    qty: l.quantity,
    select: true,
    name: '',
    price: 1,
    discount: 0,
    imageUrl: null,
  }));

const oracle: Oracle = (step, history) => {
  const problems: string[] = [];
  const event = step.event as Sample;
  const selection = selectionAfter([...history, step]);
  const view = selectPreview(asCart(selection), step.snapshot as CartPreviewSnapshot);
  const result = actorResult(step);
  problems.push(...check(step.status === 'active', 'the preview stops: the cart could not be priced again'));
  if (event.type === 'preview.lines') {
    // A change is never priced at once: it waits for the next one.
    problems.push(...check(!calls(step, 'loadPreview'), 'a change is priced before the changes pause'));
    const waits = step.timers.some((t) => t.event.includes('previewDebounce'));
    problems.push(
      ...check(
        waits === selection.length > 0,
        selection.length ? 'a change is never priced' : 'nothing selected is priced',
      ),
    );
  }
  // The cart page opens: what was priced before no longer shows; the selection waits to be priced.
  if (event.type === 'preview.reprice') {
    problems.push(
      ...check(!calls(step, 'loadPreview'), 'the opening prices before the changes pause'),
      ...check(view.status !== 'ready', 'an estimate priced before the page opened still shows'),
    );
    const waits = step.timers.some((t) => t.event.includes('previewDebounce'));
    problems.push(
      ...check(
        waits === selection.length > 0,
        selection.length ? 'the opening does not price the selection again' : 'nothing selected is priced',
      ),
    );
  }
  // Back online after a failure: the same selection is priced again at once (no change needed).
  if (event.type === 'preview.retry') {
    const failedBefore = (history.at(-1)?.snapshot as CartPreviewSnapshot | undefined)?.matches('failed');
    problems.push(
      ...(failedBefore
        ? [
            ...check(calls(step, 'loadPreview'), 'back online, a failed estimate is not asked again'),
            ...inputs(step, 'loadPreview', { lines: selection }),
          ]
        : check(!calls(step, 'loadPreview'), 'back online prices lines that did not fail')),
    );
  }
  if (event.type.startsWith('xstate.after.'))
    problems.push(
      ...check(calls(step, 'loadPreview'), 'the pause ends without pricing'),
      ...inputs(step, 'loadPreview', { lines: selection }),
    );
  if (selection.length === 0)
    problems.push(...check(view.status === 'none', 'an estimate shows with nothing selected'));
  if (result?.id === 'loadPreview')
    problems.push(
      ...check(
        result.done
          ? view.status === 'ready' && view.preview?.key === previewKey(selection)
          : view.status === 'failed',
        result.done ? 'the estimate of the selection does not show' : 'a failed pricing does not say so',
      ),
    );
  // Whatever the state: an estimate shown is the estimate of the current selection.
  if (view.status === 'ready')
    problems.push(...check(view.preview.key === previewKey(selection), 'a stale estimate shows'));
  return problems;
};

export const cartPreviewModel: ChartModel = {
  name: 'cartPreview',
  machine: cartPreviewMachine,
  events: {
    'preview.lines': [lines(LINES), lines([])],
    'preview.retry': [{ type: 'preview.retry' }],
    'preview.reprice': [{ type: 'preview.reprice' }],
  },
  probes: [lines(OTHER)],
  outputs: { loadPreview: [ESTIMATE] },
  oracle,
};
