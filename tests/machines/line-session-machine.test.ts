import { describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  authMachine,
  createAuthImplementations,
  type LineSession,
  type LineSessionOutput,
  type LineSessionSnapshot,
  lineSessionMachine,
} from '../../machines/auth/index.ts';
import type { LiffLike } from '../../machines/deps.ts';
import { answerPending, type Deferred, deferred, flush } from './helpers.ts';

/**
 * The LINE session at app start (spec section 4 "Login at app start": initialise the messaging app's
 * login; logged in: the session; not logged in: trigger login; section 8 "Login init failure"), the
 * child chart of the auth chart (line-session-machine.ts).
 */

const LOGGED_IN: LineSession = {
  loggedIn: true,
  accessToken: 'line-access',
  idToken: 'line-id',
  profile: { userId: 'U1', pictureUrl: null, displayName: 'สมใจ' },
};
const LOGGED_OUT: LineSession = { loggedIn: false, accessToken: null, idToken: null, profile: null };

describe('lineSessionMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const failure = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
  const INIT_FAILED = new Error('invalid liffId');
  const READ_FAILED = new Error('LINE ID token missing');
  const LOGIN_FAILED = new Error('login failed');
  const events = [
    done('initLiff'),
    failure('initLiff', INIT_FAILED),
    done('readLineSession', LOGGED_IN),
    done('readLineSession', LOGGED_OUT),
    failure('readLineSession', READ_FAILED),
    failure('lineLogin', LOGIN_FAILED),
  ];
  const logic = lineSessionMachine as unknown as ActorLogic<LineSessionSnapshot, { type: string }, unknown>;
  const INPUTS = [{ liffReady: false }, { liffReady: true }];
  const paths = INPUTS.flatMap((input) =>
    new TestModel(logic, {
      events,
      input,
      filterEvents: (snapshot, event) => snapshot.can(event),
      serializeState: ({ value, context }) => JSON.stringify({ value, context }),
    })
      .getSimplePaths()
      .map((path) => Object.assign(path, { input })),
  );

  it('reaches every state of the chart (the eventless choice at the start is passed through)', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value as string)));
    const settled = Object.entries(lineSessionMachine.root.states)
      .filter(([, node]) => node.always === undefined)
      .map(([key]) => key);
    expect([...reached].sort()).toEqual(settled.sort());
  });

  it.each(
    paths.map((path) => [
      `${path.input.liffReady ? 'LIFF ready' : 'first attempt'}: ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' -> ')}`,
      path,
    ]),
  )('%s', async (_, path) => {
    const pending = new Map<string, Deferred<unknown>>();
    const started: string[] = [];
    const stub = (name: string) =>
      fromPromise(() => {
        started.push(name);
        const next = deferred<unknown>();
        pending.set(name, next);
        return next.promise;
      });
    const actor = createActor(
      lineSessionMachine.provide({
        actors: {
          initLiff: stub('initLiff') as never,
          readLineSession: stub('readLineSession') as never,
          lineLogin: stub('lineLogin') as never,
        },
      }),
      { input: path.input },
    ).start();
    // LIFF initialises once per page: a retry (LIFF ready) reads the session at once.
    expect(started).toEqual([path.input.liffReady ? 'readLineSession' : 'initLiff']);
    const answer = answerPending(pending);
    for (const step of path.steps.slice(1)) {
      started.length = 0;
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      await answer(event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      // Oracle, from the events alone: what the auth chart is told, and which call follows.
      if (event.type === 'xstate.done.actor.initLiff') expect(started).toEqual(['readLineSession']);
      else if (event.output === LOGGED_OUT) {
        expect(started).toEqual(['lineLogin']);
        expect(snapshot.status).toBe('active');
      } else if (event.output === LOGGED_IN)
        expect(snapshot.output).toEqual({ session: LOGGED_IN } satisfies LineSessionOutput);
      else expect(snapshot.output).toEqual({ error: event.error } satisfies LineSessionOutput);
    }
  });
});

describe('lineSessionMachine inside the auth chart', () => {
  it('a retry after an outage reads the LINE session again without initialising LIFF again', async () => {
    const liff: LiffLike = {
      init: vi.fn(async () => {}),
      isLoggedIn: vi.fn(() => true),
      login: vi.fn(),
      getAccessToken: () => 'line-access',
      getIDToken: () => 'line-id',
      getProfile: async () => ({ userId: 'U1', displayName: 'สมใจ' }),
      closeWindow: vi.fn(),
    };
    const down = Object.assign(new Error('Service Unavailable'), { status: 503, kind: 'http' });
    const api = {
      getProfile: vi.fn(async () => Promise.reject(down)),
      login: vi.fn(async () => ({ access_token: 'token' })),
    };
    const actor = createActor(
      authMachine.provide(createAuthImplementations({ liff, api: api as never, storage: null })),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'auth.retry' });
    await flush();
    expect(liff.init).toHaveBeenCalledTimes(1);
    expect(liff.isLoggedIn).toHaveBeenCalledTimes(2);
    expect(api.getProfile).toHaveBeenCalledTimes(2);
  });
});
