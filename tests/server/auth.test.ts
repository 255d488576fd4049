import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendProfile, type Endpoint, envelope, LoginAnswer } from '../../contract/index.ts';
import { endpoints } from '../../contract/routes.ts';
import { CUSTOMERS } from '../../server/seed/shops.ts';
import {
  type CallResult,
  mockLineAccessToken,
  mockLineIdToken,
  SEED_SHOPS,
  startServer,
  suiteServer,
  type TestServer,
} from './harness.ts';

const V1 = '/api/v1/ssc';
const [SHOP001, SHOP002, SHOP003, SHOP004, SHOP005] = SEED_SHOPS;
/** A well-formed LINE user id that no shop is bound to. */
const UNBOUND_LINE_USER = `U${'f'.repeat(32)}`;
const DEFAULT_TTL_SECONDS = 12 * 60 * 60;

/** Example values for the path parameters of the contract's paths. */
const EXAMPLE_PARAMS: Record<string, string> = { sku_id: '1', payment_id: '1', code: 'WELCOME50' };
const examplePath = (path: string) =>
  path.replace(/:([a-z_]+)/g, (_m, name: string) => encodeURIComponent(EXAMPLE_PARAMS[name] ?? '1'));

const TOKEN_ENDPOINTS = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, e]) => e.auth === 'token',
);

function expect401(res: CallResult, what = '') {
  expect(res.status, `${what} ${res.text}`).toBe(401);
  expect(res.body, what).toEqual({ status: 401, message: expect.any(String) });
  expect(res.body.message.length).toBeGreaterThan(0);
}

async function login(server: TestServer, customerCode: string, idToken?: string): Promise<CallResult> {
  return server.call('POST', `${V1}/users/login`, {
    body: { customer_code: customerCode },
    headers: idToken === undefined ? {} : { 'x-line-id-token': idToken },
  });
}

function expectLoginAnswer(res: CallResult, ttl = DEFAULT_TTL_SECONDS): string {
  expect(res.status, res.text).toBe(200);
  expect(envelope(LoginAnswer).safeParse(res.body).success, res.text).toBe(true);
  expect(res.body.status).toBe(200);
  expect(res.body.data.token_type).toBe('Bearer');
  expect(res.body.data.expires_in).toBe(ttl);
  expect(res.body.data.access_token.length).toBeGreaterThanOrEqual(32);
  return res.body.data.access_token;
}

function expectProfileOf(res: CallResult, shop: (typeof SEED_SHOPS)[number]) {
  const c = CUSTOMERS.find((x) => x.id === shop.customerId)!;
  expect(res.status, res.text).toBe(200);
  expect(envelope(BackendProfile).safeParse(res.body).success, res.text).toBe(true);
  expect(res.body).toEqual({
    status: 200,
    message: expect.any(String),
    data: {
      shopCode: shop.customerCode,
      shopName: c.shop_name,
      shopCatName: c.shop_cat_name,
      phoneNumber: c.phone_number,
      regionCode: c.region_code,
      areaCode: c.area_code,
    },
  });
}

/** A call that needs a token: 200 when the token is good. */
const profileWith = (server: TestServer, token: string) =>
  server.call('GET', `${V1}/users/profile`, { token });

const server = suiteServer();

