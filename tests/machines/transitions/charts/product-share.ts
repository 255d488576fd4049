import type { ProductShareSnapshot } from '../../../../machines/product-share/product-share-machine.ts';
import { productShareMachine } from '../../../../machines/product-share/product-share-machine.ts';
import { isProductShareBusy, lastShareOutcome } from '../../../../machines/product-share/selectors.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Oracle, Sample } from '../model.ts';

/**
 * The product page's share button, from spec section 5 "Share target picker" and section 4 "Share
 * picker popup": a press runs one share target picker with the product's message; presses while it
 * runs are ignored (the running picker goes on, no second one starts); how it ended (shared,
 * cancelled, not awaited, or its error message such as section 8's 'Timeout: not finished within
 * 10min') is what the page shows until the next press.
 */
const picker = (text: string, inClient: boolean) => ({
  messages: [{ type: 'text', text }],
  appId: 'app-1',
  inClient,
  lineVersion: inClient ? '11.2.0' : null,
});
const press = (text: string, inClient: boolean): Sample => ({
  type: 'share.start',
  picker: picker(text, inClient),
});

const oracle: Oracle = (step, history) => {
  const snapshot = step.snapshot as ProductShareSnapshot;
  const before = history.at(-1)?.snapshot as ProductShareSnapshot | undefined;
  const result = actorResult(step);
  const pickers = step.started.filter((s) => s.src === 'sharePicker');
  const problems: string[] = [];
  problems.push(...check(step.status === 'active', 'the share button stops working'));
  if (step.event.type === 'xstate.init')
    problems.push(
      ...check(
        !isProductShareBusy(snapshot) && lastShareOutcome(snapshot) === null && pickers.length === 0,
        'the page opens with a share running or an outcome shown',
      ),
    );
  if (step.event.type === 'share.start' && before) {
    if (isProductShareBusy(before)) {
      // A press while the picker runs is ignored: the running one goes on, no second one starts.
      problems.push(...check(pickers.length === 0, 'a press while a picker runs starts a second picker'));
      problems.push(...check(step.stopped.length === 0, 'a press while a picker runs stops it'));
      problems.push(
        ...check(
          isProductShareBusy(snapshot) && lastShareOutcome(snapshot) === null,
          'a press while a picker runs changes what the button shows',
        ),
      );
    } else {
      problems.push(...check(pickers.length === 1, 'a press does not start exactly one share target picker'));
      problems.push(...inputs(step, 'sharePicker', step.event.picker));
      problems.push(
        ...check(
          isProductShareBusy(snapshot) && lastShareOutcome(snapshot) === null,
          'the button is not busy while the picker runs, or the old outcome stays',
        ),
      );
    }
  }
  if (result?.id === 'sharePicker') {
    problems.push(...check(!isProductShareBusy(snapshot), 'the button stays busy after the picker ended'));
    if (result.done)
      problems.push(
        ...check(
          JSON.stringify(lastShareOutcome(snapshot)) === JSON.stringify(result.output),
          `the page shows ${JSON.stringify(lastShareOutcome(snapshot))}, not how the share ended (${JSON.stringify(result.output)})`,
        ),
      );
    else {
      const outcome = lastShareOutcome(snapshot);
      problems.push(
        ...check(
          outcome?.status === 'error' && typeof outcome.message === 'string' && outcome.message !== '',
          'a failed picker is not shown as an error',
        ),
      );
    }
  }
  return problems;
};

export const productShareModel: ChartModel = {
  name: 'productShare',
  machine: productShareMachine,
  events: { 'share.start': [press('ดูสินค้านี้', false), press('สินค้าแนะนำ', true)] },
  // A second press while the picker runs (sharing does not listen to it): nothing may happen.
  probes: [press('กดซ้ำ', false)],
  outputs: {
    sharePicker: [
      { status: 'success' },
      { status: 'cancel' },
      { status: 'notAwaited' },
      { status: 'error', message: 'Timeout: not finished within 10min' },
    ],
  },
  errors: { sharePicker: [new Error('picker crashed')] },
  oracle,
};
