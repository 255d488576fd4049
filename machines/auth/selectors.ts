import type { AuthSnapshot } from './auth-machine.ts';

/** The app can render: signed in (a sign-in after a 401 is the API client's, machines/session). */
export const isReady = (snapshot: AuthSnapshot): boolean => snapshot.matches('ready');

/** Sign-in failed: the message the screen shows after 'Error: ', else null. */
export const errorMessage = (snapshot: AuthSnapshot): string | null =>
  snapshot.matches('failed') ? (snapshot.context.error ?? '') : null;

/** The window was closed (the LINE user is not a registered shop). */
export const isClosed = (snapshot: AuthSnapshot): boolean => snapshot.matches('closed');

/** Sign-in met a service outage (503): the 'try again' screen, not 'Error: ...' nor 'not registered'. */
export const isUnavailable = (snapshot: AuthSnapshot): boolean => snapshot.matches('unavailable');
