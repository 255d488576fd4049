import type { Config } from '../config.ts';

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
  const real = config.lineChannelId ? createRealVerifier(config.lineChannelId, config.lineApiBase) : null;
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

/** LINE Login v2.1: https://developers.line.biz/en/reference/line-login/#verify-access-token */
function createRealVerifier(channelId: string, base: string): LineVerifier {
  const timeout = () => AbortSignal.timeout(5000);
  return {
    async verifyAccessToken(token) {
      const verify = await fetch(`${base}/oauth2/v2.1/verify?access_token=${encodeURIComponent(token)}`, {
        signal: timeout(),
      }).catch(() => null);
      if (!verify?.ok) return null;
      const info = (await verify.json()) as { client_id?: string; expires_in?: number };
      if (info.client_id !== channelId || !(Number(info.expires_in) > 0)) return null;
      const profile = await fetch(`${base}/v2/profile`, {
        headers: { authorization: `Bearer ${token}` },
        signal: timeout(),
      }).catch(() => null);
      if (!profile?.ok) return null;
      const { userId } = (await profile.json()) as { userId?: string };
      return typeof userId === 'string' ? userId : null;
    },
    async verifyIdToken(idToken) {
      const res = await fetch(`${base}/oauth2/v2.1/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
        signal: timeout(),
      }).catch(() => null);
      if (!res?.ok) return null;
      const { sub } = (await res.json()) as { sub?: string };
      return typeof sub === 'string' ? sub : null;
    },
  };
}
