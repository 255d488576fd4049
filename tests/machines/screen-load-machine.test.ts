import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CodeCheck,
  failedUrlOf,
  isLoadBusy,
  type ProbeInput,
  screenLoadMachine,
  showsLoadFailure,
  showsScreen,
} from '../../machines/screen-load/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/* A screen's code that does not arrive (issue 20 item 2). */

const URL = 'http://shop.test/assets/account-layout-OLD.js';

function start(mayReload = true) {
  const checks: Deferred<CodeCheck>[] = [];
  const loads: Deferred<unknown>[] = [];
  const checked: (string | null)[] = [];
  const actor = createActor(
    screenLoadMachine.provide({
      actors: {
        checkCode: fromPromise<CodeCheck, ProbeInput>(({ input }) => {
          checked.push(input.url);
          const d = deferred<CodeCheck>();
          checks.push(d);
          return d.promise;
        }),
        loadCode: fromPromise(() => {
          const d = deferred<unknown>();
          loads.push(d);
          return d.promise;
        }),
      },
    }),
    { input: { mayReload } },
  );
  let reloads = 0;
  actor.on('reload', () => {
    reloads += 1;
  });
  actor.start();
  return { actor, checks, loads, checked, reloads: () => reloads };
}

describe('screenLoadMachine', () => {
  it('offline: the retry text, then a fresh load when back online, then the screen', async () => {
    const { actor, checks, loads, checked, reloads } = start();
    expect(showsScreen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'load.failed', url: URL });
    expect(checked).toEqual([URL]);
    // No blink of the text before the check says why.
    expect(showsLoadFailure(actor.getSnapshot())).toBe(false);
    checks[0]!.resolve('offline');
    await flush();
    expect(showsLoadFailure(actor.getSnapshot())).toBe(true);
    expect(isLoadBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'network.online' });
    expect(loads).toHaveLength(1);
    expect(showsLoadFailure(actor.getSnapshot())).toBe(true);
    expect(isLoadBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'load.retry' }); // a second tap while loading: one load
    expect(loads).toHaveLength(1);
    loads[0]!.resolve(undefined);
    await flush();
    expect(showsScreen(actor.getSnapshot())).toBe(true);
    expect(showsLoadFailure(actor.getSnapshot())).toBe(false);
    expect(reloads()).toBe(0);
  });

  it('a failed retry is checked again and keeps the text on screen', async () => {
    const { actor, checks, loads } = start();
    actor.send({ type: 'load.failed', url: null });
    checks[0]!.resolve('offline');
    await flush();
    actor.send({ type: 'load.retry' });
    loads[0]!.reject(new Error(`Failed to fetch dynamically imported module: ${URL}`));
    await flush();
    expect(showsLoadFailure(actor.getSnapshot())).toBe(true);
    expect(isLoadBusy(actor.getSnapshot())).toBe(true);
    checks[1]!.resolve('failed');
    await flush();
    expect(showsLoadFailure(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'route.changed' });
    expect(loads).toHaveLength(2);
  });

  /** A screen's chunk fails to load and the check finds it gone (start(mayReload)). */
  const chunkGone = async (mayReload: boolean) => {
    const started = start(mayReload);
    started.actor.send({ type: 'load.failed', url: URL });
    started.checks[0]!.resolve('gone');
    await flush();
    return started;
  };

  it('a chunk gone while online (a new build) reloads the page once', async () => {
    const { actor, reloads } = await chunkGone(true);
    expect(reloads()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('gone again right after such a reload: no second reload, the retry text instead', async () => {
    const { actor, reloads } = await chunkGone(false);
    expect(reloads()).toBe(0);
    expect(showsLoadFailure(actor.getSnapshot())).toBe(true);
  });

  it("reads the failed chunk's address from the browsers' messages", () => {
    expect(failedUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${URL}`))).toBe(URL);
    expect(failedUrlOf(new TypeError(`error loading dynamically imported module: ${URL}`))).toBe(URL);
    expect(failedUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});
