/**
 * The head start's protocol (docs/adr/0012-sign-in-while-the-code-downloads.md): the start-up step
 * (early-start.ts, a script of its own that runs while the app's code downloads) sends the requests
 * the app is about to send and keeps their answers here; the API client (src/api/client.ts) takes an
 * answer, once, for a request that is the same in every part that matters (method, URL with its query
 * in any order, bearer, LINE ID token, body). Anything else goes to the network as before. Types and
 * the app's claim only: the app must not import the start-up step's code (it would become a chunk both wait for).
 */

/** A request as the API client is about to send it. */
export interface EarlyRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** An answer as it arrived (the client parses and validates it as it does a fresh one). */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  text: string;
}

export interface EarlyAnswers {
  /** The kept answer of the same request (taken once), or undefined: send it. Rejects as `fetch` did. */
  take(request: EarlyRequest): Promise<EarlyAnswer> | undefined;
  /** What was sent early and not taken yet (tests and the bench read it). */
  pending(): string[];
}

/** Where the start-up step leaves its answers for the app (a property of `window`). */
export const EARLY_ANSWERS_GLOBAL = '__storefrontEarlyAnswers';

/**
 * The app's side of the hand-over, called once as it starts: the start-up step's answers if it ran
 * first; otherwise null, and the app marks the global as its own so that a start-up step running
 * after it (both scripts out of a cache at once: their order is not fixed) sends nothing. Without
 * the mark, such a step signed in beside the app's own sign-in (two logins on a repeat open).
 */
export function claimEarlyAnswers(scope: Record<string, unknown>): EarlyAnswers | null {
  const found = scope[EARLY_ANSWERS_GLOBAL];
  if (found === undefined) {
    scope[EARLY_ANSWERS_GLOBAL] = 'app-started';
    return null;
  }
  return typeof found === 'object' && found !== null ? (found as EarlyAnswers) : null;
}
