/** Types of the API client's session chart (session-machine.ts). */

export type SessionContext = {
  /** Requests that answered 401 and wait for the sign-in in progress (inspection only). */
  waiting: number;
  /** Sign-ins run for 401s since the app started. */
  refreshes: number;
};

/**
 * A request answered 401: the access token it was sent with, and the one stored now (another
 * request's sign-in may have replaced it in the meantime; null: none), and whether it was already
 * repeated after a 401 (then this 401 is its answer).
 */
export type SessionEvent = {
  type: 'session.unauthorized';
  sentToken: string | null;
  currentToken: string | null;
  repeated: boolean;
};

/**
 * What a request that got 401 hears: repeat now (once), fail with the sign-in's error, or (already
 * repeated) give up: it fails with its 401. `session.giveUp` is told during the request's own
 * `session.unauthorized`, to it alone.
 */
export type SessionEmitted =
  | { type: 'session.refreshed' }
  | { type: 'session.refreshFailed'; error: unknown }
  | { type: 'session.giveUp' };
