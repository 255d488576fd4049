import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isRefreshing,
  type SessionEmitted,
  sessionMachine,
  waitingRequests,
} from '../../machines/session/index.ts';
import { deferred, flush } from './helpers.ts';

/* The API client's re-authentication on 401 (spec section 8: "Log in again once with the customer
 * code, store the new token and repeat the request"; CONTRACT.md step 4: many concurrent 401s cause
 * ONE login). Each test request is a listener that waits for what the chart tells it. */

function start() {
  const signIns: ReturnType<typeof deferred<void>>[] = [];
  const machine = sessionMachine.provide({
    actors: {
      refresh: fromPromise<void>(() => {
        const signIn = deferred<void>();
        signIns.push(signIn);
        return signIn.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  /** One request that answered 401: what it hears ('repeat' or the sign-in's error message). */
  const unauthorized = (sentToken: string | null, currentToken: string | null) =>
    new Promise<string>((resolve) => {
      const sub = actor.on('*', (event: SessionEmitted) => {
        sub.unsubscribe();
        resolve(event.type === 'session.refreshed' ? 'repeat' : (event.error as Error).message);
      });
      actor.send({ type: 'session.unauthorized', sentToken, currentToken });
    });
  return { actor, signIns, unauthorized };
}

describe('sessionMachine', () => {
  it('a 401 with the current token signs in once; the request then repeats', async () => {
    const { actor, signIns, unauthorized } = start();
    const heard = unauthorized('old', 'old');
    await flush();
    expect(isRefreshing(actor.getSnapshot())).toBe(true);
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
    expect(waitingRequests(actor.getSnapshot())).toBe(20);
    signIns[0]?.resolve();
    expect(await Promise.all(heard)).toEqual(Array(20).fill('repeat'));
    expect(waitingRequests(actor.getSnapshot())).toBe(0);
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

  it('without a stored token a 401 signs in', async () => {
    const { signIns, unauthorized } = start();
    void unauthorized(null, null);
    await flush();
    expect(signIns).toHaveLength(1);
  });
});
