import { describe, expect, it, vi } from 'vitest';
import {
  type ActorLogic,
  type ActorRefFrom,
  createActor,
  fromPromise,
  type NonReducibleUnknown,
  waitFor,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  type AuthEvent,
  type AuthSnapshot,
  authMachine,
  createAuthImplementations,
  describeError,
  errorMessage,
  isClosed,
  isReady,
  isServiceUnavailable,
  isUnavailable,
  type LineSession,
  type LineSessionMachine,
  type LineSessionOutput,
  type ShopProfile,
  type SignInInput,
  type SignInOutput,
} from '../../machines/auth/index.ts';
import type { LiffLike } from '../../machines/deps.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { SHOP } from '../fixtures/shop.ts';
import {
  answerPending,
  type Deferred,
  deferred,
  flush,
  memoryStorage,
  replayOnActor,
  startKeepingEmitted,
} from './helpers.ts';

/** The calls sign-in makes, as far as these fakes answer them. */
interface AuthApi {
  getProfile(): Promise<ShopProfile>;
  login(input: { body: { customer_code: string }; headers: { 'x-line-id-token': string } }): Promise<{
    access_token: string;
  }>;
}

const LOGGED_IN: LineSession = {
  loggedIn: true,
  accessToken: 'line-access',
  idToken: 'line-id',
  profile: { userId: 'U123', pictureUrl: 'https://example.test/p.jpg', displayName: 'สมใจ' },
};
const _LOGGED_OUT: LineSession = { loggedIn: false, accessToken: null, idToken: null, profile: null };

/** As the API client rejects a non-2xx answer (an ApiError's `status` and `kind`). */
const httpError = (status: number, message = `Request failed with status code ${status}`) =>
  Object.assign(new Error(message), { status, kind: 'http' });

function fakeLiff(loggedIn = true, overrides: Partial<LiffLike> = {}): LiffLike {
  return {
    init: vi.fn(async () => {}),
    isLoggedIn: () => loggedIn,
    login: vi.fn(),
    getAccessToken: () => (loggedIn ? 'line-access' : null),
    getIDToken: () => (loggedIn ? 'line-id' : null),
    getProfile: async () => ({
      userId: 'U123',
      displayName: 'สมใจ',
      pictureUrl: 'https://example.test/p.jpg',
    }),
    closeWindow: vi.fn(),
    ...overrides,
  };
}

function fakeApi(overrides: Partial<AuthApi> = {}) {
  let issued = 0;
  const getProfile = vi.fn<AuthApi['getProfile']>(overrides.getProfile ?? (async () => SHOP));
  const login = vi.fn<AuthApi['login']>(
    overrides.login ?? (async () => ({ access_token: `token-${++issued}` })),
  );
  return { getProfile, login };
}

/** The machine with the real implementations over fakes: what the app runs, minus LINE and HTTP. */
function start(liff: LiffLike, api: AuthApi) {
  const storage = memoryStorage();
  const machine = authMachine.provide(createAuthImplementations({ liff, api: api as never, storage }));
  const actor = createActor(machine, { input: {} });
  const emitted = startKeepingEmitted(actor, '*');
  return { actor, storage, emitted };
}

