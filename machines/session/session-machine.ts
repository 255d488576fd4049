import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { SessionContext, SessionEmitted, SessionEvent } from './types.ts';

/**
 * The API client's re-authentication on 401 (spec section 4 "Authentication", section 8: "Log in
 * again once with the customer code, store the new token and repeat the request. If it fails again,
 * the rejection carries only the error message"; CONTRACT.md sign-in step 4: single-flight). A
 * request that answers 401 sends `session.unauthorized` and waits for what the chart emits:
 * `session.refreshed` (repeat the request once; a second 401 is its final answer) or
 * `session.refreshFailed` (fail with the sign-in's error). One sign-in at a time: 401s arriving while
 * it runs wait for it. Pure: `refresh` (the auth chart's sign-in with the stored customer code) is
 * provided by src/api/client.ts.
 */

type UnauthorizedParams = { sentToken: string | null; currentToken: string | null };
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;
const tokensOf = ({ event }: { event: SessionEvent }): UnauthorizedParams => ({
  sentToken: event.sentToken,
  currentToken: event.currentToken,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as 'busy',
  },
  actors: {
    refresh: fromPromise<void>(() => Promise.reject(new Error("session actor 'refresh' is not provided"))),
  },
  guards: {
    /** Another sign-in replaced the token since this request left: no new sign-in is needed. */
    wasRefreshedSince: (_, { sentToken, currentToken }: UnauthorizedParams) =>
      currentToken !== null && currentToken !== sentToken,
  },
  actions: {
    countWaiting: assign(({ context }) => ({ waiting: context.waiting + 1 })),
    countRefresh: assign(({ context }) => ({ refreshes: context.refreshes + 1 })),
    clearWaiting: assign({ waiting: 0 }),
    emitRefreshed: emit({ type: 'session.refreshed' }),
    emitRefreshFailed: emit((_, error: unknown) => ({ type: 'session.refreshFailed' as const, error })),
  },
}).createMachine({
  id: 'session',
  description: 'Re-authentication on 401: one sign-in at a time; every request that waited repeats once.',
  context: { waiting: 0, refreshes: 0 },
  initial: 'valid',
  states: {
    valid: {
      description: 'Requests go out with the stored access token.',
      on: {
        'session.unauthorized': [
          {
            guard: { type: 'wasRefreshedSince', params: tokensOf },
            description: 'A request sent with an older token got 401: it repeats at once with the new token.',
            actions: 'emitRefreshed',
          },
          {
            target: 'refreshing',
            description: 'A request got 401: log in again with the stored customer code, then repeat it.',
            actions: ['countWaiting', 'countRefresh'],
          },
        ],
      },
    },
    refreshing: {
      description: 'Logging in again; requests that answer 401 meanwhile wait for this sign-in.',
      tags: 'busy',
      on: {
        'session.unauthorized': {
          description: 'Another request got 401 during the sign-in: it waits, then repeats once.',
          actions: 'countWaiting',
        },
      },
      invoke: {
        id: 'refresh',
        src: 'refresh',
        onDone: {
          target: 'valid',
          description: 'The sign-in stored a new access token: every waiting request repeats once with it.',
          actions: ['clearWaiting', 'emitRefreshed'],
        },
        onError: {
          target: 'valid',
          description: 'The sign-in failed: every waiting request fails with the error message only.',
          actions: ['clearWaiting', { type: 'emitRefreshFailed', params: errorOf }],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
