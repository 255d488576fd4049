import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import {
  isProductShareBusy,
  lastShareOutcome,
  productShareMachine,
} from '../../machines/product-share/index.ts';
import {
  type OpenPopupInput,
  type PopupSession,
  type SharePickerInput,
  sharePickerMachine,
} from '../../machines/share-picker/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/* The product page's share button (spec section 5 "Share target picker"): one picker at a time,
 * owned by the chart (a new press waits for the running one; leaving the page stops it), and how the
 * last share ended. The picker runs as an old in-app client (below 10.11.0), which ends as soon as
 * the popup has opened, so the test decides when a share ends by answering openPopup. */

const MESSAGE = { type: 'text', text: 'ชวนชิม' };
const picker = (overrides: Partial<SharePickerInput> = {}): SharePickerInput => ({
  messages: [MESSAGE],
  appId: '1234567890-AbCdEfGh',
  inClient: true,
  lineVersion: '10.10.0',
  ...overrides,
});

function start(sharePicker?: AnyActorLogic) {
  const opens: { input: OpenPopupInput; answer: Deferred<PopupSession> }[] = [];
  const realPicker = sharePickerMachine.provide({
    actors: {
      openPopup: fromPromise<PopupSession, OpenPopupInput>(({ input }) => {
        const answer = deferred<PopupSession>();
        opens.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const machine = productShareMachine.provide({
    actors: { sharePicker: (sharePicker ?? realPicker) as typeof sharePickerMachine },
  });
  const actor = createActor(machine).start();
  const view = () => ({
    state: actor.getSnapshot().value,
    busy: isProductShareBusy(actor.getSnapshot()),
    outcome: lastShareOutcome(actor.getSnapshot()),
  });
  return { actor, opens, view };
}

describe('productShareMachine', () => {
  it('starts idle: not busy, nothing to say', () => {
    const { view } = start();
    expect(view()).toEqual({ state: 'idle', busy: false, outcome: null });
  });

  it('a press runs ONE picker with the product card; presses while it runs are ignored', async () => {
    const { actor, opens, view } = start();
    actor.send({ type: 'share.start', picker: picker() });
    await flush();
    expect(view()).toEqual({ state: 'sharing', busy: true, outcome: null });
    expect(opens.map((o) => o.input.messages)).toEqual([[MESSAGE]]);
    actor.send({ type: 'share.start', picker: picker() });
    await flush();
    expect(opens).toHaveLength(1);
  });

  it("the picker's outcome stays beside the button; the next press clears it and runs a new picker", async () => {
    const { actor, opens, view } = start();
    actor.send({ type: 'share.start', picker: picker() });
    await flush();
    opens[0]?.answer.resolve({ ott: null });
    await flush();
    expect(view()).toEqual({ state: 'shared', busy: false, outcome: { status: 'notAwaited' } });
    actor.send({ type: 'share.start', picker: picker() });
    await flush();
    expect(view()).toEqual({ state: 'sharing', busy: true, outcome: null });
    expect(opens).toHaveLength(2);
  });

  it("a picker that refuses its input ends with the spec's message", async () => {
    const { actor, opens, view } = start();
    actor.send({ type: 'share.start', picker: picker({ messages: [] }) });
    await flush();
    expect(view()).toEqual({
      state: 'shared',
      busy: false,
      outcome: { status: 'error', message: 'no proper argument' },
    });
    expect(opens).toEqual([]);
  });

  it('leaving the page (stopping the chart) stops the running picker', async () => {
    const { actor } = start();
    actor.send({ type: 'share.start', picker: picker() });
    await flush();
    const child = actor.getSnapshot().children.sharePicker;
    expect(child?.getSnapshot().status).toBe('active');
    actor.stop();
    expect(child?.getSnapshot().status).toBe('stopped');
  });

  it('a picker chart that fails outright ends as a failed share, and the button works again', async () => {
    const { actor, view } = start(fromPromise(() => Promise.reject(new Error('boom'))));
    actor.send({ type: 'share.start', picker: picker() });
    await flush();
    expect(view().state).toBe('shared');
    expect(view().busy).toBe(false);
    expect(view().outcome?.status).toBe('error');
  });
});
