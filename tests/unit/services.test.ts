import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { isClosed, isReady } from '../../machines/auth/index.ts';
import type { LiffLike } from '../../machines/deps.ts';
import { createServices } from '../../src/services/services.ts';
import { memoryStorage } from '../machines/helpers.ts';
import { suiteServer } from '../server/harness.ts';

/**
 * The app's wiring, end to end on loopback: the auth actor signs in through the real API with a
 * fake LIFF, and the API client's 401s sign in again through its session chart (the same LIFF and
 * the customer code sign-in stored), once for many calls.
 */
const server = suiteServer();

function fakeLiff(userId: string): LiffLike & {
  closeWindow: ReturnType<typeof vi.fn<() => void>>;
  getIDToken: ReturnType<typeof vi.fn<() => string>>;
} {
  return {
    init: async () => {},
    isLoggedIn: () => true,
    login: () => {},
    getAccessToken: () => `mock-line-access.${userId}`,
    getIDToken: vi.fn(() => `mock-line-id.${userId}`),
    getProfile: async () => ({ userId, displayName: 'ทดสอบ', pictureUrl: '/images/avatars/1.svg' }),
    closeWindow: vi.fn<() => void>(),
  };
}

const config = () => ({
  liffId: undefined,
  liffMock: true,
  mockUserId: 'U0000000000000000000000000000a001',
  apiBaseUrl: server.url,
});

describe('app services', () => {
  it('signs in through the real API and stores the spec browser storage items', async () => {
    const storage = memoryStorage();
    const services = createServices(config(), {
      liff: fakeLiff('U0000000000000000000000000000a001'),
      storage,
    });
    await waitFor(services.auth, isReady, { timeout: 10_000 });
    expect(storage.data.get('customer_code')).toBe('SHOP001');
    expect(storage.data.get('access_token')).toBeTruthy();
    expect(storage.data.get('line_access_token')).toBe('mock-line-access.U0000000000000000000000000000a001');
    expect(storage.data.get('shop_name')).toBeTruthy();
    services.auth.stop();
  });

  it('re-authenticates once through the API client for 20 concurrent 401s, then repeats each call', async () => {
    const storage = memoryStorage();
    const liff = fakeLiff('U0000000000000000000000000000a001');
    const services = createServices(config(), { liff, storage });
    await waitFor(services.auth, isReady, { timeout: 10_000 });
    const before = storage.data.get('access_token');
    // Each sign-in reads LIFF's ID token once.
    const signInsAtStart = liff.getIDToken.mock.calls.length;
    await fetch(`${server.url}/__dev/tokens/expire`, { method: 'POST' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => services.api.getCoupons()));
    expect(answers).toHaveLength(20);
    for (const coupons of answers) expect(Array.isArray(coupons)).toBe(true);
    expect(liff.getIDToken.mock.calls.length - signInsAtStart).toBe(1);
    expect(storage.data.get('access_token')).not.toBe(before);
    services.auth.stop();
  });

  it.each([
    ['the same shop', 'SHOP001'],
    ['a shop this LINE user is not bound to', 'SHOP002'],
  ])(
    "a stored customer code (%s) signs in beside the profile; the profile's code ends stored",
    async (_, storedCode) => {
      const storage = memoryStorage();
      storage.setItem('customer_code', storedCode);
      const services = createServices(config(), {
        liff: fakeLiff('U0000000000000000000000000000a001'),
        storage,
      });
      const states: unknown[] = [];
      services.auth.subscribe((snapshot) => states.push(snapshot.value));
      states.push(services.auth.getSnapshot().value);
      await waitFor(services.auth, isReady, { timeout: 10_000 });
      expect(
        states.some(
          (value) =>
            typeof value === 'object' &&
            (value as { fetchingProfile?: { hint?: string } }).fetchingProfile?.hint === 'signingIn',
        ),
      ).toBe(true);
      expect(storage.data.get('customer_code')).toBe('SHOP001');
      expect(storage.data.get('access_token')).toBeTruthy();
      // The token works for the profile's shop.
      await expect(services.api.getCoupons()).resolves.toBeDefined();
      services.auth.stop();
    },
  );

  it('closes the window when the LINE user is not a registered shop (profile 401)', async () => {
    const liff = fakeLiff('U0000000000000000000000000000ffff');
    const services = createServices(config(), { liff, storage: memoryStorage() });
    await waitFor(services.auth, isClosed, { timeout: 10_000 });
    expect(liff.closeWindow).toHaveBeenCalledTimes(1);
    services.auth.stop();
  });
});
