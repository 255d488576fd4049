import { createActor } from 'xstate';
import { authMachine, createAuthImplementations } from '../../machines/auth/index.ts';
import type { FlowDeps, LiffLike } from '../../machines/deps.ts';
import { type KeyValueStorage, readItem, STORAGE_KEYS } from '../../machines/storage.ts';
import type { EarlyAnswers } from '../api/early-answers.ts';
import { type ApiClient, createApiClient } from '../api/index.ts';
import { inspect } from '../lib/inspect.ts';
import { storageOr } from '../lib/storage.ts';
import { createLiff } from '../liff/liff.ts';
import type { AppConfig } from './config.ts';
import { createKeptEntries } from './kept-entries.ts';

/**
 * The app's long-lived services, created once at start: LIFF, the API client, the global auth
 * actor and the kept history entries (src/services/kept-entries.ts). The API client signs in again
 * after a 401 itself (its session chart, with LIFF's ID token and the stored customer code).
 */
export function createServices(
  config: AppConfig,
  deps: {
    liff?: LiffLike;
    storage?: KeyValueStorage | null;
    /** Home's first banner image, as the server put it in the page (src/app/shell-skeleton.ts). */
    firstBanner?: string | null;
    /** The start-up step's answers (src/api/early-start.ts, ADR 0012), taken once each by the API client. */
    early?: EarlyAnswers | null;
  } = {},
) {
  const liff: LiffLike =
    deps.liff ?? createLiff({ liffId: config.liffId, mock: config.liffMock, mockUserId: config.mockUserId });
  const storage = storageOr(deps.storage);
  const api: ApiClient = createApiClient({
    baseURL: config.apiBaseUrl,
    liff,
    storage,
    early: deps.early ?? null,
  });

  // The customer code of an earlier sign-in lets sign-in run beside the profile fetch (one round trip).
  const storedCustomerCode = readItem(STORAGE_KEYS.customerCode, storage);
  const auth = createActor(authMachine.provide(createAuthImplementations({ liff, api, storage })), {
    input: { storedCustomerCode },
    inspect,
  });
  auth.start();
  // What the screens keep per history entry (lists, home), for going back to them as they were.
  const kept = createKeptEntries();
  return {
    liff,
    api,
    auth,
    kept,
    firstBanner: deps.firstBanner ?? null,
    // What the charts' implementation factories take besides the API (machines/deps.ts FlowDeps).
    storage,
    now: () => Date.now(),
    log: logToConsole,
  };
}

export type AppServices = ReturnType<typeof createServices>;

/** A flow's note for developers (a failed save, an unexpected answer): the console, as the inspector. */
function logToConsole(message: string, detail?: unknown) {
  console.error(message, detail);
}

// The app's services are what every chart's implementation factory is given.
const _servicesAreFlowDeps = (services: AppServices): FlowDeps => services;
void _servicesAreFlowDeps;
