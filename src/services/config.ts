import { DEFAULT_MOCK_LINE_USER_ID } from '../liff/line-user.ts';

/**
 * The storefront's settings, from Vite env variables at build time (README):
 * VITE_LIFF_ID (unset = LIFF mock), VITE_LIFF_MOCK=1 (mock even with an id), VITE_API_BASE_URL
 * (default: same origin). The mock's LINE user can be switched with ?mock_line_user=<id> (tests).
 */
export interface AppConfig {
  liffId: string | undefined;
  liffMock: boolean;
  mockUserId: string;
  apiBaseUrl: string;
}

export function readConfig(
  env: Record<string, unknown> = import.meta.env,
  search = window.location.search,
): AppConfig {
  const text = (key: string) => (typeof env[key] === 'string' ? (env[key] as string) : undefined);
  const e = {
    VITE_LIFF_ID: text('VITE_LIFF_ID'),
    VITE_LIFF_MOCK: text('VITE_LIFF_MOCK'),
    VITE_API_BASE_URL: text('VITE_API_BASE_URL'),
  };
  const liffId = e.VITE_LIFF_ID || undefined;
  const liffMock = !liffId || e.VITE_LIFF_MOCK === '1';
  const mockUser = new URLSearchParams(search).get('mock_line_user');
  return {
    liffId,
    liffMock,
    mockUserId:
      liffMock && mockUser && /^U[0-9a-f]{32}$/.test(mockUser) ? mockUser : DEFAULT_MOCK_LINE_USER_ID,
    apiBaseUrl: e.VITE_API_BASE_URL ?? '',
  };
}
