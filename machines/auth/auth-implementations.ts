import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { STORAGE_KEYS, writeItem } from '../storage.ts';
import type { authMachine } from './auth-machine.ts';
import { lineSessionMachine } from './line-session-machine.ts';
import { signIn } from './sign-in.ts';
import type { LineProfile, LineSession, ShopProfile, SignInInput, SignInOutput } from './types.ts';

const SIGNED_OUT: LineSession = { loggedIn: false, accessToken: null, idToken: null, profile: null };

/**
 * The line-session chart's actors over LIFF: init, the session read (tokens and LINE profile), LINE login.
 * @public the flow-homes test finds every chart's factory by its name
 */
export function createLineSessionImplementations({
  liff,
}: Pick<FlowDeps, 'liff'>): MachineImplementationsFrom<typeof lineSessionMachine> {
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
  return {
    actors: {
      initLiff: fromPromise<void>(() => liff.init()),
      readLineSession: fromPromise<LineSession>(readLineSession),
      lineLogin: fromPromise<void>(async () => liff.login()),
    },
  };
}

/**
 * The auth chart's real actors and storage actions: the LINE session (the child chart over LIFF), GET
 * /api/getProfile, POST /users/login (machines/auth/sign-in.ts) and spec section 3's items. A failing
 * call rejects with the API client's error as it came: its `status` and `kind` are what the chart's
 * guards read.
 */
export function createAuthImplementations({
  liff,
  api,
  storage,
}: Pick<FlowDeps, 'liff' | 'storage'> & FlowApi<'getProfile' | 'login'>): MachineImplementationsFrom<
  typeof authMachine
> {
  return {
    actors: {
      lineSession: lineSessionMachine.provide(createLineSessionImplementations({ liff })),
      fetchBackendProfile: fromPromise<ShopProfile>(() => api.getProfile()),
      closeWindow: fromPromise<void>(async () => liff.closeWindow()),
      signIn: fromPromise<SignInOutput, SignInInput>(({ input }) => signIn({ api }, input)),
    },
    actions: {
      storeLineSession: (_, session: LineSession) => {
        writeItem(STORAGE_KEYS.lineToken, session.accessToken, storage);
        writeItem(STORAGE_KEYS.userId, session.profile?.userId ?? null, storage);
        writeItem(STORAGE_KEYS.pictureUrl, session.profile?.pictureUrl ?? null, storage);
        writeItem(STORAGE_KEYS.displayName, session.profile?.displayName ?? null, storage);
      },
      storeShopProfile: (_, profile: ShopProfile) => {
        writeItem(STORAGE_KEYS.customerCode, profile.shopCode, storage);
        writeItem(STORAGE_KEYS.shopName, profile.shopName, storage);
        writeItem(STORAGE_KEYS.shopCatName, profile.shopCatName, storage);
        writeItem(STORAGE_KEYS.phoneNumber, profile.phoneNumber, storage);
        writeItem(STORAGE_KEYS.regionCode, profile.regionCode, storage);
        writeItem(STORAGE_KEYS.areaCode, profile.areaCode, storage);
      },
      storeAccessToken: (_, { accessToken }: SignInOutput) => {
        writeItem(STORAGE_KEYS.accessToken, accessToken, storage);
      },
    },
  };
}
