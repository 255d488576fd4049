import { createProductShareImplementations } from '../../../../machines/product-share/product-share-implementations.ts';
import type { ProductShareSnapshot } from '../../../../machines/product-share/product-share-machine.ts';
import { productShareMachine } from '../../../../machines/product-share/product-share-machine.ts';
import {
  isProductShareBusy,
  isShareAvailable,
  lastShareOutcome,
} from '../../../../machines/product-share/selectors.ts';
import type { ShareProduct, ShareTarget } from '../../../../machines/product-share/types.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle, Sample } from '../model.ts';

/**
 * The product page's share button, from spec section 5 "Share target picker" and section 4 "Share
 * picker popup": the button shows only where LIFF's sharing loaded and says the picker is available;
 * a press runs one share target picker with the product's card, from where LIFF runs; presses while
 * it runs (or with no button) are ignored (the running picker goes on, no second one starts); how it
 * ended (shared, cancelled, not awaited, or its error message such as section 8's 'Timeout: not
 * finished within 10min') is what the page shows until the next press.
 */
const product = (id: number, title: string): ShareProduct => ({ id, title, image_url: null, net_price: 39 });
const press = (id: number, title: string): Sample => ({ type: 'share.start', product: product(id, title) });
/** The app's card, as the factory's deps build it: the product and the LIFF app it links into. */
const card = (shared: ShareProduct, target: ShareTarget) => ({
  type: 'text',
  text: `${shared.title} https://liff.line.me/${target.liffId}/products/${shared.id}`,
});
const target = (inClient: boolean): ShareTarget => ({
  appId: 'app-1',
  liffId: 'liff-1',
  inClient,
  lineVersion: inClient ? '11.2.0' : null,
});
/** Where LIFF shares from, as its load told: the last loadShareLiff answer before this step. */
const loadedTarget = (history: readonly Observation[]): ShareTarget | null => {
  for (const step of [...history].reverse()) {
    const result = actorResult(step);
    if (result?.id === 'loadShareLiff') return result.done ? (result.output as ShareTarget | null) : null;
  }
  return null;
};

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
        !isShareAvailable(snapshot) &&
          !isProductShareBusy(snapshot) &&
          lastShareOutcome(snapshot) === null &&
          pickers.length === 0 &&
          step.started.some((s) => s.src === 'loadShareLiff'),
        'the page opens with a button, a share running or an outcome shown, or without loading LIFF',
      ),
    );
  if (result?.id === 'loadShareLiff') {
    const available = result.done && result.output !== null;
    problems.push(
      ...check(
        isShareAvailable(snapshot) === available,
        available ? 'the picker is available but no button shows' : 'a button shows without the picker',
      ),
    );
  }
  if (step.event.type === 'share.start' && before && !isShareAvailable(before)) {
    // No button: a press (before LIFF has loaded, or where the picker is unavailable) does nothing.
    problems.push(...check(pickers.length === 0, 'a press without a button starts a picker'));
    problems.push(
      ...check(
        !isShareAvailable(snapshot) && !isProductShareBusy(snapshot),
        'a press without a button changes what the page shows',
      ),
    );
  } else if (step.event.type === 'share.start' && before) {
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
      const shared = step.event.product as ShareProduct;
      const from = loadedTarget(history) as ShareTarget;
      problems.push(
        ...inputs(step, 'sharePicker', {
          messages: [card(shared, from)],
          appId: from.appId,
          inClient: from.inClient,
          lineVersion: from.lineVersion,
        }),
      );
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

/** The chart with the app's card: the factory's `preparePicker` over a card built from the spec. */
const { actions } = createProductShareImplementations({
  loadShareLiff: () => Promise.reject(new Error('the model stubs loadShareLiff')),
  buildMessage: card,
});

export const productShareModel: ChartModel = {
  name: 'productShare',
  machine: productShareMachine.provide({ actions }),
  events: { 'share.start': [press(3, 'ดูสินค้านี้'), press(7, 'สินค้าแนะนำ')] },
  // A press where no button shows, or while the picker runs: nothing may happen.
  probes: [press(9, 'กดซ้ำ')],
  outputs: {
    loadShareLiff: [target(false), target(true), null],
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
