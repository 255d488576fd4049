import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failure, notProvided, output } from '../chart-helpers.ts';
import { describeError, errorField } from '../errors.ts';
import { initialAuthContext, lineSessionUpdate, shopProfileUpdate } from './context.ts';
import { lineSessionMachine } from './line-session-machine.ts';
import {
  hintSignInInput,
  isServiceUnavailable,
  lineFailure,
  sessionOf,
  signInInput,
} from './sign-in-rules.ts';
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  LineSession,
  LineSessionOutput,
  ShopProfile,
  SignInInput,
  SignInOutput,
} from './types.ts';

/** The message of whatever an actor rejected with (machines/errors.ts, shared by the charts). */
export { describeError };

/**
 * Sign-in at app start (spec section 4 "Login at app start", CONTRACT.md "Sign-in sequence"): the LINE
 * session (the child chart `lineSession`, line-session-machine.ts), the shop's profile, the API
 * sign-in. The sign-in again after a 401 is the session chart's (machines/session), with the same
 * `signIn` (sign-in.ts). Pure: auth-implementations.ts builds the actors and storage actions.
 */

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput | undefined,
    events: {} as AuthEvent,
    tags: {} as 'loading',
  },
  actors: {
    lineSession: lineSessionMachine,
    fetchBackendProfile: fromPromise<ShopProfile>(notProvided('auth', 'fetchBackendProfile')),
    closeWindow: fromPromise<void>(notProvided('auth', 'closeWindow')),
    signIn: fromPromise<SignInOutput, SignInInput>(notProvided('auth', 'signIn')),
  },
  guards: {
    isLoggedIn: (_, outcome: LineSessionOutput) => 'session' in outcome,
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
  initial: 'connectingLine',
  states: {
    connectingLine: {
      description:
        'The LINE session (the lineSession child): LIFF initialises, the login is read, or LINE login takes the page.',
      tags: 'loading',
      invoke: {
        id: 'lineSession',
        src: 'lineSession',
        input: ({ context }) => ({ liffReady: context.liffReady }),
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: output },
            target: 'fetchingProfile',
            description: "Logged in: store the LINE token and fetch the shop's profile.",
            actions: [
              { type: 'assignLineSession', params: sessionOf },
              { type: 'storeLineSession', params: sessionOf },
            ],
          },
          {
            target: 'failed',
            description: "LIFF init, the session read or LINE login failed: the message 'Error: ...'.",
            actions: { type: 'assignError', params: lineFailure },
          },
        ],
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
    // An outage is not a refusal: sign-in answered 503 / 502 / 504 or nothing; 'auth.retry' (the button,
    // or the browser back online) signs in again.
    unavailable: {
      description: 'LINE or the backend is down (503, 502, 504 or no answer): a retry screen.',
      on: {
        'auth.retry': {
          target: 'connectingLine',
          description:
            'The customer presses retry, or the browser is back online: read the LINE session again and sign in.',
        },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