describe('sign-in step 2: GET /api/getProfile (LINE access token as bearer)', () => {
  it("answers the backend profile of the LINE user's shop", async () => {
    const res = await server.call('GET', '/api/getProfile', {
      token: mockLineAccessToken(SHOP001.lineUserId),
    });
    expectProfileOf(res, SHOP001);
    expect(res.body.data).toMatchObject({
      shopCode: 'SHOP001',
      shopName: 'ร้านสมชายการค้า',
      shopCatName: 'ร้านโชห่วย',
      phoneNumber: '0812345678',
      regionCode: 'BKK',
      areaCode: 'BKK-01',
    });
  });

  it('answers each bound shop its own profile', async () => {
    for (const shop of [SHOP002, SHOP003, SHOP004]) {
      expectProfileOf(
        await server.call('GET', '/api/getProfile', { token: mockLineAccessToken(shop.lineUserId) }),
        shop,
      );
    }
  });

  it('answers 401 for a LINE user bound to no shop', async () => {
    expect401(await server.call('GET', '/api/getProfile', { token: mockLineAccessToken(UNBOUND_LINE_USER) }));
  });

  it('answers 401 without a token, or with a garbage or wrong kind of token', async () => {
    expect401(await server.call('GET', '/api/getProfile'));
    expect401(await server.call('GET', '/api/getProfile', { token: 'garbage' }));
    expect401(await server.call('GET', '/api/getProfile', { headers: { authorization: 'Bearer' } }));
    expect401(
      await server.call('GET', '/api/getProfile', {
        headers: { authorization: `Basic ${mockLineAccessToken(SHOP001.lineUserId)}` },
      }),
    );
    // An ID token, or an access token of ours, is not a LINE access token.
    expect401(await server.call('GET', '/api/getProfile', { token: mockLineIdToken(SHOP001.lineUserId) }));
    const ours = await server.login(SHOP001);
    expect401(await server.call('GET', '/api/getProfile', { token: ours }));
    // Malformed LINE user ids.
    expect401(await server.call('GET', '/api/getProfile', { token: 'mock-line-access.U123' }));
    expect401(
      await server.call('GET', '/api/getProfile', {
        token: mockLineAccessToken(SHOP001.lineUserId.toUpperCase()),
      }),
    );
  });
});

describe('sign-in step 3: POST /users/login', () => {
  it('issues a Bearer access token to the bound LINE user, which then works', async () => {
    const token = expectLoginAnswer(await login(server, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)));
    const profile = await profileWith(server, token);
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.data.customer_detail.name).toBe(CUSTOMERS[0]?.name);
    const categories = await server.call('GET', `${V1}/categories`, { token });
    expect(categories.status).toBe(200);
  });

  it("binds the token to the LINE user's own shop", async () => {
    const token = expectLoginAnswer(await login(server, 'SHOP002', mockLineIdToken(SHOP002.lineUserId)));
    const profile = await profileWith(server, token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.customer_detail.name).toBe(CUSTOMERS[1]?.name);
  });

  it('issues a fresh token on every login; earlier tokens keep working', async () => {
    const a = expectLoginAnswer(await login(server, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)));
    const b = expectLoginAnswer(await login(server, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)));
    expect(a).not.toBe(b);
    expect((await profileWith(server, a)).status).toBe(200);
    expect((await profileWith(server, b)).status).toBe(200);
  });

  it('answers 401 for a customer code alone, without X-Line-Id-Token', async () => {
    for (const shop of SEED_SHOPS) expect401(await login(server, shop.customerCode), shop.customerCode);
    expect401(await login(server, 'SHOP001', ''));
  });

  it('answers 401 for an invalid LINE ID token', async () => {
    expect401(await login(server, 'SHOP001', 'garbage'));
    // A LINE access token is not an ID token.
    expect401(await login(server, 'SHOP001', mockLineAccessToken(SHOP001.lineUserId)));
    expect401(await login(server, 'SHOP001', 'mock-line-id.Unot-a-user'));
  });

  it("answers 403 for another shop's LINE user", async () => {
    const res = await login(server, 'SHOP001', mockLineIdToken(SHOP002.lineUserId));
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ status: 403, message: expect.any(String) });
    const back = await login(server, 'SHOP002', mockLineIdToken(SHOP001.lineUserId));
    expect(back.status).toBe(403);
  });

  it('answers 403 for an unknown customer code and for an unbound LINE user', async () => {
    const unknown = await login(server, 'SHOP999', mockLineIdToken(SHOP001.lineUserId));
    expect(unknown.status, unknown.text).toBe(403);
    expect(unknown.body).toEqual({ status: 403, message: expect.any(String) });
    const unbound = await login(server, 'SHOP001', mockLineIdToken(UNBOUND_LINE_USER));
    expect(unbound.status).toBe(403);
    // The code is matched exactly.
    expect((await login(server, 'shop001', mockLineIdToken(SHOP001.lineUserId))).status).toBe(403);
  });

  it('never lets anyone sign in as SHOP005, which has no LINE user', async () => {
    expect(SHOP005.lineUserId).toBeNull();
    expect401(await login(server, 'SHOP005'));
    expect401(await login(server, 'SHOP005', 'garbage'));
    for (const lineUserId of [
      SHOP001.lineUserId,
      SHOP002.lineUserId,
      SHOP003.lineUserId,
      UNBOUND_LINE_USER,
    ]) {
      const res = await login(server, 'SHOP005', mockLineIdToken(lineUserId));
      expect(res.status, lineUserId).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });

  it('answers 400 naming the field for a bad body', async () => {
    const header = { 'x-line-id-token': mockLineIdToken(SHOP001.lineUserId) };
    const missing = await server.call('POST', `${V1}/users/login`, { body: {}, headers: header });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.customer_code' })]),
    );
    const bad = await server.call('POST', `${V1}/users/login`, {
      body: { customer_code: "SHOP001' OR 1=1" },
      headers: header,
    });
    expect(bad.status).toBe(400);
  });
});

