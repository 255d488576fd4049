import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { describeError, errorField } from '../errors.ts';
import { initialAuthContext, lineSessionUpdate, shopProfileUpdate } from './context.ts';
import { hintSignInInput, isServiceUnavailable, signInInput } from './sign-in-rules.ts';
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  LineSession,
  ShopProfile,
  SignInInput,
  SignInOutput,
} from './types.ts';

/** The message of whatever an actor rejected with (machines/errors.ts, shared by the charts). */
export { describeError };

/**
 * Sign-in at app start (spec section 4 "Login at app start", CONTRACT.md "Sign-in sequence"); the
 * sign-in again after a 401 is the API client's session chart (machines/session), with the same
 * `signIn` (sign-in.ts). Pure: the actors and the storage actions are placeholders;
 * auth-implementations.ts builds the real ones and the app injects them with
 * `authMachine.provide(...)`. Diagram: docs/machines/auth.md.
 */

const output = <T>({ event }: { event: { output: T } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const notProvided = (name: string) => () => Promise.reject(new Error(`auth actor '${name}' is not provided`));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput | undefined,
    events: {} as AuthEvent,
    tags: {} as 'loading',
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
    // A customer code from an earlier sign-in: sign in with it while the profile is fetched.
    hasStoredCode: ({ context }) => Boolean(context.storedCustomerCode),
    // The sign-in with the stored code succeeded and the profile names that same code.
    isSignedInWithProfileCode: ({ context }) =>
      context.hintAccessToken !== null && context.storedCustomerCode === context.shopProfile?.shopCode,
    isUnauthorized: (_, params: { error: unknown }) => errorField(params.error, 'status') === 401,
    isServiceUnavailable: (_, params: { error: unknown }) => isServiceUnavailable(params.error),
  },
  // The context's updates are context.ts: pure functions of the context and the action's params.
  actions: {
    assignLineSession: assign((_, session: LineSession) => lineSessionUpdate(session)),
    assignShopProfile: assign((_, shop: ShopProfile) => shopProfileUpdate(shop)),
    // The profile's code is stored with the profile (storeShopProfile): it is the hint of a later retry.
    assignStoredCustomerCode: assign(({ context }) => ({ storedCustomerCode: context.customerCode })),
    assignHintAccessToken: assign((_, { accessToken }: SignInOutput) => ({ hintAccessToken: accessToken })),
    clearHintAccessToken: assign({ hintAccessToken: null }),
    acceptHintAccessToken: assign(({ context }) => ({ accessToken: context.hintAccessToken })),
    assignAccessToken: assign((_, { accessToken }: SignInOutput) => ({ accessToken })),
    assignError: assign((_, params: { error: unknown }) => ({ error: describeError(params.error) })),
    // Storage writes (spec section 3): placeholders, the app provides the real ones.
    storeLineSession: (_, _session: LineSession) => {},
    storeShopProfile: (_, _shop: ShopProfile) => {},
    storeAccessToken: (_, _params: SignInOutput) => {},
  },
}).createMachine({
  id: 'auth',
  description:
    "Login at app start through LINE, then the shop profile and the API token; the app shows 'loading' until it finishes.",
  context: ({ input }) => initialAuthContext(input),
  initial: 'initialising',
  states: {
    initialising: {
      description: 'The LINE (LIFF) login is initialising.',
      tags: 'loading',
      invoke: {
        id: 'initLiff',
        src: 'initLiff',
        onDone: {
          target: 'checkingLogin',
          description: 'LIFF is ready: check whether the customer is logged in.',
        },
        onError: {
          target: 'failed',
          description: "The login init failed: the message 'Error: ...'.",
          actions: { type: 'assignError', params: failure },
        },
      },
    },
    checkingLogin: {
      description: 'Check whether the customer is logged in to LINE.',
      tags: 'loading',
      invoke: {
        id: 'readLineSession',
        src: 'readLineSession',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: output },
            target: 'fetchingProfile',
            description: "Logged in: store the LINE token and fetch the shop's profile.",
            actions: [
              { type: 'assignLineSession', params: output },
              { type: 'storeLineSession', params: output },
            ],
          },
          { target: 'redirectingToLineLogin', description: 'Not logged in to LINE: trigger the login.' },
        ],
        onError: {
          target: 'failed',
          description: "The LINE session could not be read: the message 'Error: ...'.",
          actions: { type: 'assignError', params: failure },
        },
      },
    },
    // liff.login() navigates away: the page unloads here, so success has no way out.
    redirectingToLineLogin: {
      description: 'Not logged in: LINE login is triggered and the page leaves for it.',
      tags: 'loading',
      invoke: {
        id: 'lineLogin',
        src: 'lineLogin',
        onError: {
          target: 'failed',
          description: "LINE login could not be triggered: the message 'Error: ...'.",
          actions: { type: 'assignError', params: failure },
        },
      },
    },
    // One round trip instead of two on a repeat open: the stored code is a hint, the profile the truth.
    fetchingProfile: {
      description:
        "The shop's profile is fetched; with a customer code stored, sign-in runs with it at the same time.",
      tags: 'loading',
      type: 'parallel',
      entry: { type: 'clearHintAccessToken' },
      states: {
        profile: {
          description: "The shop's profile, as in the sequential sign-in; its failures end sign-in.",
          initial: 'fetching',
          states: {
            fetching: {
              description: "The shop's profile is fetched.",
              invoke: {
                id: 'fetchBackendProfile',
                src: 'fetchBackendProfile',
                onDone: {
                  target: 'fetched',
                  description: 'The profile loaded: store it, then compare its code with the stored one.',
                  actions: [
                    { type: 'assignShopProfile', params: output },
                    { type: 'storeShopProfile', params: output },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isUnauthorized', params: failure },
                    target: '#auth.closingWindow',
                    description: 'Profile 401: this LINE user is not a registered shop; close the window.',
                  },
                  {
                    guard: { type: 'isServiceUnavailable', params: failure },
                    target: '#auth.unavailable',
                    actions: { type: 'assignError', params: failure },
                    description:
                      "Profile 503 (LINE or the backend is down): a retry screen, never 'not registered'.",
                  },
                  {
                    target: '#auth.failed',
                    description: "The profile failed otherwise: the message 'Error: ...'.",
                    actions: { type: 'assignError', params: failure },
                  },
                ],
              },
            },
            fetched: { description: 'The profile is stored.', type: 'final' },
          },
        },
        hint: {
          description: 'Sign-in with the stored customer code, if any; a failure only means falling back.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Is a customer code stored by an earlier sign-in?',
              always: [
                {
                  guard: 'hasStoredCode',
                  target: 'signingIn',
                  description: 'A code is stored: sign in with it beside the profile (one round trip).',
                },
                {
                  target: 'rejected',
                  description: "No code stored: the profile's code signs in once the profile is back.",
                },
              ],
            },
            signingIn: {
              description: 'Sign in with the stored customer code; the token is kept, not stored yet.',
              invoke: {
                id: 'signInWithStoredCode',
                src: 'signIn',
                input: hintSignInInput,
                onDone: {
                  target: 'signedIn',
                  description:
                    'The stored code signed in: keep its token until the profile confirms the code.',
                  actions: { type: 'assignHintAccessToken', params: output },
                },
                onError: {
                  target: 'rejected',
                  description:
                    "The binding changed (401/403) or the call failed: sign in with the profile's code.",
                },
              },
            },
            signedIn: {
              description: 'A token for the stored code is kept.',
              type: 'final',
            },
            rejected: {
              description: 'No token for a stored code (none stored, or its sign-in failed).',
              type: 'final',
            },
          },
        },
      },
      onDone: [
        {
          guard: 'isSignedInWithProfileCode',
          target: 'ready',
          actions: [
            { type: 'assignStoredCustomerCode' },
            { type: 'acceptHintAccessToken' },
            {
              type: 'storeAccessToken',
              params: ({ context }) => ({
                accessToken: context.hintAccessToken ?? '',
              }),
            },
          ],
          description: 'The profile names the stored code and its sign-in succeeded: the app is shown.',
        },
        {
          target: 'signingIn',
          actions: { type: 'assignStoredCustomerCode' },
          description:
            "No code stored, the profile names another, or the stored code's sign-in failed: sign in with the profile's code.",
        },
      ],
    },
    signingIn: {
      description: 'Sign in to the API with the stored customer code and store the access token.',
      tags: 'loading',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: signInInput,
        onDone: {
          target: 'ready',
          description: 'Signed in: store the access token and show the app.',
          actions: [
            { type: 'assignAccessToken', params: output },
            { type: 'storeAccessToken', params: output },
          ],
        },
        onError: [
          {
            guard: { type: 'isServiceUnavailable', params: failure },
            target: 'unavailable',
            description: 'Sign-in answered 503/502/504 or not at all: a retry screen.',
            actions: { type: 'assignError', params: failure },
          },
          {
            target: 'failed',
            description: "Sign-in failed otherwise: the message 'Error: ...'.",
            actions: { type: 'assignError', params: failure },
          },
        ],
      },
    },
    ready: {
      description: 'Logged in: the app is shown and every request carries the bearer token.',
    },
    closingWindow: {
      description: 'The profile answered 401 (not a registered shop): the window is closed.',
      tags: 'loading',
      invoke: {
        id: 'closeWindow',
        src: 'closeWindow',
        onDone: { target: 'closed', description: 'The LINE window closed.' },
        onError: {
          target: 'failed',
          description: "The window could not be closed: the message 'Error: ...'.",
          actions: { type: 'assignError', params: failure },
        },
      },
    },
    closed: {
      description: 'The LINE window is closed.',
      type: 'final',
    },
    failed: {
      description: "Login failed: a message shows 'Error: ...'.",
    },
    // Issue 11 item 4: sign-in answered 503 / 502 / 504 or no answer at all; 'auth.retry' signs in again.
    unavailable: {
      description: 'LINE or the backend is down (503, 502, 504 or no answer): a retry screen.',
      on: {
        'auth.retry': {
          target: 'checkingLogin',
          description: 'The customer presses retry: sign in again.',
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
