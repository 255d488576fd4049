import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type SessionEmitted, sessionMachine } from '../../machines/session/index.ts';
import { deferred, flush } from './helpers.ts';

/* The API client's re-authentication on 401 (spec section 4: "the request is retried once after
 * logging in again"; section 8: "Log in again once with the customer code, store the new token and
 * repeat the request"; CONTRACT.md step 4: many concurrent 401s cause ONE login). Each test request
 * is a listener that waits for what the chart tells it. */

function start() {
  const signIns: ReturnType<typeof deferred<void>>[] = [];
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise<void>(() => {
        const signIn = deferred<void>();
        signIns.push(signIn);
        return signIn.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  /**
   * One request that answered 401 (`repeated`: after its one repeat): what it hears ('repeat',
   * 'give up' or the sign-in's error message).
   */
  const unauthorized = (sentToken: string | null, currentToken: string | null, repeated = false) =>
    new Promise<string>((resolve) => {
      const sub = actor.on('*', (event: SessionEmitted) => {
        if (event.type === 'session.giveUp' && !sending) return; // another request's verdict
        sub.unsubscribe();
        if (event.type === 'session.refreshed') resolve('repeat');
        else if (event.type === 'session.giveUp') resolve('give up');
        else resolve((event.error as Error).message);
      });
      // As the API client listens: `session.giveUp` is told during the request's own send.
      let sending = true;
      actor.send({ type: 'session.unauthorized', sentToken, currentToken, repeated });
      sending = false;
    });
  return { actor, signIns, unauthorized };
}

describe('sessionMachine', () => {
  it('a 401 with the current token signs in once; the request then repeats', async () => {
    const { actor, signIns, unauthorized } = start();
    const heard = unauthorized('old', 'old');
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(signIns).toHaveLength(1);
    signIns[0]?.resolve();
    expect(await heard).toBe('repeat');
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('20 concurrent 401s: ONE sign-in, all 20 wait for it and then repeat', async () => {
    const { actor, signIns, unauthorized } = start();
    const heard = Array.from({ length: 20 }, () => unauthorized('old', 'old'));
    await flush();
    expect(signIns).toHaveLength(1);
    expect(actor.getSnapshot().context.waiting).toBe(20);
    signIns[0]?.resolve();
    expect(await Promise.all(heard)).toEqual(Array(20).fill('repeat'));
    expect(actor.getSnapshot().context.waiting).toBe(0);
    expect(actor.getSnapshot().context.refreshes).toBe(1);
  });

  it('a failed sign-in fails every waiting request with its error; the next 401 signs in again', async () => {
    const { actor, signIns, unauthorized } = start();
    const heard = [unauthorized('old', 'old'), unauthorized(null, null)];
    await flush();
    signIns[0]?.reject(new Error('LINE sign-in failed'));
    expect(await Promise.all(heard)).toEqual(['LINE sign-in failed', 'LINE sign-in failed']);
    expect(actor.getSnapshot().value).toBe('valid');
    void unauthorized('old', 'old');
    await flush();
    expect(signIns).toHaveLength(2);
  });

  it('a 401 for a request sent before another sign-in replaced the token repeats at once, no sign-in', async () => {
    const { actor, signIns, unauthorized } = start();
    expect(await unauthorized('old', 'new')).toBe('repeat');
    expect(signIns).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('a request already repeated that gets 401 again gives up at once: no sign-in', async () => {
    const { actor, signIns, unauthorized } = start();
    expect(await unauthorized('new', 'new', true)).toBe('give up');
    expect(await unauthorized('old', 'new', true)).toBe('give up');
    expect(signIns).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('during a sign-in, a repeated request that gets 401 again gives up; the waiting ones still repeat', async () => {
    const { actor, signIns, unauthorized } = start();
    const waiting = unauthorized('old', 'old');
    await flush();
    expect(await unauthorized('old', 'old', true)).toBe('give up');
    expect(actor.getSnapshot().context.waiting).toBe(1);
    expect(signIns).toHaveLength(1);
    signIns[0]?.resolve();
    expect(await waiting).toBe('repeat');
  });

  it('without a stored token a 401 signs in', async () => {
    const { signIns, unauthorized } = start();
    void unauthorized(null, null);
    await flush();
    expect(signIns).toHaveLength(1);
  });
});
