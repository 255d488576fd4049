import { describe, expect, it } from 'vitest';
import { suiteStaticServer } from './harness.ts';

/**
 * Issue 20 item 3 (ADR 0008): the service worker the build writes (dist/sw.js) is served from the
 * root, so its scope is the whole storefront, revalidated on every check (no-cache: a new build's
 * worker is found at once, never held by a cache), as JavaScript, and the pages' CSP lets it run.
 * A chunk of an older build is a 404, not the page (the screen-load chart's check, item 2).
 */

const PAGE = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';
const WORKER = 'self.addEventListener("fetch", () => {});';

const server = suiteStaticServer({ assets: null, 'index.html': PAGE, 'sw.js': WORKER });

describe('/sw.js', () => {
  it('is the worker script itself, at the root, JavaScript, revalidated on every check', async () => {
    const res = await fetch(`${server.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(WORKER);
    // A scope wider than the script's folder would need this header; the root needs none.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
  });

  it("the pages' CSP lets a worker of this origin run (worker-src 'self')", async () => {
    for (const path of ['/home', '/sw.js']) {
      const csp = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/worker-src 'self'/);
      expect(csp, path).toMatch(/script-src 'self'/);
    }
  });

  it('a chunk of an older build is a 404 (GET and HEAD), never the page', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${server.url}/assets/cart-screen-OLDBUILD.js`, { method });
      expect(res.status, method).toBe(404);
    }
  });
});
