import net from 'node:net';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/index.ts';
import { loadConfig } from '../../server/config.ts';
import { installErrorHandler } from '../../server/http/errors.ts';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import {
  plainOrderBody,
  SEED_SHOPS,
  signedIn,
  startServer,
  suiteServer,
  suiteStaticServer,
  type TestServer,
} from './harness.ts';

/**
 * Issue 11, parts 3 and 4: bad input the case table of bad-input.test.ts cannot express (duplicated
 * order lines with an Idempotency-Key, long parameters behind the storefront's fallback route,
 * HTTP framing errors), the security headers, the rate limit, and who may use /__dev.
 */

const V1 = '/api/v1/ssc';
const expectError = (res: { status: number; body: unknown; text: string }, status: number, path?: string) => {
  expect(res.status, res.text).toBe(status);
  expect(ErrorBody.safeParse(res.body).success, res.text).toBe(true);
  if (path) expect((res.body as ErrorBody).errors?.[0]?.path).toBe(path);
};

/** Sends raw bytes and answers the server's raw reply (the connection closes after an error). */
function rawHttp(url: string, request: string): Promise<{ status: number; body: unknown; text: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.on('data', (d) => {
      out += d;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      // The first answer on the connection (a pipelined leftover may follow).
      const [head = '', rest = ''] = out.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? rest.length);
      const text = rest.slice(0, length);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      resolve({ status: Number(head.split(' ')[1]), body, text: `${head}\n\n${text}` });
    });
    setTimeout(() => socket.destroy(), 5000);
  });
}

