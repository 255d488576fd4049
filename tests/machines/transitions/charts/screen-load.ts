import {
  isLoadBusy,
  screenLoadMachine,
  showsLoadFailure,
  showsScreen,
} from '../../../../machines/screen-load/screen-load-machine.ts';
import { actorResult, check } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * A screen's code that does not arrive (issue 20 item 2): never blank; the connection-failed text
 * with 'ลองอีกครั้ง' once the check says offline (or a failure), or when the page already reloaded
 * for a new build a moment ago; exactly one reload when the code is gone (404) and no reload was
 * made a moment ago; a new load on the tap, on coming back online, or on another page; the screen
 * again once its code is in.
 */
const URL = 'http://shop.test/assets/cart-screen-OLD.js';

const oracle: Oracle = (step, history, input) => {
  const { mayReload } = input as { mayReload: boolean };
  const problems: string[] = [];
  const type = step.event.type;
  const result = actorResult(step);
  const reloads = step.emitted.filter((e) => e.type === 'reload').length;
  const reloadedBefore = history.some((h) => h.emitted.some((e) => e.type === 'reload'));
  // Never blank: the screen, the failure text, or a check in progress.
  problems.push(
    ...check(
      showsScreen(step.snapshot) ||
        showsLoadFailure(step.snapshot) ||
        isLoadBusy(step.snapshot) ||
        step.status === 'done',
      'nothing to show',
    ),
  );
  const gone = result?.id === 'checkCode' && result.done && result.output === 'gone';
  problems.push(...check(reloads === (gone && mayReload ? 1 : 0), `reloads ${reloads} times after ${type}`));
  problems.push(...check(!(reloadedBefore && reloads > 0), 'a second reload'));
  if (result?.id === 'checkCode' && !(gone && mayReload))
    problems.push(...check(showsLoadFailure(step.snapshot), 'a failed load shows no retry text'));
  const before = history.at(-1)?.snapshot;
  // A failure while the screen shows is checked; one while the failure is already handled is ignored.
  if (type === 'load.failed' && before && showsScreen(before))
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'checkCode'),
        'a failed load is not checked',
      ),
    );
  // The retry text with nothing running: the tap, coming back online or another page loads again;
  // anywhere else these events start nothing.
  const waiting = before !== undefined && showsLoadFailure(before) && !isLoadBusy(before);
  if (['load.retry', 'network.online', 'route.changed'].includes(type))
    problems.push(
      ...check(
        waiting === step.started.some((s) => s.src === 'loadCode'),
        waiting ? `${type} does not load the code again` : `${type} loads the code outside the retry text`,
      ),
    );
  if (result?.id === 'loadCode' && result.done)
    problems.push(
      ...check(
        showsScreen(step.snapshot) && !showsLoadFailure(step.snapshot),
        'loaded, the screen does not show',
      ),
    );
  if (showsScreen(step.snapshot))
    problems.push(...check(!showsLoadFailure(step.snapshot), 'screen and failure text at once'));
  return problems;
};

export const screenLoadModel: ChartModel = {
  name: 'screenLoad',
  machine: screenLoadMachine,
  inputs: [{ mayReload: true }, { mayReload: false }],
  events: {
    'load.failed': [
      { type: 'load.failed', url: URL },
      { type: 'load.failed', url: null },
    ],
  },
  probes: [{ type: 'load.retry' }, { type: 'network.online' }, { type: 'load.failed', url: URL }],
  outputs: { checkCode: ['gone', 'offline', 'failed'], loadCode: [undefined] },
  errors: {
    checkCode: [new Error('unexpected')],
    loadCode: [new Error(`Failed to fetch dynamically imported module: ${URL}`)],
  },
  serialize: (value, context) =>
    JSON.stringify([value, context.mayReload, context.failureShown, context.failedUrl !== null]),
  oracle,
};