describe('authMachine: sign-in at app start', () => {
  it('init failure ends in failed with the message for "Error: ..."', async () => {
    const { actor } = start(
      fakeLiff(true, { init: async () => Promise.reject(new Error('invalid liffId')) }),
      fakeApi(),
    );
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(errorMessage(snapshot)).toBe('invalid liffId');
    expect(`Error: ${errorMessage(snapshot)}`).toBe('Error: invalid liffId');
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(isReady(snapshot)).toBe(false);
  });

  it('not logged in: triggers the LINE login and keeps loading', async () => {
    const liff = fakeLiff(false);
    const api = fakeApi();
    const { actor } = start(liff, api);
    // The LINE session child leaves for LINE's login page; the auth chart keeps loading meanwhile.
    const child = actor.getSnapshot().children.lineSession as ActorRefFrom<LineSessionMachine>;
    await waitFor(child, (s) => s.matches('redirectingToLineLogin'));
    const snapshot = actor.getSnapshot();
    await flush();
    expect(liff.login).toHaveBeenCalledTimes(1);
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('logged in: profile, then customer-code login, then ready with everything stored', async () => {
    const api = fakeApi();
    const { actor, storage } = start(fakeLiff(), api);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(isReady(snapshot)).toBe(true);
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(api.login).toHaveBeenCalledWith({
      body: { customer_code: 'SHOP001' },
      headers: { 'x-line-id-token': 'line-id' },
    });
    expect(snapshot.context).toMatchObject({
      customerCode: 'SHOP001',
      accessToken: 'token-1',
      idToken: 'line-id',
      shopProfile: SHOP,
      lineProfile: LOGGED_IN.profile,
      error: null,
    });
    expect(Object.fromEntries(storage.data)).toEqual({
      [STORAGE_KEYS.lineToken]: 'line-access',
      [STORAGE_KEYS.userId]: 'U123',
      [STORAGE_KEYS.pictureUrl]: 'https://example.test/p.jpg',
      [STORAGE_KEYS.displayName]: 'สมใจ',
      [STORAGE_KEYS.customerCode]: 'SHOP001',
      [STORAGE_KEYS.shopName]: 'ร้านสมใจ',
      [STORAGE_KEYS.shopCatName]: 'โชห่วย',
      [STORAGE_KEYS.phoneNumber]: '0812345678',
      [STORAGE_KEYS.regionCode]: 'R1',
      [STORAGE_KEYS.areaCode]: 'A1',
      [STORAGE_KEYS.accessToken]: 'token-1',
    });
  });

  it('stores the LINE token before the backend profile is asked for (its bearer)', async () => {
    const storage = memoryStorage();
    let tokenAtProfile: string | null = null;
    const api = fakeApi({
      getProfile: async () => {
        tokenAtProfile = storage.getItem(STORAGE_KEYS.lineToken);
        return SHOP;
      },
    });
    const machine = authMachine.provide(
      createAuthImplementations({ liff: fakeLiff(), api: api as never, storage }),
    );
    await waitFor(createActor(machine, { input: {} }).start(), (s) => s.matches('ready'));
    expect(tokenAtProfile).toBe('line-access');
  });

  it('profile 401 closes the window and ends in closed', async () => {
    const liff = fakeLiff();
    const api = fakeApi({ getProfile: async () => Promise.reject(httpError(401)) });
    const { actor } = start(liff, api);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(liff.closeWindow).toHaveBeenCalledTimes(1);
    expect(isClosed(snapshot)).toBe(true);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('another profile error ends in failed', async () => {
    const liff = fakeLiff();
    const { actor } = start(liff, fakeApi({ getProfile: async () => Promise.reject(httpError(500)) }));
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(errorMessage(snapshot)).toBe('Request failed with status code 500');
    expect(liff.closeWindow).not.toHaveBeenCalled();
  });

  it('profile 503 (LINE outage): the service-unavailable state, no window closed; auth.retry signs in', async () => {
    const liff = fakeLiff();
    const api = fakeApi({ getProfile: async () => Promise.reject(httpError(503, 'LINE unavailable')) });
    const { actor } = start(liff, api);
    const snapshot = await waitFor(actor, (s) => s.matches('unavailable'));
    expect(isUnavailable(snapshot)).toBe(true);
    expect(errorMessage(snapshot)).toBeNull();
    expect(isClosed(snapshot)).toBe(false);
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(liff.closeWindow).not.toHaveBeenCalled();
    expect(api.login).not.toHaveBeenCalled();
    api.getProfile.mockImplementation(async () => SHOP);
    actor.send({ type: 'auth.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api.getProfile).toHaveBeenCalledTimes(2);
    expect(api.login).toHaveBeenCalledTimes(1);
  });

  it('login 503, 502, 504 or no answer at all: the service-unavailable state too', async () => {
    const failures = [
      httpError(503),
      httpError(502),
      httpError(504),
      Object.assign(new Error('Network Error'), { kind: 'network', status: null }),
    ];
    for (const failure of failures) {
      const { actor } = start(fakeLiff(), fakeApi({ login: async () => Promise.reject(failure) }));
      await waitFor(actor, (s) => s.matches('unavailable'));
    }
  });

  it('profile 401 still closes the window (spec section 8); 500 is still an error', async () => {
    expect(isServiceUnavailable({ status: 401 })).toBe(false);
    expect(isServiceUnavailable({ status: 500 })).toBe(false);
    expect(isServiceUnavailable({ status: 503 })).toBe(true);
  });

  it('a customer-code login 401 ends in failed, nothing stored as access token', async () => {
    const { actor, storage } = start(
      fakeLiff(),
      fakeApi({ login: async () => Promise.reject(httpError(401)) }),
    );
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(errorMessage(snapshot)).toBe('Request failed with status code 401');
    expect(storage.data.has(STORAGE_KEYS.accessToken)).toBe(false);
  });

  it('logged in without an ID token (no openid scope) ends in failed', async () => {
    const { actor } = start(fakeLiff(true, { getIDToken: () => null }), fakeApi());
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(errorMessage(snapshot)).toMatch(/ID token/);
  });
});

/**
 * Model-based: xstate/graph walks the chart (invoked actors answer through their done/error events),
 * gives the shortest path to every state (value and context) and every simple route, and each path is
 * replayed on a real actor whose actors are deferred stubs. createTestModel refuses charts that
 * invoke, hence `new TestModel`.
 */
describe('authMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const failure = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
  const events = [
    // The LINE session child (line-session-machine.test.ts walks it): logged in, or why not.
    done('lineSession', { session: LOGGED_IN } satisfies LineSessionOutput),
    done('lineSession', { error: new Error('init failed') } satisfies LineSessionOutput),
    done('fetchBackendProfile', SHOP),
    failure('fetchBackendProfile', { message: 'not a shop', status: 401 }),
    failure('fetchBackendProfile', { message: 'down', status: 503 }),
    done('closeWindow'),
    failure('closeWindow', new Error('cannot close')),
    done('signInWithStoredCode', { accessToken: 'hint-token' } satisfies SignInOutput),
    failure('signInWithStoredCode', { message: 'not bound', status: 403 }),
    done('signIn', { accessToken: 'token' } satisfies SignInOutput),
    failure('signIn', { message: 'bad code', status: 401 }),
    failure('signIn', { message: 'LINE down', status: 503 }),
    { type: 'auth.retry' },
  ] as unknown as AuthEvent[];

  // The cast: TestModel's parameter type fixes the emitted-event type to EventObject, ours is narrower.
  const logic = authMachine as unknown as ActorLogic<AuthSnapshot, AuthEvent, unknown>;
  // Without a stored customer code (the sequential sign-in) and with one (profile and sign-in at once).
  const INPUTS = [{}, { storedCustomerCode: 'SHOP001' }];
  const models = INPUTS.map(
    (input) =>
      new TestModel(logic, {
        events,
        input,
        filterEvents: (snapshot, event) => snapshot.can(event),
        serializeState: ({ value, context }) => JSON.stringify({ value, context }),
      }),
  );
  // Simple routes: no state twice, each to a dead end or the edge of a cycle (deduplicated).
  const withInput = <T>(list: T[], index: number) =>
    list.map((path) => Object.assign(path as object, { input: INPUTS[index] }) as T & { input: object });
  const paths = models.flatMap((model, i) =>
    withInput(model.getShortestPaths({ allowDuplicatePaths: true }), i),
  );
  // Simple routes of the sequential sign-in only: with a stored code the two calls' interleavings
  // multiply them (about 1,500); the shortest paths reach each of those states and contexts.
  const routes = withInput(models[0]?.getSimplePaths() ?? [], 0);
  /** The top state's name (a parallel state's value is an object). */
  const top = (value: unknown) =>
    typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '');
  const LOADING = ['connectingLine', 'fetchingProfile', 'signingIn', 'closingWindow'];

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => top(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(authMachine.root.states).sort());
  });

  /** A real actor whose invoked actors wait for the path's done/error events. */
  function harness(input: object) {
    const pending = new Map<string, Deferred<unknown>>();
    // Keyed by invoke id: the profile and the sign-in with the stored code wait side by side.
    const stub = <TOutput, TInput = NonReducibleUnknown>(_name: string) =>
      fromPromise<TOutput, TInput>(({ self }) => {
        const next = deferred<TOutput>();
        pending.set(self.id, next as Deferred<unknown>);
        return next.promise;
      });
    const actor = createActor(
      authMachine.provide({
        actors: {
          // The child chart answers through its done event like the promise actors.
          lineSession: stub<LineSessionOutput>('lineSession') as never,
          fetchBackendProfile: stub<ShopProfile>('fetchBackendProfile'),
          closeWindow: stub<void>('closeWindow'),
          signIn: stub<SignInOutput, SignInInput>('signIn'),
        },
      }),
      { input },
    ).start();
    const answer = answerPending(pending);
    return { actor, answer };
  }

  const named = (list: typeof paths) =>
    list.map((path) => {
      const route = path.steps
        .map(({ event }): string => {
          const error = (event as { error?: unknown }).error;
          return event.type.replace('xstate.', '') + (error ? ` (${describeError(error)})` : '');
        })
        .filter((step) => step !== 'init')
        .join(' -> ');
      const stored = 'storedCustomerCode' in path.input ? ' (code stored)' : '';
      return [`${JSON.stringify(path.state.value)}${stored} via ${route || '(start)'}`, path] as const;
    });

  /** Replays a generated path on a real actor: same state, context and tags at every step. */
  async function replay(_: string, path: (typeof paths)[number]) {
    const target = harness(path.input);
    const seen: { type: string; error?: unknown }[] = [];
    // An actor's answer settles its deferred, a user event is sent.
    await replayOnActor(
      path,
      events,
      target,
      (actual: AuthSnapshot, expected: AuthSnapshot) => {
        const name = top(expected.value);
        expect(actual.hasTag('loading')).toBe(LOADING.includes(name));
        expect(actual.hasTag('loading')).toBe(LOADING.includes(name));
        // Oracle (spec section 8, issue 11 item 4), from the events alone: the window closes only
        // after a profile 401; the retry screen shows right after a 503 of profile or login.
        const last = seen.at(-1);
        const lastStatus = (last?.error as { status?: number } | undefined)?.status;
        const closing = seen.some(
          (e) =>
            e.type === 'xstate.error.actor.fetchBackendProfile' &&
            (e.error as { status?: number }).status === 401,
        );
        expect(name === 'closingWindow' || name === 'closed').toBe(closing && name !== 'failed');
        // A failure of the sign-in with the stored code only means falling back to the profile's code.
        expect(isUnavailable(actual)).toBe(
          lastStatus === 503 && /fetchBackendProfile|signIn$/.test(last?.type ?? '') && name !== 'ready',
        );
      },
      (event) => void seen.push(event),
    );
  }

  it.each(named(paths))('shortest path to %s', replay);
  it.each(named(routes))('route to %s', replay);
});