describe('bad input', () => {
  // With a built storefront, its History-API fallback route catches what the API routes miss.
  const server = signedIn(suiteStaticServer({ 'index.html': '<!doctype html><title>storefront</title>' }));

  it('duplicated seq or sku_id lines: 400 naming the second line, also with an Idempotency-Key', async () => {
    const body = await plainOrderBody(server, server.token);
    const line = { sku_id: SKU_ID_PLAIN, seq: 1, quantity: 25 };
    const cases = [
      { items: [line, { ...line, sku_id: SKU_ID_PLAIN + 1 }], path: 'body.order_items[1].seq' },
      { items: [line, { ...line, seq: 2 }], path: 'body.order_items[1].sku_id' },
      {
        items: [{ ...line, seq: 3 }, line, { ...line, sku_id: SKU_ID_PLAIN + 1, seq: 3 }],
        path: 'body.order_items[2].seq',
      },
    ];
    for (const [i, c] of cases.entries()) {
      for (const headers of [{}, { 'idempotency-key': `dup-lines-${i}-key` }] as Record<string, string>[]) {
        const res = await server.call('POST', `${V1}/orders`, {
          token: server.token,
          headers,
          body: { ...body, order_items: c.items },
        });
        expectError(res, 400, c.path);
        expect(res.body.message).toBe(`${c.path} appears twice`);
      }
    }
  });

  it('path parameters over 200 characters: 400 naming the parameter, also behind the storefront fallback', async () => {
    const long = 'A'.repeat(201);
    for (const [method, path, param] of [
      ['GET', `${V1}/payments/check_status/${'9'.repeat(201)}`, 'params.payment_id'],
      ['GET', `${V1}/payments/inquiry/${long}`, 'params.payment_id'],
      ['GET', `${V1}/skus/lookup/${long}`, 'params.sku_id'],
      ['GET', `${V1}/coupons/detail/${long}`, 'params.code'],
      ['POST', `/__dev/payments/${long}/status`, 'params.payment_id'],
      ['POST', `/__dev/bank/1/${long}`, 'params.action'],
    ] as const) {
      const res = await server.call(method, path, {
        token: server.token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expectError(res, 400, param);
      expect(res.body.message).toBe(`${param} is too long`);
    }
    // An unknown address is still 404, and the storefront still answers its own routes.
    expectError(await server.call('GET', `${V1}/nothing/${long}`, { token: server.token }), 404);
    expect((await server.call('GET', '/orders/123')).text).toContain('storefront');
  });

  it('HTTP framing errors answer the contract error body', async () => {
    const head = (extra: string) =>
      `PUT ${V1}/orders/cancel HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.token}\r\nContent-Type: application/json\r\n${extra}`;
    const cases: [string, string, number][] = [
      ['bad JSON', `${head('Content-Length: 5\r\nConnection: close\r\n\r\n')}{"a":`, 400],
      ['empty JSON body', `${head('Content-Length: 0\r\nConnection: close\r\n\r\n')}`, 400],
      ['Content-Length not a number', `${head('Content-Length: abc\r\n\r\n')}{}`, 400],
      [
        'Content-Length and Transfer-Encoding',
        `${head('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n')}0\r\n\r\n`,
        400,
      ],
      ['malformed chunk', `${head('Transfer-Encoding: chunked\r\n\r\n')}ZZ\r\nabc\r\n0\r\n\r\n`, 400],
      ['malformed request line', 'GARBAGE\r\n\r\n', 400],
      ['header name with a space', `GET ${V1}/skus HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n`, 400],
      ['headers over the limit', `GET ${V1}/skus?${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      [
        'wrong content type',
        `${head('Content-Length: 2\r\nConnection: close\r\n\r\n').replace('application/json', 'application/xml')}<>`,
        415,
      ],
    ];
    for (const [name, request, status] of cases) {
      const res = await rawHttp(server.url, request);
      expect(res.status, name).toBe(status);
      expect(res.body, `${name}: ${res.text}`).toEqual(
        expect.objectContaining({ status, message: expect.any(String) }),
      );
      expect(ErrorBody.safeParse(res.body).success, name).toBe(true);
    }
  });
});

describe('contention that outlives the retries', () => {
  it('answers 503 with retry-after in the contract body, never 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const res = await app.inject({ method: 'GET', url: '/deadlock' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, message: 'busy: please try again' });
    expect(res.headers['retry-after']).toBe('1');
    await app.close();
  });
});

describe('security headers', () => {
  const server = suiteStaticServer(
    { 'index.html': '<!doctype html><title>storefront</title>' },
    { CORS_ORIGIN: 'https://shop.example' },
  );

  it('the storefront and the API carry a CSP that LIFF and Emotion work under', async () => {
    for (const path of ['/', '/home', `${V1}/banners`, '/images/products/1.svg']) {
      const res = await server.call('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain(
        "connect-src 'self' https://api.line.me https://*.line.me https://*.line-scdn.net https://shop.example",
      );
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it("the API docs page keeps swagger-ui's own CSP", async () => {
    const res = await server.call('GET', '/api/docs/static/index.html');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: validator.swagger.io");
    expect(csp).toMatch(/script-src 'self'[ ;]/);
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('rate limit', () => {
  const server = suiteServer({ RATE_LIMIT_PER_MINUTE: '5' });

  it('answers 429 in the contract body per customer, with retry-after; files are not limited', async () => {
    const [first, second] = await Promise.all([server.login(SEED_SHOPS[0]), server.login(SEED_SHOPS[1])]);
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await server.call('GET', `${V1}/brands/all`, { token: first })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await server.call('GET', `${V1}/coupons`, { token: first });
    expect(limited.body).toEqual({
      status: 429,
      message: expect.stringMatching(/^too many requests: at most 5 a minute/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('5');
    // Another customer has a limit of their own; images are not API calls.
    expect((await server.call('GET', `${V1}/brands/all`, { token: second })).status).toBe(200);
    for (let i = 0; i < 8; i++) expect((await server.call('GET', '/images/products/1.svg')).status).toBe(200);
  });
});

describe('/__dev: loopback only, no cross-site writes', () => {
  const server = suiteServer();
  const open = suiteServer({ DEV_ENDPOINTS: '1' });

  const inject = (s: TestServer, init: InjectOptions) =>
    s.app.inject(init).then((res) => ({ status: res.statusCode, body: res.json(), text: res.body }));

  it('refuses other addresses, forwarded ones and other host names, with 403 in the contract body', async () => {
    for (const init of [
      { method: 'POST', url: '/__dev/reset', remoteAddress: '192.168.1.20' },
      { method: 'GET', url: '/__dev/bank', remoteAddress: '10.0.0.7' },
      { method: 'GET', url: '/__dev/faults', remoteAddress: '::ffff:192.168.1.20' },
      {
        method: 'POST',
        url: '/__dev/clock',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: { offset_ms: 1 },
      },
      {
        method: 'POST',
        url: '/__dev/reset',
        remoteAddress: '127.0.0.1',
        headers: { host: 'rebound.example:3000' },
      },
    ] as InjectOptions[]) {
      const res = await inject(server, init);
      expectError(res, 403);
      expect(res.body.message).toContain('DEV_ENDPOINTS=1');
    }
    expect((await inject(server, { method: 'GET', url: '/__dev/faults' })).status).toBe(200);
    expect((await inject(server, { method: 'GET', url: '/__dev/faults', remoteAddress: '::1' })).status).toBe(
      200,
    );
  });

  it('DEV_ENDPOINTS=1 opens it to other addresses; 0 removes it; never in production', async () => {
    expect(
      (await inject(open, { method: 'GET', url: '/__dev/faults', remoteAddress: '192.168.1.20' })).status,
    ).toBe(200);
    const off = await startServer({ DEV_ENDPOINTS: '0' });
    try {
      expectError(await off.call('GET', '/__dev/faults'), 404);
    } finally {
      await off.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' })).toThrow(/DEV_ENDPOINTS/);
    expect(() => loadConfig({ DEV_ENDPOINTS: 'yes' })).toThrow(/DEV_ENDPOINTS/);
  });

  it('refuses cross-site form posts and other origins; the bank page still pays from its own page', async () => {
    const token = await server.login();
    const order = (
      await server.call('POST', `${V1}/orders`, { token, body: await plainOrderBody(server, token) })
    ).body.data as { order_id: number; payment_id: number };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const host = new URL(server.url).host;
    for (const [path, headers, status] of [
      ['/__dev/reset', { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
      ['/__dev/reset', { ...form, 'sec-fetch-site': 'cross-site' }, 403],
      ['/__dev/reset', { 'content-type': 'text/plain', origin: 'null' }, 403],
      ['/__dev/reset', form, 415],
      ['/__dev/reset', { 'content-type': 'text/plain' }, 415],
      [`/__dev/bank/${order.payment_id}/pay`, { ...form, origin: 'https://evil.example' }, 403],
      [`/__dev/bank/${order.payment_id}/pay`, { ...form, 'sec-fetch-site': 'same-site' }, 403],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers,
        body: 'a=pay',
        redirect: 'manual',
      });
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
      expect(ErrorBody.safeParse(await res.json()).success).toBe(true);
    }
    // Nothing happened: the order is still there, its payment still pending.
    const status = await server.call('GET', `${V1}/payments/check_status/${order.payment_id}`, { token });
    expect(status.body.data.payment_status).toBe(1);
    const own = await fetch(`${server.url}/__dev/bank/${order.payment_id}/pay`, {
      method: 'POST',
      headers: { ...form, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      body: 'a=pay',
      redirect: 'manual',
    });
    expect(own.status).toBe(303);
    expect(
      (await server.call('GET', `${V1}/payments/check_status/${order.payment_id}`, { token })).body.data
        .payment_status,
    ).toBe(2);
  });

  it('the bank page names its origin on its own posts (Referrer-Policy same-origin); Origin: null and cross-site posts stay 403', async () => {
    // Issue 20 item 8: under helmet's no-referrer Chromium sent `Origin: null` from the bank's buttons.
    const page = await fetch(`${server.url}/__dev/bank`);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    // Every other page keeps helmet's policy.
    expect((await fetch(`${server.url}/__dev/faults`)).headers.get('referrer-policy')).toBe('no-referrer');
    const token = await server.login();
    const order = (
      await server.call('POST', `${V1}/orders`, { token, body: await plainOrderBody(server, token) })
    ).body.data as { payment_id: number };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const action of ['pay', 'fail', 'expire']) {
      for (const headers of [
        { ...form, origin: 'null' },
        { ...form, origin: 'null', 'sec-fetch-site': 'same-origin' },
        { ...form, origin: 'null', 'sec-fetch-site': 'cross-site' },
        { ...form, 'sec-fetch-site': 'cross-site' },
        { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { ...form, origin: 'http://localhost.evil.example' },
      ]) {
        const res = await fetch(`${server.url}/__dev/bank/${order.payment_id}/${action}`, {
          method: 'POST',
          headers,
          body: `a=${action}`,
          redirect: 'manual',
        });
        expect(res.status, `${action} ${JSON.stringify(headers)}`).toBe(403);
        expect(ErrorBody.safeParse(await res.json()).success).toBe(true);
      }
    }
    const status = await server.call('GET', `${V1}/payments/check_status/${order.payment_id}`, { token });
    expect(status.body.data.payment_status).toBe(1);
  });
});