describe("every 'token' endpoint of the contract", () => {
  it('covers the catalogue, users, checkout, orders, payments and coupons', () => {
    expect(TOKEN_ENDPOINTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TOKEN_ENDPOINTS.map(([, e]) => e.tag))).toEqual(
      new Set(['users', 'catalogue', 'checkout', 'orders', 'payments', 'coupons']),
    );
  });

  it('answers 401 with the error envelope without a token and with a garbage token', async () => {
    const lineAccess = mockLineAccessToken(SHOP001.lineUserId);
    for (const [id, e] of TOKEN_ENDPOINTS) {
      const path = examplePath(e.path);
      const body = e.method === 'GET' ? undefined : {};
      expect401(await server.call(e.method, path, { body }), `${id} no token`);
      expect401(await server.call(e.method, path, { body, token: 'garbage' }), `${id} garbage`);
      expect401(
        await server.call(e.method, path, { body, headers: { authorization: 'Bearer' } }),
        `${id} empty bearer`,
      );
      // A LINE access token is not an access token of ours.
      expect401(await server.call(e.method, path, { body, token: lineAccess }), `${id} LINE token`);
    }
  });

  it('answers 401 before validating the input, so an anonymous caller learns nothing', async () => {
    for (const [id, e] of TOKEN_ENDPOINTS) {
      if (e.method === 'GET') continue;
      const res = await server.call(e.method, examplePath(e.path), { rawBody: '{not json' });
      expect401(res, `${id} malformed body`);
    }
  });

  it('lets a signed-in caller through (the routes exist and are not 401)', async () => {
    const token = await server.login(SHOP001);
    for (const [id, e] of TOKEN_ENDPOINTS) {
      const body = e.method === 'GET' ? undefined : {};
      const res = await server.call(e.method, examplePath(e.path), { body, token });
      expect(res.status, `${id}: ${res.text}`).not.toBe(401);
      expect(res.body.message, id).not.toMatch(/^no route/);
    }
  });
});

describe('token expiry', () => {
  it('answers 401 once the server clock passes the TTL, and a new login works', async () => {
    const token = await server.login(SHOP001);
    expect((await profileWith(server, token)).status).toBe(200);
    try {
      server.clock.offsetMs = (DEFAULT_TTL_SECONDS - 5) * 1000;
      expect((await profileWith(server, token)).status).toBe(200);
      server.clock.offsetMs = (DEFAULT_TTL_SECONDS + 1) * 1000;
      expect401(await profileWith(server, token), 'expired');
      const fresh = await server.login(SHOP001);
      expect((await profileWith(server, fresh)).status).toBe(200);
      expect401(await profileWith(server, token), 'still expired');
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('POST /__dev/tokens/expire makes existing tokens 401; logging in again works', async () => {
    const a = await server.login(SHOP001);
    const b = await server.login(SHOP002);
    expect((await profileWith(server, a)).status).toBe(200);
    const res = await server.call('POST', '/__dev/tokens/expire');
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe(200);
    expect401(await profileWith(server, a));
    expect401(await profileWith(server, b));
    const fresh = await server.login(SHOP001);
    expect((await profileWith(server, fresh)).status).toBe(200);
  });

  describe('with TOKEN_TTL_SECONDS 1', () => {
    const short = suiteServer({ TOKEN_TTL_SECONDS: '1' });

    it('answers expires_in 1 and the token stops working after a second', async () => {
      const token = expectLoginAnswer(await login(short, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)), 1);
      expect((await profileWith(short, token)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect401(await profileWith(short, token));
      const fresh = await short.login(SHOP001);
      expect((await profileWith(short, fresh)).status).toBe(200);
    });
  });
});

describe('production mode', () => {
  const prod = suiteServer({ NODE_ENV: 'production' });
  const prodMock = suiteServer({ NODE_ENV: 'production', LINE_MOCK: '1' });

  it('does not mount the development control', async () => {
    for (const s of [prod, prodMock]) {
      for (const [method, path] of [
        ['POST', '/__dev/reset'],
        ['GET', '/__dev/bank'],
        ['GET', '/__dev/faults'],
        ['POST', '/__dev/faults'],
        ['POST', '/__dev/tokens/expire'],
        ['POST', '/__dev/clock'],
      ] as const) {
        const res = await s.call(method, path, method === 'POST' ? { body: {} } : {});
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ status: 404, message: expect.any(String) });
      }
    }
  });

  it('refuses mock LINE tokens', async () => {
    expect401(await login(prod, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)));
    expect401(await prod.call('GET', '/api/getProfile', { token: mockLineAccessToken(SHOP001.lineUserId) }));
  });

  it('accepts mock LINE tokens when LINE_MOCK is 1', async () => {
    const token = expectLoginAnswer(await login(prodMock, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)));
    expect((await profileWith(prodMock, token)).status).toBe(200);
    expectProfileOf(
      await prodMock.call('GET', '/api/getProfile', { token: mockLineAccessToken(SHOP001.lineUserId) }),
      SHOP001,
    );
    const other = await login(prodMock, 'SHOP001', mockLineIdToken(SHOP002.lineUserId));
    expect(other.status).toBe(403);
  });
});

