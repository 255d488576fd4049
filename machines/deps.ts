import type { ApiFunctions } from '../contract/api.ts';
import type { KeyValueStorage } from './storage.ts';

/**
 * What a chart's implementation factory may be given (ADR 0009): every
 * `machines/<flow>/<flow>-implementations.ts` exports `create<Flow>Implementations(deps)` taking a
 * `Pick` of these and returning the machine's implementations. The app's services satisfy it
 * (src/services/services.ts), so a hook passes its services; a test passes fakes.
 */
export interface FlowDeps {
  /** The API client: one function per endpoint of the contract. */
  api: ApiFunctions;
  /** The LINE login calls sign-in makes (LIFF). */
  liff: LiffLike;
  /** Where spec section 3's items are kept (machines/storage.ts reads and writes it); null keeps nothing. */
  storage: KeyValueStorage | null;
  /** The clock, in ms since the epoch. */
  now: () => number;
  /** A note for developers; never shown to the customer. */
  log: (message: string, detail?: unknown) => void;
}

/**
 * The part of LIFF that flows call; src/liff/liff.ts `createLiff(...)` satisfies it, so does a fake.
 * `init` takes no argument: the LIFF id (or the mock) is bound where the LIFF client is created.
 */
export interface LiffLike {
  init(): Promise<void>;
  isLoggedIn(): boolean;
  /** Leaves for LINE's login page (the page unloads). */
  login(): void;
  /** The LINE access token: the bearer of GET /api/getProfile. */
  getAccessToken(): string | null;
  /** The LINE ID token: X-Line-Id-Token of POST /users/login (null without the openid scope). */
  getIDToken(): string | null;
  getProfile(): Promise<{ userId: string; displayName: string; pictureUrl?: string }>;
  closeWindow(): void;
}

/** The part of the API a factory calls, named so its tests can fake exactly that. */
export type FlowApi<K extends keyof ApiFunctions> = { api: Pick<ApiFunctions, K> };
