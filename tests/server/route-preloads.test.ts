import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeChunks, routeChunksOf, withModulePreloads } from '../../server/http/route-preloads.ts';
import { routeFilesTable } from '../../src/app/route-files.ts';
import { suiteStaticServer } from './harness.ts';

/**
 * Issue 12 (LCP): the page for a storefront route names that route's code (layout, screen, the
 * chunks they import, Chakra's for the screens that need it) as module preloads, read from the
 * build's manifest, so the browser fetches it beside the start-up script instead of after it.
 * A fixture build stands in for dist/: its manifest has the shape Vite writes, and its
 * route-files.json is the one `vite build` writes from src/app/route-files.ts.
 */

const HEAD = '<head><script type="module" crossorigin src="/assets/index-A.js"></script></head>';
const PAGE = `<!doctype html><html lang="th">${HEAD}<body><div id="root"></div></body></html>`;

/** What `vite build` writes to dist/.vite/route-files.json (vite.config.ts). */
const ROUTE_FILES = routeFilesTable();

const MANIFEST = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_runtime-R.js'],
    dynamicImports: ['app/layouts/product-layout.tsx', 'features/product/product-detail-screen.tsx'],
  },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  '_shell-kit-S.js': { file: 'assets/shell-kit-S.js', imports: ['_runtime-R.js', 'index.html'] },
  '_shop-kit-K.js': { file: 'assets/shop-kit-K.js', imports: ['index.html', '_shell-kit-S.js'] },
  'app/layouts/product-layout.tsx': {
    file: 'assets/product-layout-L.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shell-kit-S.js'],
  },
  'features/product/product-detail-screen.tsx': {
    file: 'assets/product-detail-screen-P.js',
    isDynamicEntry: true,
    imports: ['_runtime-R.js', 'index.html', '_shop-kit-K.js', '_shell-kit-S.js'],
    dynamicImports: ['liff/share-liff.ts', 'components/toaster.tsx'],
  },
  'liff/share-liff.ts': { file: 'assets/share-liff-H.js', imports: ['index.html'] },
  'components/toaster.tsx': { file: 'assets/toaster-T.js', imports: ['components/chakra-scope.tsx'] },
  'components/chakra-scope.tsx': { file: 'assets/chakra-scope-C.js', imports: ['index.html'] },
  'app/layouts/checkout-layout.tsx': { file: 'assets/checkout-layout-O.js', imports: ['_shell-kit-S.js'] },
  'features/cart/cart-screen.tsx': { file: 'assets/cart-screen-Q.js', imports: ['_shop-kit-K.js'] },
  'app/layouts/account-layout.tsx': {
    file: 'assets/account-layout-U.js',
    imports: ['_shell-kit-S.js', 'components/chakra-scope.tsx'],
  },
  'features/orders/order-history-screen.tsx': { file: 'assets/order-history-screen-V.js' },
};

const PRODUCT_CHUNKS = [
  '/assets/product-layout-L.js',
  '/assets/shell-kit-S.js',
  '/assets/product-detail-screen-P.js',
  '/assets/shop-kit-K.js',
  '/assets/share-liff-H.js',
];

const preloadsOf = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("routeChunks: a route's chunks from the manifest", () => {
  it('the product page: layout, screen, the chunks they import once each, and its sharing chunk', () => {
    expect(routeChunks(MANIFEST, ROUTE_FILES, '/products/12')).toEqual(PRODUCT_CHUNKS);
  });

  it("leaves out what the page's own script loads (the entry and its static imports)", () => {
    for (const path of ['/products/12', '/cart', '/ordershistory']) {
      const chunks = routeChunks(MANIFEST, ROUTE_FILES, path);
      expect(chunks, path).not.toContain('/assets/index-A.js');
      expect(chunks, path).not.toContain('/assets/runtime-R.js');
    }
  });

  it('a screen that needs Chakra gets its chunk; the plain ones (home, product, cart) do not', () => {
    expect(routeChunks(MANIFEST, ROUTE_FILES, '/ordershistory')).toEqual([
      '/assets/account-layout-U.js',
      '/assets/shell-kit-S.js',
      '/assets/chakra-scope-C.js',
      '/assets/order-history-screen-V.js',
    ]);
    expect(routeChunks(MANIFEST, ROUTE_FILES, '/cart')).toEqual([
      '/assets/checkout-layout-O.js',
      '/assets/shell-kit-S.js',
      '/assets/cart-screen-Q.js',
      '/assets/shop-kit-K.js',
    ]);
    // A lazy import of the screen that is not part of its first render (the toast) is not named.
    expect(routeChunks(MANIFEST, ROUTE_FILES, '/products/12')).not.toContain('/assets/toaster-T.js');
  });

  it('unknown paths, and files the manifest lacks, name nothing', () => {
    expect(routeChunks(MANIFEST, ROUTE_FILES, '/nowhere')).toEqual([]);
    expect(routeChunks({}, ROUTE_FILES, '/products/12')).toEqual([]);
    expect(routeChunks(MANIFEST, {}, '/products/12')).toEqual([]);
  });
});