describe('real LINE verification (LINE_CHANNEL_ID set)', () => {
  const CHANNEL = '1234567890';
  const OTHER_CHANNEL = '9999999999';
  /** access token -> the channel it was issued for, its remaining life and its LINE user. */
  const ACCESS: Record<string, { client_id: string; expires_in: number; userId: string }> = {
    'real-access-shop001': { client_id: CHANNEL, expires_in: 2_591_999, userId: SHOP001.lineUserId },
    'real-access-shop002': { client_id: CHANNEL, expires_in: 2_591_999, userId: SHOP002.lineUserId },
    'real-access-other-channel': {
      client_id: OTHER_CHANNEL,
      expires_in: 2_591_999,
      userId: SHOP001.lineUserId,
    },
    'real-access-no-life': { client_id: CHANNEL, expires_in: 0, userId: SHOP001.lineUserId },
    'real-access-unbound': { client_id: CHANNEL, expires_in: 2_591_999, userId: UNBOUND_LINE_USER },
  };
  /** ID token -> its audience (channel id) and subject (LINE user). */
  const ID: Record<string, { aud: string; sub: string }> = {
    'real-id-shop001': { aud: CHANNEL, sub: SHOP001.lineUserId },
    'real-id-shop002': { aud: CHANNEL, sub: SHOP002.lineUserId },
    'real-id-other-channel': { aud: OTHER_CHANNEL, sub: SHOP001.lineUserId },
  };
  const seen: { method: string; path: string; query: string; authorization?: string; form?: string }[] = [];
  let fake: Server;
  let real: TestServer;
  /** How the fake LINE API fails, when it does (the outage tests below). */
  let outage: 'status500' | 'status503' | 'slow' | 'reset' | 'garbage' | null = null;

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  /** Just enough of LINE Login v2.1 and the profile API. */
  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (outage === 'status500') return answer(res, 500, { message: 'internal error' });
    if (outage === 'status503') return answer(res, 503, { message: 'maintenance' });
    if (outage === 'slow') return void setTimeout(() => answer(res, 200, {}), 2000);
    if (outage === 'reset') return void req.socket.destroy();
    if (outage === 'garbage')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"cli');
    const url = new URL(req.url ?? '/', 'http://fake.line');
    let form = '';
    for await (const chunk of req) form += chunk;
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.search,
      authorization: req.headers.authorization,
      form,
    });
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/verify') {
      const info = ACCESS[url.searchParams.get('access_token') ?? ''];
      if (!info)
        return answer(res, 400, { error: 'invalid_request', error_description: 'access token expired' });
      return answer(res, 200, {
        scope: 'profile openid',
        client_id: info.client_id,
        expires_in: info.expires_in,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/profile') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const info = ACCESS[token];
      if (!info) return answer(res, 401, { message: 'invalid token' });
      return answer(res, 200, {
        userId: info.userId,
        displayName: 'LINE user',
        pictureUrl: 'https://x/p.png',
      });
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/verify') {
      const params = new URLSearchParams(form);
      const token = ID[params.get('id_token') ?? ''];
      if (!token)
        return answer(res, 400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
      if (params.get('client_id') !== token.aud) {
        return answer(res, 400, { error: 'invalid_request', error_description: 'Invalid IdToken Audience.' });
      }
      return answer(res, 200, {
        iss: 'https://access.line.me',
        sub: token.sub,
        aud: token.aud,
        exp: Math.floor(Date.now() / 1000) + 3600,
        iat: Math.floor(Date.now() / 1000),
        amr: ['linesso'],
      });
    }
    return answer(res, 404, { message: 'not found' });
  }

  beforeAll(async () => {
    fake = createServer((req, res) => {
      handle(req, res).catch(() => answer(res, 500, { message: 'fake failed' }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    real = await startServer({
      LINE_CHANNEL_ID: CHANNEL,
      LINE_API_BASE: `http://127.0.0.1:${port}`,
      LINE_TIMEOUT_MS: '300',
    });
  });

  afterAll(async () => {
    await real?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('signs in with a good ID token, asking LINE with our channel id', async () => {
    seen.length = 0;
    const token = expectLoginAnswer(await login(real, 'SHOP001', 'real-id-shop001'));
    const verify = seen.find((r) => r.method === 'POST' && r.path === '/oauth2/v2.1/verify');
    expect(verify).toBeDefined();
    const form = new URLSearchParams(verify?.form ?? '');
    expect(form.get('id_token')).toBe('real-id-shop001');
    expect(form.get('client_id')).toBe(CHANNEL);
    const profile = await profileWith(real, token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.customer_detail.name).toBe(CUSTOMERS[0]?.name);
  });

  it('answers the backend profile for a good LINE access token', async () => {
    seen.length = 0;
    expectProfileOf(await real.call('GET', '/api/getProfile', { token: 'real-access-shop001' }), SHOP001);
    expectProfileOf(await real.call('GET', '/api/getProfile', { token: 'real-access-shop002' }), SHOP002);
    expect(
      seen.some((r) => r.path === '/oauth2/v2.1/verify' && r.query.includes('real-access-shop001')),
    ).toBe(true);
    expect(
      seen.some((r) => r.path === '/v2/profile' && r.authorization === 'Bearer real-access-shop001'),
    ).toBe(true);
  });

  it('refuses tokens issued for another channel', async () => {
    expect401(await login(real, 'SHOP001', 'real-id-other-channel'));
    expect401(await real.call('GET', '/api/getProfile', { token: 'real-access-other-channel' }));
  });

  it('refuses unknown and spent tokens, and LINE users bound to no shop', async () => {
    expect401(await login(real, 'SHOP001', 'garbage'));
    expect401(await real.call('GET', '/api/getProfile', { token: 'garbage' }));
    expect401(await real.call('GET', '/api/getProfile', { token: 'real-access-no-life' }));
    expect401(await real.call('GET', '/api/getProfile', { token: 'real-access-unbound' }));
  });

  it('still answers 403 for a good token of another shop', async () => {
    const res = await login(real, 'SHOP001', 'real-id-shop002');
    expect(res.status, res.text).toBe(403);
  });

  it('refuses mock LINE tokens', async () => {
    expect401(await login(real, 'SHOP001', mockLineIdToken(SHOP001.lineUserId)));
    expect401(await real.call('GET', '/api/getProfile', { token: mockLineAccessToken(SHOP001.lineUserId) }));
  });

  describe("LINE's API down: 503 with retry-after, never 'token invalid'", () => {
    afterAll(() => {
      outage = null;
    });
    for (const kind of ['status500', 'status503', 'slow', 'reset', 'garbage'] as const) {
      it(`${kind}: sign-in and getProfile answer 503, and work again once LINE is back`, async () => {
        outage = kind;
        for (const res of [
          await login(real, 'SHOP001', 'real-id-shop001'),
          await real.call('GET', '/api/getProfile', { token: 'real-access-shop001' }),
        ]) {
          expect(res.status, res.text).toBe(503);
          expect(res.body).toEqual({ status: 503, message: expect.stringContaining('try again') });
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        outage = null;
        expectLoginAnswer(await login(real, 'SHOP001', 'real-id-shop001'));
        expectProfileOf(await real.call('GET', '/api/getProfile', { token: 'real-access-shop001' }), SHOP001);
      });
    }
  });
});
