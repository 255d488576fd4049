/**
 * The head start's protocol (docs/adr/0012-sign-in-while-the-code-downloads.md): the start-up step
 * (early-start.ts, a script of its own that runs while the app's code downloads) sends the requests
 * the app is about to send and keeps their answers here; the API client (src/api/client.ts) takes an
 * answer, once, for a request that is the same in every part that matters (method, URL with its query
 * in any order, bearer, LINE ID token, body). Anything else goes to the network as before. Types only:
 * the client must not import the start-up step's code (it would become a chunk both wait for).
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
