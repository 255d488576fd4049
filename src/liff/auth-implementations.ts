import { fromPromise } from 'xstate';
import type { BackendProfile } from '../../contract/users.ts';
import type {
  AuthActorError,
  LineProfile,
  LineSession,
  ShopProfile,
  SignInInput,
  SignInOutput,
} from '../../machines/auth/index.ts';
import { type KeyValueStorage, STORAGE_KEYS, writeItem } from '../../machines/storage.ts';
import { storageOr } from '../lib/storage.ts';

/** The part of LIFF that sign-in uses; `createLiff(...)` (src/liff/liff.ts) satisfies it, so does a fake.
 * `init` takes no argument: the LIFF id (or the mock) is bound where the LIFF client is created. */
export interface LiffLike {
  init(): Promise<void>;
  isLoggedIn(): boolean;
  login(): void;
  getAccessToken(): string | null;
  getIDToken(): string | null;
  getProfile(): Promise<{ userId: string; displayName: string; pictureUrl?: string }>;
  closeWindow(): void;
}

export interface AuthApi {
  /** GET /api/getProfile, the LINE access token as bearer. */
  getProfile(): Promise<BackendProfile>;
  /** POST /api/v1/ssc/users/login. */
  login(input: {
    body: { customer_code: string };
    headers: { 'x-line-id-token': string };
  }): Promise<{ access_token: string }>;
}

export interface AuthDeps {
  liff: LiffLike;
  api: AuthApi;
  /** undefined: browser localStorage; null: keep nothing (storage disabled). */
  storage?: KeyValueStorage | null;
}

/** An HTTP failure as the chart's guards read it: `status` (axios: response.status) and `kind` (ApiError). */
function toAuthError(error: unknown): Error & AuthActorError {
  const source = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    status?: unknown;
    kind?: unknown;
    response?: { status?: unknown };
  };
  const status = typeof source.status === 'number' ? source.status : source.response?.status;
  const message = typeof source.message === 'string' ? source.message : String(error);
  const authError: Error & AuthActorError = new Error(message, { cause: error });
  if (typeof status === 'number') authError.status = status;
  if (typeof source.kind === 'string') authError.kind = source.kind;
  return authError;
}

const SIGNED_OUT: LineSession = { loggedIn: false, accessToken: null, idToken: null, profile: null };

/** The real actors and storage actions of `authMachine`: `authMachine.provide(createAuthImplementations(deps))`. */
export function createAuthImplementations(deps: AuthDeps) {
  const { liff, api } = deps;
  const storage = storageOr(deps.storage);

  const readLineSession = async (): Promise<LineSession> => {
    if (!liff.isLoggedIn()) return SIGNED_OUT;
    const accessToken = liff.getAccessToken();
    const idToken = liff.getIDToken();
    if (accessToken === null) throw new Error('LINE access token missing');
    if (idToken === null) throw new Error('LINE ID token missing (the LIFF app needs the openid scope)');
    const { userId, displayName, pictureUrl } = await liff.getProfile();
    const profile: LineProfile = { userId, displayName, pictureUrl: pictureUrl ?? null };
    return { loggedIn: true, accessToken, idToken, profile };
  };

  const signIn = async ({ input }: { input: SignInInput }): Promise<SignInOutput> => {
    try {
      const answer = await api.login({
        body: { customer_code: input.customerCode },
        headers: { 'x-line-id-token': input.idToken },
      });
      return { accessToken: answer.access_token };
    } catch (error) {
      throw toAuthError(error);
    }
  };

  const fetchBackendProfile = async (): Promise<ShopProfile> => {
    try {
      return await api.getProfile();
    } catch (error) {
      throw toAuthError(error);
    }
  };

  return {
    actors: {
      initLiff: fromPromise<void>(() => liff.init()),
      readLineSession: fromPromise<LineSession>(readLineSession),
      lineLogin: fromPromise<void>(async () => liff.login()),
      fetchBackendProfile: fromPromise<ShopProfile>(fetchBackendProfile),
      closeWindow: fromPromise<void>(async () => liff.closeWindow()),
      signIn: fromPromise<SignInOutput, SignInInput>(signIn),
    },
    actions: {
      storeLineSession: (_: unknown, session: LineSession) => {
        writeItem(STORAGE_KEYS.lineToken, session.accessToken, storage);
        writeItem(STORAGE_KEYS.userId, session.profile?.userId ?? null, storage);
        writeItem(STORAGE_KEYS.pictureUrl, session.profile?.pictureUrl ?? null, storage);
        writeItem(STORAGE_KEYS.displayName, session.profile?.displayName ?? null, storage);
      },
      storeShopProfile: (_: unknown, profile: ShopProfile) => {
        writeItem(STORAGE_KEYS.customerCode, profile.shopCode, storage);
        writeItem(STORAGE_KEYS.shopName, profile.shopName, storage);
        writeItem(STORAGE_KEYS.shopCatName, profile.shopCatName, storage);
        writeItem(STORAGE_KEYS.phoneNumber, profile.phoneNumber, storage);
        writeItem(STORAGE_KEYS.regionCode, profile.regionCode, storage);
        writeItem(STORAGE_KEYS.areaCode, profile.areaCode, storage);
      },
      storeAccessToken: (_: unknown, { accessToken }: SignInOutput) => {
        writeItem(STORAGE_KEYS.accessToken, accessToken, storage);
      },
    },
  };
}

export type AuthImplementations = ReturnType<typeof createAuthImplementations>;
