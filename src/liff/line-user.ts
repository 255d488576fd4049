/**
 * Where the LINE session comes from: the LIFF app's id, or the LIFF mock (no id, or VITE_LIFF_MOCK=1),
 * signed in as a mock LINE user that the reference server's seed binds to a shop
 * (server/seed/identities.ts). The start-up step writes the mock's tokens out again
 * (src/api/early-start.ts; tests/unit/early-start.test.ts compares them with these).
 */
export interface LiffConfig {
  liffId: string | undefined;
  mock: boolean;
  /** The mock's LINE user id. */
  mockUserId: string;
}

export const DEFAULT_MOCK_LINE_USER_ID = 'U0000000000000000000000000000a001';
/** The id the mock is initialised with when no LIFF id is configured. */
export const MOCK_LIFF_ID = 'mock-liff-id';

/** The mock LINE user's session: what LIFF would give after a LINE login. */
export function mockLineUser(userId: string) {
  return {
    accessToken: `mock-line-access.${userId}`,
    idToken: `mock-line-id.${userId}`,
    profile: { userId, displayName: 'LINE mock user', pictureUrl: '/images/avatars/1.svg' },
  };
}
