import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import {
  createProductShareImplementations,
  isProductShareBusy,
  isShareAvailable,
  lastShareOutcome,
  productShareMachine,
  type ShareLiff,
  type ShareProduct,
  type ShareTarget,
} from '../../machines/product-share/index.ts';
import {
  type OpenPopupInput,
  type PopupSession,
  sharePickerMachine,
} from '../../machines/share-picker/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/* The product page's share button (spec section 5 "Share target picker"): the button shows only
 * where LIFF's sharing loaded and says the picker is available; one picker at a time, owned by the
 * chart (a new press waits for the running one; leaving the page stops it), and how the last share
 * ended. The picker runs as an old in-app client (below 10.11.0), which ends as soon as the popup
 * has opened, so the test decides when a share ends by answering openPopup. */

const MESSAGE = { type: 'text', text: 'ชวนชิม' };
const PRODUCT: ShareProduct = { id: 3, title: 'เบียร์ช้าง', image_url: null, net_price: 39.95 };
const liffOf = (overrides: Partial<ShareLiff> = {}): ShareLiff => ({
  appId: '1234567890-AbCdEfGh',
  liffId: '1234567890-AbCdEfGh',
  isApiAvailable: (api) => api === 'shareTargetPicker',
  isInClient: () => true,
  getLineVersion: () => '10.10.0',
  shareTargetPicker: () => Promise.resolve(undefined),
  ...overrides,
});

function start(
  options: { sharePicker?: AnyActorLogic; liff?: ShareLiff | Error; withoutCard?: boolean } = {},
) {
  const opens: { input: OpenPopupInput; answer: Deferred<PopupSession> }[] = [];
  const cards: { product: ShareProduct; target: ShareTarget }[] = [];
  const realPicker = sharePickerMachine.provide({
    actors: {
      openPopup: fromPromise<PopupSession, OpenPopupInput>(({ input }) => {
        const answer = deferred<PopupSession>();
        opens.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const implementations = createProductShareImplementations({
    loadShareLiff: async () => {
      const liff = options.liff ?? liffOf();
      if (liff instanceof Error) throw liff;
      return liff;
    },
    buildMessage: (product, target) => {
      cards.push({ product, target });
      return MESSAGE;
    },
  });
  const machine = productShareMachine.provide({
    actors: {
      loadShareLiff: implementations.actors?.loadShareLiff,
      sharePicker: (options.sharePicker ?? realPicker) as typeof sharePickerMachine,
    },
    actions: options.withoutCard ? {} : implementations.actions,
  });
  const actor = createActor(machine).start();
  const view = () => ({
    state: actor.getSnapshot().value,
    available: isShareAvailable(actor.getSnapshot()),
    busy: isProductShareBusy(actor.getSnapshot()),
    outcome: lastShareOutcome(actor.getSnapshot()),
  });
  return { actor, opens, cards, view };
}

/** Started, with LIFF's sharing loaded. */
async function ready(options: Parameters<typeof start>[0] = {}) {
  const started = start(options);
  await flush();
  return started;
}

describe('productShareMachine: availability', () => {
  it('starts by loading LIFF: no button, not busy, nothing to say', () => {
    const { view } = start();
    expect(view()).toEqual({ state: 'checkingAvailability', available: false, busy: false, outcome: null });
  });

  it('LIFF says the picker is available: the button shows and waits', async () => {
    const { view } = await ready();
    expect(view()).toEqual({ state: 'ready', available: true, busy: false, outcome: null });
  });

  it('LIFF says the picker is unavailable: no button, and a press does nothing', async () => {
    const { actor, opens, view } = await ready({ liff: liffOf({ isApiAvailable: () => false }) });
    expect(view()).toEqual({ state: 'unavailable', available: false, busy: false, outcome: null });
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(opens).toEqual([]);
  });

  it("LIFF's sharing modules fail to load: no button", async () => {
    const { view } = await ready({ liff: new Error('chunk failed') });
    expect(view()).toEqual({ state: 'unavailable', available: false, busy: false, outcome: null });
  });

  it('a press before LIFF has loaded does nothing', async () => {
    const { actor, opens, view } = start();
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(opens).toEqual([]);
    expect(view().state).toBe('ready');
  });
});

describe('productShareMachine', () => {
  it('a press runs ONE picker with the product card; presses while it runs are ignored', async () => {
    const { actor, opens, cards, view } = await ready();
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(view()).toEqual({ state: 'sharing', available: true, busy: true, outcome: null });
    // The card is built for the product, linking into the loaded LIFF app; the picker runs where LIFF does.
    expect(cards).toEqual([
      {
        product: PRODUCT,
        target: {
          appId: '1234567890-AbCdEfGh',
          liffId: '1234567890-AbCdEfGh',
          inClient: true,
          lineVersion: '10.10.0',
        },
      },
    ]);
    expect(opens.map((o) => o.input.messages)).toEqual([[MESSAGE]]);
    expect(opens[0]?.input).toMatchObject({ appId: '1234567890-AbCdEfGh', waitForResult: false });
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(opens).toHaveLength(1);
  });

  it("the picker's outcome stays beside the button; the next press clears it and runs a new picker", async () => {
    const { actor, opens, view } = await ready();
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    opens[0]?.answer.resolve({ ott: null });
    await flush();
    expect(view()).toEqual({
      state: 'shared',
      available: true,
      busy: false,
      outcome: { status: 'notAwaited' },
    });
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(view()).toEqual({ state: 'sharing', available: true, busy: true, outcome: null });
    expect(opens).toHaveLength(2);
  });

  it("a picker that refuses its input ends with the spec's message (the chart alone has no card)", async () => {
    const { actor, opens, view } = await ready({ withoutCard: true });
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(view()).toEqual({
      state: 'shared',
      available: true,
      busy: false,
      outcome: { status: 'error', message: 'no proper argument' },
    });
    expect(opens).toEqual([]);
  });

  it('leaving the page (stopping the chart) stops the running picker', async () => {
    const { actor } = await ready();
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    const child = actor.getSnapshot().children.sharePicker;
    expect(child?.getSnapshot().status).toBe('active');
    actor.stop();
    expect(child?.getSnapshot().status).toBe('stopped');
  });

  it('a picker chart that fails outright ends as a failed share, and the button works again', async () => {
    const { actor, view } = await ready({
      sharePicker: fromPromise(() => Promise.reject(new Error('boom'))),
    });
    actor.send({ type: 'share.start', product: PRODUCT });
    await flush();
    expect(view().state).toBe('shared');
    expect(view().busy).toBe(false);
    expect(view().outcome?.status).toBe('error');
  });
});
