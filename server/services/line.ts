import type { Config } from '../config.ts';
import { DomainError } from '../domain/errors.ts';

/**
 * Verifies LINE tokens and answers the LINE user id they belong to (null when invalid).
 * Real mode (LINE_CHANNEL_ID set) asks LINE's API; mock mode accepts the LIFF mock's tokens
 * `mock-line-access.<userId>` and `mock-line-id.<userId>` (server/seed/identities.ts).
 */
export interface LineVerifier {
  verifyAccessToken(token: string): Promise<string | null>;
  verifyIdToken(idToken: string): Promise<string | null>;
}

const MOCK_ACCESS = /^mock-line-access\.(U[0-9a-f]{32})$/;
const MOCK_ID = /^mock-line-id\.(U[0-9a-f]{32})$/;

export function createLineVerifier(config: Config): LineVerifier {
  const real = config.lineChannelId
    ? createRealVerifier(config.lineChannelId, config.lineApiBase, config.lineTimeoutMs)
    : null;
  return {
    async verifyAccessToken(token) {
      const mock = config.lineMock ? MOCK_ACCESS.exec(token) : null;
      if (mock?.[1]) return mock[1];
      return real ? real.verifyAccessToken(token) : null;
    },
    async verifyIdToken(idToken) {
      const mock = config.lineMock ? MOCK_ID.exec(idToken) : null;
      if (mock?.[1]) return mock[1];
      return real ? real.verifyIdToken(idToken) : null;
    },
  };
}

/**
 * One call to LINE's API: the JSON answer of a 2xx, null when LINE says the token is not valid
 * (4xx), and 503 (retry-after) when LINE cannot be asked: a timeout, no connection, a 5xx or an
 * unreadable answer. An outage is never 'token invalid': the app retries instead of telling a
 * registered shop it is not one.
 */
async function askLine<T>(url: string, timeoutMs: number, init: RequestInit = {}): Promise<T | null> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw lineDown();
  }
  if (res.status >= 500 || res.status === 429) throw lineDown();
  if (!res.ok) return null;
  try {
    return (await res.json()) as T;
  } catch {
    throw lineDown();
  }
}

const LINE_DOWN = "LINE's API cannot verify the token right now; please try again shortly";
const lineDown = () => new DomainError('unavailable', 'lineToken', LINE_DOWN, { retryAfter: 5 });

/** LINE Login v2.1: https://developers.line.biz/en/reference/line-login/#verify-access-token */
function createRealVerifier(channelId: string, base: string, timeoutMs: number): LineVerifier {
  return {
    async verifyAccessToken(token) {
      const info = await askLine<{ client_id?: string; expires_in?: number }>(
        `${base}/oauth2/v2.1/verify?access_token=${encodeURIComponent(token)}`,
        timeoutMs,
      );
      if (!info || info.client_id !== channelId || !(Number(info.expires_in) > 0)) return null;
      const profile = await askLine<{ userId?: string }>(`${base}/v2/profile`, timeoutMs, {
        headers: { authorization: `Bearer ${token}` },
      });
      return typeof profile?.userId === 'string' ? profile.userId : null;
    },
    async verifyIdToken(idToken) {
      const answer = await askLine<{ sub?: string }>(`${base}/oauth2/v2.1/verify`, timeoutMs, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
      });
      return typeof answer?.sub === 'string' ? answer.sub : null;
    },
  };
}
