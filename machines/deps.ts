import type { ApiFunctions } from '../contract/api.ts';
import type { KeyValueStorage } from './storage.ts';

/**
 * What a chart's implementation factory may be given (ADR 0009): every
 * `machines/<flow>/<flow>-implementations.ts` exports `create<Flow>Implementations(deps)` taking a
 * `Pick` of these and returning the machine's implementations. The app's services satisfy it
 * (src/services/services.ts), so a hook passes its services; a test passes fakes. The LIFF calls
 * flows make join this list when the auth and session charts get their factories (ADR 0009 step 7).
 */
export interface FlowDeps {
  /** The API client: one function per endpoint of the contract. */
  api: ApiFunctions;
  /** Where spec section 3's items are kept (machines/storage.ts reads and writes it); null keeps nothing. */
  storage: KeyValueStorage | null;
  /** The clock, in ms since the epoch. */
  now: () => number;
  /** A note for developers; never shown to the customer. */
  log: (message: string, detail?: unknown) => void;
}

/** The part of the API a factory calls, named so its tests can fake exactly that. */
export type FlowApi<K extends keyof ApiFunctions> = { api: Pick<ApiFunctions, K> };
