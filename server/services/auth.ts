import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { BackendProfile } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { ALWAYS_LIVE, type Invalidations } from '../db/notifications.ts';
import { DomainError } from '../domain/errors.ts';
import type { LineVerifier } from './line.ts';

export interface Customer {
  id: number;
  customer_code: string;
  name: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function createAuth(deps: {
  db: Db;
  clock: Clock;
  line: LineVerifier;
  tokenTtlSeconds: number;
  /** Tokens revoked or shortened by any process (docs/scaling.md "Invalidations"). */
  invalidations?: Pick<Invalidations, 'live' | 'on'>;
}) {
  const { db, clock, line, tokenTtlSeconds, invalidations = ALWAYS_LIVE } = deps;
  // Every API call checks its token: remember recent ones for a minute instead of asking the
  // database each time (docs/performance.md). Expiry is still checked against the token's own time;
  // a token deleted or shortened anywhere is forgotten when the database says so, and nothing is
  // remembered while that news cannot arrive.
  const tokenCache = new LRUCache<string, { customer: Customer; expiresAt: number }>({
    max: 20_000,
    ttl: 60_000,
  });
  // Bumped by every invalidation: a look-up that began before one does not fill the cache.
  let generation = 0;
  invalidations.on((change) => {
    if (change.what === 'catalogue') return;
    generation++;
    if (change.what === 'tokens' && change.hashes) for (const h of change.hashes) tokenCache.delete(h);
    else tokenCache.clear();
  });
  const remembered = (key: string) => {
    if (!invalidations.live()) return undefined;
    const cached = tokenCache.get(key);
    return cached && cached.expiresAt > clock.now().getTime() ? cached : undefined;
  };

  /** The shop bound to a LINE user, or null. */
  async function customerOfLineUser(lineUserId: string) {
    const rows = await db.query<Customer & BackendProfile>(
      `SELECT c.id, c.customer_code, c.name, c.customer_code AS "shopCode", c.shop_name AS "shopName",
              c.shop_cat_name AS "shopCatName", c.phone_number AS "phoneNumber",
              c.region_code AS "regionCode", c.area_code AS "areaCode"
         FROM line_bindings b JOIN customers c ON c.id = b.customer_id
        WHERE b.line_user_id = $1`,
      [lineUserId],
    );
    return rows[0] ?? null;
  }

  return {
    /** Authorization: Bearer <access_token> -> the customer, or 401. */
    async customerOfToken(authorization: string | undefined): Promise<Customer> {
      const token = bearer(authorization);
      if (!token) throw new DomainError('unauthorized', 'accessToken', 'missing bearer access token');
      const key = hash(token);
      const cached = remembered(key);
      if (cached) return cached.customer;
      const seen = generation;
      const rows = await db.query<Customer & { expires_at: Date }>(
        `SELECT c.id, c.customer_code, c.name, t.expires_at FROM access_tokens t JOIN customers c ON c.id = t.customer_id
          WHERE t.token_hash = $1 AND t.expires_at > $2`,
        [key, clock.now()],
      );
      const row = rows[0];
      if (!row) {
        tokenCache.delete(key);
        throw new DomainError('unauthorized', 'accessToken', 'access token invalid or expired');
      }
      const customer = { id: row.id, customer_code: row.customer_code, name: row.name };
      if (seen === generation && invalidations.live())
        tokenCache.set(key, { customer, expiresAt: row.expires_at.getTime() });
      return customer;
    },

    /**
     * The customer of a token this process has checked within the minute, without asking the
     * database (the rate limit's key, before authentication); null for any other.
     */
    knownCustomerOfToken(authorization: string | undefined): Customer | null {
      const token = bearer(authorization);
      return (token && remembered(hash(token))?.customer) || null;
    },

    /** GET /api/getProfile: LINE access token -> the shop's backend profile; 401 when not a shop. */
    async backendProfile(authorization: string | undefined): Promise<BackendProfile> {
      const token = bearer(authorization);
      if (!token) throw new DomainError('unauthorized', 'lineToken', 'missing bearer LINE access token');
      const lineUserId = await line.verifyAccessToken(token);
      if (!lineUserId) throw new DomainError('unauthorized', 'lineToken', 'LINE access token invalid');
      const shop = await customerOfLineUser(lineUserId);
      if (!shop)
        throw new DomainError('unauthorized', 'lineAccount', 'this LINE user is not a registered shop');
      const { shopCode, shopName, shopCatName, phoneNumber, regionCode, areaCode } = shop;
      return { shopCode, shopName, shopCatName, phoneNumber, regionCode, areaCode };
    },

    /** POST /users/login: only when the LINE user of the ID token is bound to customer_code. */
    async login(idToken: string | undefined, customerCode: string) {
      if (!idToken) throw new DomainError('unauthorized', 'lineToken', 'X-Line-Id-Token header is required');
      const lineUserId = await line.verifyIdToken(idToken);
      if (!lineUserId) throw new DomainError('unauthorized', 'lineToken', 'LINE ID token invalid');
      const shop = await customerOfLineUser(lineUserId);
      if (!shop || shop.customer_code !== customerCode) {
        throw new DomainError('forbidden', 'lineAccount', 'this LINE account is not bound to customer_code');
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expires = new Date(now.getTime() + tokenTtlSeconds * 1000);
      await db.query('DELETE FROM access_tokens WHERE customer_id = $1 AND expires_at <= $2', [shop.id, now]);
      await db.query(
        'INSERT INTO access_tokens (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hash(token), shop.id, now, expires],
      );
      // Known at once on this process (the rate limit counts its first request by customer).
      const customer = { id: shop.id, customer_code: shop.customer_code, name: shop.name };
      tokenCache.set(hash(token), { customer, expiresAt: expires.getTime() });
      return { access_token: token, token_type: 'Bearer' as const, expires_in: tokenTtlSeconds };
    },

    /** Development control: make every issued token expire now. */
    async expireAllTokens() {
      await db.query('UPDATE access_tokens SET expires_at = $1', [new Date(0)]);
      tokenCache.clear();
    },

    /** Forget remembered tokens (after a reset of the database). */
    forgetTokens() {
      tokenCache.clear();
    },
  };
}
export type Auth = ReturnType<typeof createAuth>;
