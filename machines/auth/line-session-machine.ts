import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failure, notProvided, output } from '../chart-helpers.ts';
import type { LineSession, LineSessionContext, LineSessionInput, LineSessionOutput } from './types.ts';

/**
 * The LINE session at app start (spec section 4 "Login at app start": "Initialise the messaging app's
 * login. If logged in, store the token ...; if not logged in, trigger login"), the child chart the auth
 * chart invokes: LIFF initialises (once per page: a retry after an outage reads the session again
 * without it), the LINE login is read (tokens and the LINE profile), and a customer not logged in is
 * sent to LINE's login page, which takes the page away. Its output is the session or why it could not
 * be read; the auth chart stores it and goes on to the shop's profile. Pure: the actors are
 * placeholders, auth-implementations.ts `createLineSessionImplementations` binds them to LIFF.
 */

export const lineSessionMachine = setup({
  types: {
    context: {} as LineSessionContext,
    input: {} as LineSessionInput,
    output: {} as LineSessionOutput,
  },
  actors: {
    initLiff: fromPromise<void>(notProvided('line-session', 'initLiff')),
    readLineSession: fromPromise<LineSession>(notProvided('line-session', 'readLineSession')),
    lineLogin: fromPromise<void>(notProvided('line-session', 'lineLogin')),
  },
  guards: {
    isLiffReady: ({ context }) => context.liffReady,
    isLoggedIn: (_, session: LineSession) => session.loggedIn,
  },
  actions: {
    keepSession: assign((_, session: LineSession) => ({ outcome: { session } })),
    keepError: assign((_, { error }: { error: unknown }) => ({ outcome: { error } })),
  },
}).createMachine({
  id: 'lineSession',
  description:
    'The LINE login: LIFF initialises, the session is read, or LINE login is triggered; it ends with the session or why not.',
  context: ({ input }) => ({ liffReady: input.liffReady, outcome: null }),
  initial: 'starting',
  // Both final states are entered with the outcome kept.
  output: ({ context }) => context.outcome as LineSessionOutput,
  states: {
    starting: {
      description: 'Has LIFF been initialised on this page already (a retry after an outage)?',
      always: [
        {
          guard: 'isLiffReady',
          target: 'checkingLogin',
          description: 'LIFF is ready from the first attempt: read the LINE session again.',
        },
        { target: 'initialising', description: 'The first attempt: initialise LIFF.' },
      ],
    },
    initialising: {
      description: 'The LINE (LIFF) login is initialising.',
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
          actions: { type: 'keepError', params: failure },
        },
      },
    },
    checkingLogin: {
      description: 'Check whether the customer is logged in to LINE.',
      invoke: {
        id: 'readLineSession',
        src: 'readLineSession',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: output },
            target: 'loggedIn',
            description: 'Logged in: the session (LINE tokens and profile) is the output.',
            actions: { type: 'keepSession', params: output },
          },
          { target: 'redirectingToLineLogin', description: 'Not logged in to LINE: trigger the login.' },
        ],
        onError: {
          target: 'failed',
          description: "The LINE session could not be read: the message 'Error: ...'.",
          actions: { type: 'keepError', params: failure },
        },
      },
    },
    // liff.login() navigates away: the page unloads here, so success has no way out.
    redirectingToLineLogin: {
      description: 'Not logged in: LINE login is triggered and the page leaves for it.',
      invoke: {
        id: 'lineLogin',
        src: 'lineLogin',
        onError: {
          target: 'failed',
          description: "LINE login could not be triggered: the message 'Error: ...'.",
          actions: { type: 'keepError', params: failure },
        },
      },
    },
    loggedIn: {
      description: 'Logged in to LINE: the auth chart stores the session and fetches the profile.',
      type: 'final',
    },
    failed: {
      description: "The LINE login failed: the auth chart shows 'Error: ...'.",
      type: 'final',
    },
  },
});

export type LineSessionMachine = typeof lineSessionMachine;
export type LineSessionSnapshot = SnapshotFrom<typeof lineSessionMachine>;
