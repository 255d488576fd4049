import CloseWindow from '@line/liff/close-window';
import liff from '@line/liff/core';
import GetAccessToken from '@line/liff/get-access-token';
import GetIDToken from '@line/liff/get-id-token';
import GetProfile from '@line/liff/get-profile';
import IsInClient from '@line/liff/is-in-client';
import IsLoggedIn from '@line/liff/is-logged-in';
import Login from '@line/liff/login';

/**
 * The LINE Front-end Framework, through the pluggable SDK: only the modules the app uses are in
 * the bundle. With no LIFF id (or VITE_LIFF_MOCK=1) the LIFF mock stands in for LINE, signed in as
 * a mock LINE user that the reference server's seed binds to a shop (server/seed/identities.ts).
 */
export interface LiffConfig {
  liffId: string | undefined;
  mock: boolean;
  /** The mock's LINE user id. */
  mockUserId: string;
}

export const DEFAULT_MOCK_LINE_USER_ID = 'U0000000000000000000000000000a001';

liff.use(new IsInClient()); // also read by the LIFF mock when it installs
liff.use(new IsLoggedIn());
liff.use(new Login());
liff.use(new GetAccessToken());
liff.use(new GetIDToken());
liff.use(new GetProfile());
liff.use(new CloseWindow());

type MockedLiff = typeof liff & {
  init(config: { liffId: string; mock?: boolean }): Promise<void>;
  $mock: { set(data: Record<string, unknown>): void };
};

export function createLiff(config: LiffConfig) {
  let closed = false;
  return {
    async init() {
      if (!config.mock) {
        if (!config.liffId) throw new Error('VITE_LIFF_ID is not set');
        await liff.init({ liffId: config.liffId });
        return;
      }
      // Loaded only in mock mode, so the real app never ships it.
      const { LiffMockPlugin } = await import('@line/liff-mock');
      // liff-mock types its plugin against the full SDK; it works with the pluggable core.
      liff.use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
      const mocked = liff as MockedLiff;
      await mocked.init({ liffId: config.liffId ?? 'mock-liff-id', mock: true });
      const userId = config.mockUserId;
      mocked.$mock.set({
        isLoggedIn: true,
        getAccessToken: `mock-line-access.${userId}`,
        getIDToken: `mock-line-id.${userId}`,
        getProfile: { userId, displayName: 'LINE mock user', pictureUrl: '/images/avatars/1.svg' },
      });
      liff.login(); // the mock's getProfile requires a login call; it does not redirect
    },
    isLoggedIn: () => liff.isLoggedIn(),
    login: () => liff.login(),
    getAccessToken: () => liff.getAccessToken(),
    getIDToken: () => liff.getIDToken(),
    getProfile: () => liff.getProfile(),
    closeWindow() {
      closed = true;
      liff.closeWindow();
    },
    /** True once closeWindow was called (outside LINE a browser may ignore closing). */
    get closed() {
      return closed;
    },
  };
}
export type AppLiff = ReturnType<typeof createLiff>;
