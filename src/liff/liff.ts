import type { LiffLike } from '../../machines/deps.ts';
import type { LineSdk } from './line-sdk.ts';
import { type LiffConfig, mockLineUser } from './line-user.ts';

export { DEFAULT_MOCK_LINE_USER_ID, type LiffConfig } from './line-user.ts';

/**
 * LIFF as sign-in calls it (machines/auth): with a LIFF id, LINE's SDK (./line-sdk.ts, a chunk of
 * its own); under the LIFF mock, the mock LINE user's session, which is known from the settings, so
 * that sign-in waits for no SDK code on a first open (docs/performance.md). The mock user is always
 * signed in, as @line/liff-mock is once set, and closing the window does nothing, as in the mock.
 */
export function createLiff(config: LiffConfig): LiffLike {
  if (config.mock) {
    const user = mockLineUser(config.mockUserId);
    return {
      init: async () => {},
      isLoggedIn: () => true,
      login: () => {},
      getAccessToken: () => user.accessToken,
      getIDToken: () => user.idToken,
      getProfile: async () => user.profile,
      closeWindow: () => {},
    };
  }
  let sdk: LineSdk | null = null;
  const ready = () => {
    if (!sdk) throw new Error('LIFF is not initialised: call init() first');
    return sdk;
  };
  return {
    async init() {
      const { startLineSdk } = await import('./line-sdk.ts');
      sdk = await startLineSdk(config);
    },
    isLoggedIn: () => ready().isLoggedIn(),
    login: () => ready().login(),
    getAccessToken: () => ready().getAccessToken(),
    getIDToken: () => ready().getIDToken(),
    getProfile: () => ready().getProfile(),
    closeWindow: () => ready().closeWindow(),
  };
}
