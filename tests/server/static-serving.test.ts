import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SHOP001_ORDER_IDS_BY_STATUS } from '../../server/seed/fixtures.ts';
import { suiteStaticServer } from './harness.ts';

/**
 * Issue 12 "Serving": the storefront's files go out precompressed (the build's .br and .gz
 * siblings) with a year of caching for content-hashed assets and `no-cache` for the page; API
 * answers of 1 KB and more are compressed on the fly. A tiny fixture build stands in for dist/.
 */

const ASSET = '/assets/app-Ab12Cd34.js';
const FONT = '/assets/font-Ef56Gh78.woff2';
const PAGE = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file and its precompressed siblings; each sibling is recognisable by its content. */
const withSiblings = (path: string, text: string) => ({
  [path]: text,
  [`${path}.br`]: brotliCompressSync(Buffer.from(`${text}<!-- br -->`)),
  [`${path}.gz`]: gzipSync(Buffer.from(`${text}<!-- gz -->`)),
});

const server = suiteStaticServer({
  ...withSiblings('index.html', PAGE),
  ...withSiblings(ASSET, SCRIPT),
  [FONT]: Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire (not decoded). */
  body: Buffer;
}

/** A request with node:http, which (unlike fetch) neither asks for nor decodes compression itself. */
function get(path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const sent = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
    const req = httpRequest(`${server.url}${path}`, { method, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const decode = ({ headers, body }: Raw) => {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

describe('the storefront files', () => {
  it('a hashed asset: the brotli sibling when accepted, cached for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res)).toBe(`${SCRIPT}<!-- br -->`);
  });

  it('the gzip sibling for a client without brotli, the plain file for one without either', async () => {
    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(`${SCRIPT}<!-- gz -->`);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a font (no compressed sibling) goes out as it is, cached for a year', async () => {
    const res = await get(FONT, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toHaveLength(7);
  });

  it('index.html and every app route (SPA fallback) are revalidated: no-cache, precompressed', async () => {
    for (const path of ['/', '/index.html', '/home', '/products/1', '/cart']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(decode(res), path).toBe(`${PAGE}<!-- br -->`);
    }
    const plain = await get('/home');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("the build's files carry no document-only security headers; the page keeps them all", async () => {
    for (const path of [ASSET, FONT]) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
        expect(res.headers[header], `${path} ${header}`).toBeUndefined();
      }
    }
    const page = await get('/cart');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a missing asset is a 404, not the page', async () => {
    const res = await get('/assets/app-OldBuild.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('API answers', () => {
  it('an answer of 1 KB or more is compressed as the client accepts; the JSON is unchanged', async () => {
    const token = await server.login();
    const path = '/api/v1/ssc/skus?limit=20&page=1';
    const plain = await get(path, { authorization: `Bearer ${token}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(path, { authorization: `Bearer ${token}`, 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(res))).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('a small answer goes out as it is', async () => {
    const res = await get('/api/v1/ssc/coupons', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(401);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 401 });
  });

  it('the seed images keep their type and caching, compressed when large enough', async () => {
    const plain = await get('/images/categories/1.svg');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    const res = await get('/images/categories/1.svg', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-encoding']).toBe(plain.body.length >= 1024 ? 'gzip' : undefined);
    expect(decode(res)).toBe(plain.body.toString());
  });

  it('the payment QR (a JPEG inside the JSON answer) arrives intact through compression', async () => {
    const token = await server.login();
    const orderId = SHOP001_ORDER_IDS_BY_STATUS[1]?.[0];
    if (!orderId) throw new Error('the seed has no order awaiting payment');
    const res = await get(
      '/api/v1/ssc/payments',
      { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      { order_id: orderId },
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const jpeg = Buffer.from(JSON.parse(decode(res)).data.qr_image as string, 'base64');
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});