describe("routeChunksOf: the build's manifest and route files, read once", () => {
  const build = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    mkdirSync(join(dir, '.vite'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, '.vite', name), text);
    return dir;
  };
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const chunksOf = (files: Record<string, string>) => {
    const dir = build(files);
    dirs.push(dir);
    return routeChunksOf(dir);
  };

  it('with both files, the chunks of the route a path opens', () => {
    const of = chunksOf({
      'manifest.json': JSON.stringify(MANIFEST),
      'route-files.json': JSON.stringify(ROUTE_FILES),
    });
    expect(of('/products/12')).toEqual(PRODUCT_CHUNKS);
  });

  it('without route-files.json (or without a manifest, or with either unreadable) no page gets preloads', () => {
    const manifest = JSON.stringify(MANIFEST);
    const routeFiles = JSON.stringify(ROUTE_FILES);
    const builds: Record<string, string>[] = [
      { 'manifest.json': manifest },
      { 'route-files.json': routeFiles },
      { 'manifest.json': manifest, 'route-files.json': '{ not json' },
      { 'manifest.json': manifest, 'route-files.json': '["products/:productId"]' },
      { 'manifest.json': 'null', 'route-files.json': routeFiles },
    ];
    for (const files of builds) {
      expect(chunksOf(files)('/products/12'), Object.keys(files).join(', ')).toEqual([]);
    }
  });
});

describe('withModulePreloads', () => {
  it('adds one link per chunk at the end of the head, leaving out what the page already loads', () => {
    const page = withModulePreloads(PAGE, ['/assets/index-A.js', ...PRODUCT_CHUNKS]);
    expect(preloadsOf(page)).toEqual(PRODUCT_CHUNKS);
    expect(page.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(PAGE);
    expect(page.indexOf('modulepreload')).toBeGreaterThan(page.indexOf('<script'));
  });

  it('writes nothing that is not a plain script URL, and leaves a page without a head alone', () => {
    const page = withModulePreloads(PAGE, [
      '/assets/x.js"><script>alert(1)</script>',
      'https://evil.test/x.js',
    ]);
    expect(page).toBe(PAGE);
    expect(withModulePreloads('<p>no head</p>', PRODUCT_CHUNKS)).toBe('<p>no head</p>');
  });
});

describe('the pages the server sends', () => {
  const server = suiteStaticServer({
    'index.html': PAGE,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    '.vite/route-files.json': JSON.stringify(ROUTE_FILES),
  });

  it("a product page names the product route's chunks, revalidated on every load", async () => {
    for (const path of ['/products/1', '/products/1?mock_line_user=U1', '/Products/1/']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(preloadsOf(await res.text()), path).toEqual(PRODUCT_CHUNKS);
    }
  });

  it("the same page again is a 304 without a body, as the build's own file would be", async () => {
    const first = await fetch(`${server.url}/products/1`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${server.url}/products/1`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another route's page is another page.
    const cart = await fetch(`${server.url}/cart`, { headers: { 'if-none-match': etag } });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('etag')).not.toBe(etag);
  });

  it('an unknown path is the page as built', async () => {
    const res = await fetch(`${server.url}/nowhere`);
    expect(await res.text()).toBe(PAGE);
  });
});
