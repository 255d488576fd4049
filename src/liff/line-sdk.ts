import CloseWindow from '@line/liff/close-window';
import liff from '@line/liff/core';
import GetAccessToken from '@line/liff/get-access-token';
import GetIDToken from '@line/liff/get-id-token';
import GetProfile from '@line/liff/get-profile';
import IsInClient from '@line/liff/is-in-client';
import IsLoggedIn from '@line/liff/is-logged-in';
import Login from '@line/liff/login';
import { readConfig } from '../services/config.ts';
import { type LiffConfig, MOCK_LIFF_ID, mockLineUser } from './line-user.ts';

/**
 * The LINE Front-end Framework's SDK, through the pluggable SDK (only the modules the app uses), in
 * a chunk of its own (about 23 KB compressed). A build for the real LIFF signs in through it, and
 * names the chunk in the page so that it downloads beside the start-up scripts (vite.config.ts
 * `preloadStart`). Under the LIFF mock, sign-in needs none of it (./liff.ts): the SDK and the mock
 * (@line/liff-mock) load only when sharing or the add-friend prompt asks for them.
 */
export type LineSdk = typeof liff;

type MockedLiff = LineSdk & {
  init(config: { liffId: string; mock?: boolean }): Promise<void>;
  $mock: { set(data: Record<string, unknown>): void };
};

liff.use(new IsInClient()); // also read by the LIFF mock when it installs
liff.use(new IsLoggedIn());
liff.use(new Login());
liff.use(new GetAccessToken());
liff.use(new GetIDToken());
liff.use(new GetProfile());
liff.use(new CloseWindow());

let started: Promise<LineSdk> | null = null;

/** The SDK, initialised once (the first caller's settings): with the LIFF id, or as the mock. */
export function startLineSdk(config: LiffConfig): Promise<LineSdk> {
  started ??= initialise(config);
  return started;
}

/** The SDK with the app's settings (src/services/config.ts): for sharing and the add-friend prompt. */
export function startAppLineSdk(): Promise<LineSdk> {
  const { liffId, liffMock, mockUserId } = readConfig();
  return startLineSdk({ liffId, mock: liffMock, mockUserId });
}

async function initialise(config: LiffConfig): Promise<LineSdk> {
  if (!config.mock) {
    if (!config.liffId) throw new Error('VITE_LIFF_ID is not set');
    await liff.init({ liffId: config.liffId });
    return liff;
  }
  const { LiffMockPlugin } = await import('@line/liff-mock');
  // liff-mock types its plugin against the full SDK; it works with the pluggable core.
  liff.use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
  const mocked = liff as MockedLiff;
  await mocked.init({ liffId: config.liffId ?? MOCK_LIFF_ID, mock: true });
  const user = mockLineUser(config.mockUserId);
  mocked.$mock.set({
    isLoggedIn: true,
    getAccessToken: user.accessToken,
    getIDToken: user.idToken,
    getProfile: user.profile,
  });
  liff.login(); // the mock's getProfile requires a login call; it does not redirect
  return liff;
}
