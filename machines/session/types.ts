/** Types of the API client's session chart (session-machine.ts). */

export type SessionContext = {
  /** Requests that answered 401 and wait for the sign-in in progress (inspection only). */
  waiting: number;
  /** Sign-ins run for 401s since the app started. */
  refreshes: number;
};

/**
 * A request answered 401: the access token it was sent with, and the one stored now (another
 * request's sign-in may have replaced it in the meantime). null: none.
 */
export type SessionEvent = {
  type: 'session.unauthorized';
  sentToken: string | null;
  currentToken: string | null;
};

/** What the waiting requests hear: repeat now (once), or fail with the sign-in's error. */
export type SessionEmitted =
  | { type: 'session.refreshed' }
  | { type: 'session.refreshFailed'; error: unknown };
