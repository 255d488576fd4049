import type { SessionSnapshot } from './session-machine.ts';

/** A sign-in after a 401 is in progress. */
export const isRefreshing = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('busy');
