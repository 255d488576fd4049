import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * src/liff/liff.ts: under the LIFF mock, sign-in reads the configured mock LINE user without
 * loading LINE's SDK (its chunk is 23 KB compressed, half a second of a first open on a slow link);
 * with a LIFF id, the SDK is loaded and initialised by init(), and nothing is read before.
 */
const started: unknown[] = [];
const sdk = {
  isLoggedIn: vi.fn(() => true),
  login: vi.fn(),
  getAccessToken: vi.fn(() => 'line-access'),
  getIDToken: vi.fn(() => 'line-id'),
  getProfile: vi.fn(async () => ({ userId: 'U1', displayName: 'ร้านทดสอบ' })),
  closeWindow: vi.fn(),
};
vi.mock('../../src/liff/line-sdk.ts', () => ({
  startLineSdk: async (config: unknown) => {
    started.push(config);
    return sdk;
  },
}));

const { createLiff, DEFAULT_MOCK_LINE_USER_ID } = await import('../../src/liff/liff.ts');

beforeEach(() => {
  started.length = 0;
  vi.clearAllMocks();
});

describe('createLiff under the mock', () => {
  it('is signed in as the configured mock user, with its tokens and profile, and loads no SDK', async () => {
    const user = 'U0000000000000000000000000000a002';
    const liff = createLiff({ liffId: undefined, mock: true, mockUserId: user });
    await liff.init();
    expect(liff.isLoggedIn()).toBe(true);
    expect(liff.getAccessToken()).toBe(`mock-line-access.${user}`);
    expect(liff.getIDToken()).toBe(`mock-line-id.${user}`);
    await expect(liff.getProfile()).resolves.toEqual({
      userId: user,
      displayName: 'LINE mock user',
      pictureUrl: '/images/avatars/1.svg',
    });
    liff.login();
    liff.closeWindow();
    expect(started).toEqual([]);
  });

  it('uses the mock even with a LIFF id when the settings ask for the mock', async () => {
    const liff = createLiff({ liffId: 'liff-1', mock: true, mockUserId: DEFAULT_MOCK_LINE_USER_ID });
    await liff.init();
    expect(liff.getIDToken()).toBe(`mock-line-id.${DEFAULT_MOCK_LINE_USER_ID}`);
    expect(started).toEqual([]);
  });
});

describe('createLiff with a LIFF id', () => {
  const config = { liffId: 'liff-1', mock: false, mockUserId: DEFAULT_MOCK_LINE_USER_ID };

  it('reads nothing before init: LINE has not given the session yet', () => {
    const liff = createLiff(config);
    expect(() => liff.isLoggedIn()).toThrow('LIFF is not initialised');
    expect(() => liff.getIDToken()).toThrow('LIFF is not initialised');
  });

  it("init starts LINE's SDK with the LIFF id; every call then goes to the SDK", async () => {
    const liff = createLiff(config);
    await liff.init();
    expect(started).toEqual([config]);
    expect(liff.isLoggedIn()).toBe(true);
    expect(liff.getAccessToken()).toBe('line-access');
    expect(liff.getIDToken()).toBe('line-id');
    await expect(liff.getProfile()).resolves.toEqual({ userId: 'U1', displayName: 'ร้านทดสอบ' });
    liff.login();
    liff.closeWindow();
    expect(sdk.login).toHaveBeenCalledTimes(1);
    expect(sdk.closeWindow).toHaveBeenCalledTimes(1);
  });
});
