import type { EarlyAnswers } from './early-answers.ts';
import { createEarlyAnswers, type FirstScreens, KEYS, knownLineTokens, startEarly } from './early-start.ts';

/**
 * The page's first script (vite.config.ts `earlyStart` names it before the app's): the head start of
 * early-start.ts, its answers left in `window.__storefrontEarlyAnswers` (early-answers.ts
 * EARLY_ANSWERS_GLOBAL) for the API client. It imports nothing the app imports, so it is one small
 * file that runs as soon as it arrives.
 */
/** The pages whose first calls go early (contract/app-paths.ts), written in by the build (vite.config.ts `define`). */
declare const __STOREFRONT_FIRST_SCREENS__: FirstScreens;

const stored = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const env = import.meta.env as { VITE_LIFF_ID?: string; VITE_LIFF_MOCK?: string; VITE_API_BASE_URL?: string };
const scope = window as unknown as Record<string, EarlyAnswers | string | undefined>;
const tokens = knownLineTokens(env, window.location.search, stored);
// Anything there already means the app started first (early-answers.ts claimEarlyAnswers) and signs
// in itself: nothing is sent.
const appStarted = scope.__storefrontEarlyAnswers !== undefined;
const answers = createEarlyAnswers((input, init) => fetch(input, init));
if (!appStarted) scope.__storefrontEarlyAnswers = answers;
if (tokens && !appStarted)
  startEarly({
    answers,
    base: env.VITE_API_BASE_URL ?? '',
    path: window.location.pathname,
    screens: __STOREFRONT_FIRST_SCREENS__,
    tokens,
    storedCode: stored(KEYS.customerCode),
  });
