import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type {
  AuthContext,
  AuthEmitted,
  AuthEvent,
  LineSession,
  ShopProfile,
  SignInInput,
  SignInOutput,
} from './types.ts';

/**
 * Sign-in at app start (spec section 4 "Login at app start", CONTRACT.md "Sign-in sequence") and the
 * single-flight re-authentication after a 401 (spec section 4 "Authentication", section 8).
 * Pure: the actors and the storage actions are placeholders; src/liff/auth-implementations.ts builds
 * the real ones and the app injects them with `authMachine.provide(...)`. Diagram: docs/machines/auth.md.
 */

function field(error: unknown, key: 'message' | 'status'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/** The message of whatever an actor rejected with. */
export function describeError(error: unknown): string {
  const message = field(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

/** signIn's input: the stored customer code and the LINE ID token (both set before signingIn). */
function signInInput({ context }: { context: AuthContext }): SignInInput {
  return { customerCode: context.customerCode ?? '', idToken: context.idToken ?? '' };
}
const output = <T>({ event }: { event: { output: T } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const toFailed = { target: 'failed', actions: { type: 'assignError', params: failure } } as const;
const notProvided = (name: string) => () => Promise.reject(new Error(`auth actor '${name}' is not provided`));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    initLiff: fromPromise<void>(notProvided('initLiff')),
    readLineSession: fromPromise<LineSession>(notProvided('readLineSession')),
    lineLogin: fromPromise<void>(notProvided('lineLogin')),
    fetchBackendProfile: fromPromise<ShopProfile>(notProvided('fetchBackendProfile')),
    closeWindow: fromPromise<void>(notProvided('closeWindow')),
    signIn: fromPromise<SignInOutput, SignInInput>(notProvided('signIn')),
  },
  guards: {
    isLoggedIn: (_, session: LineSession) => session.loggedIn,
    isUnauthorized: (_, params: { error: unknown }) => field(params.error, 'status') === 401,
  },
  actions: {
    assignLineSession: assign((_, session: LineSession) => ({
      idToken: session.idToken,
      lineProfile: session.profile,
    })),
    assignShopProfile: assign((_, shop: ShopProfile) => ({ shopProfile: shop, customerCode: shop.shopCode })),
    assignAccessToken: assign((_, { accessToken }: SignInOutput) => ({ accessToken, reauthError: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: describeError(params.error) })),
    assignReauthError: assign((_, params: { error: unknown }) => ({
      reauthError: describeError(params.error),
    })),
    // Storage writes (spec section 3): placeholders, the app provides the real ones.
    storeLineSession: (_, _session: LineSession) => {},
    storeShopProfile: (_, _shop: ShopProfile) => {},
    storeAccessToken: (_, _params: SignInOutput) => {},
    emitReauthenticated: emit({ type: 'auth.reauthenticated' }),
    emitReauthenticationFailed: emit((_, params: { error: unknown }) => ({
      type: 'auth.reauthenticationFailed' as const,
      message: describeError(params.error),
    })),
  },
}).createMachine({
  id: 'auth',
  context: {
    customerCode: null,
    accessToken: null,
    idToken: null,
    lineProfile: null,
    shopProfile: null,
    error: null,
    reauthError: null,
  },
  initial: 'initialising',
  states: {
    initialising: {
      tags: 'loading',
      invoke: { id: 'initLiff', src: 'initLiff', onDone: 'checkingLogin', onError: toFailed },
    },
    checkingLogin: {
      tags: 'loading',
      invoke: {
        id: 'readLineSession',
        src: 'readLineSession',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: output },
            target: 'fetchingBackendProfile',
            actions: [
              { type: 'assignLineSession', params: output },
              { type: 'storeLineSession', params: output },
            ],
          },
          { target: 'redirectingToLineLogin' },
        ],
        onError: toFailed,
      },
    },
    // liff.login() navigates away: the page unloads here, so success has no way out.
    redirectingToLineLogin: {
      tags: 'loading',
      invoke: { id: 'lineLogin', src: 'lineLogin', onError: toFailed },
    },
    fetchingBackendProfile: {
      tags: 'loading',
      invoke: {
        id: 'fetchBackendProfile',
        src: 'fetchBackendProfile',
        onDone: {
          target: 'signingIn',
          actions: [
            { type: 'assignShopProfile', params: output },
            { type: 'storeShopProfile', params: output },
          ],
        },
        // 401: this LINE user is not a registered shop.
        onError: [{ guard: { type: 'isUnauthorized', params: failure }, target: 'closingWindow' }, toFailed],
      },
    },
    signingIn: {
      tags: 'loading',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: signInInput,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignAccessToken', params: output },
            { type: 'storeAccessToken', params: output },
          ],
        },
        onError: toFailed,
      },
    },
    ready: {
      on: { 'auth.reauthenticate': 'reauthenticating' },
    },
    // Single-flight: auth.reauthenticate is not handled here, so a second request joins this one.
    reauthenticating: {
      tags: 'busy',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: signInInput,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignAccessToken', params: output },
            { type: 'storeAccessToken', params: output },
            { type: 'emitReauthenticated' },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'assignReauthError', params: failure },
            { type: 'emitReauthenticationFailed', params: failure },
          ],
        },
      },
    },
    closingWindow: {
      tags: 'loading',
      invoke: { id: 'closeWindow', src: 'closeWindow', onDone: 'closed', onError: toFailed },
    },
    closed: { type: 'final' },
    failed: {},
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
