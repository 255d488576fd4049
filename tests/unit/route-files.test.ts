import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAKRA_FILE,
  FIRST_RENDER_FILES,
  filesOfPath,
  filesOfRoute,
  LAYOUT_FILES,
  PLAIN_ROUTES,
  routeFilesTable,
  SCREEN_FILES,
} from '../../src/app/route-files.ts';
import { ROUTES } from '../../src/lib/route-meta.ts';

/**
 * Issue 12: which file renders each route (src/app/route-files.ts) is read by the router, which
 * loads the files lazily, and by the server, which names their chunks in the page it sends (from the
 * build's copy, dist/.vite/route-files.json). The router finds the files with a glob
 * (layouts/*-layout.tsx, features/*\/*-screen.tsx); the table must name exactly those files. Which
 * route a path opens (as the router ranks them) is tests/unit/app-paths.test.ts.
 */

const SRC = join(import.meta.dirname, '../../src');

/** A concrete path for each route: every `:name` segment becomes a value. */
const example = (path: string) => `/${path.replace(/:\w+/g, '42')}`;

describe('the files of the route table', () => {
  it('every layout and screen file exists, and the screens are exactly the features/*/*-screen.tsx files', () => {
    for (const file of [...Object.values(LAYOUT_FILES), ...Object.values(SCREEN_FILES), CHAKRA_FILE]) {
      expect(existsSync(join(SRC, file)), file).toBe(true);
    }
    for (const files of Object.values(FIRST_RENDER_FILES)) {
      for (const file of files ?? []) expect(existsSync(join(SRC, file)), file).toBe(true);
    }
    const screenFiles = readdirSync(join(SRC, 'features'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /^[\w-]+\/[\w-]+-screen\.tsx$/.test(file.replaceAll('\\', '/')))
      .map((file) => `features/${file.replaceAll('\\', '/')}`);
    expect([...new Set(Object.values(SCREEN_FILES))].sort()).toEqual(screenFiles.sort());
    const layoutFiles = readdirSync(join(SRC, 'app/layouts')).filter((file) => file.endsWith('-layout.tsx'));
    expect(Object.values(LAYOUT_FILES).sort()).toEqual(
      layoutFiles.map((file) => `app/layouts/${file}`).sort(),
    );
  });

  it.each(ROUTES.map((r) => [example(r.path), r.path] as const))(
    '%s gets the files of route %s (matched by contract/app-paths.ts routeOfPath, tested there)',
    (pathname, path) => {
      expect(filesOfPath(pathname)).toEqual(filesOfRoute(path));
      expect(filesOfPath(`${pathname}/`)).toEqual(filesOfRoute(path));
    },
  );

  it('unknown paths get no files', () => {
    for (const pathname of ['/nowhere', '/payment/1/2/3/qrcode', '/products/1/extra', '/homestead', '']) {
      expect(filesOfPath(pathname), pathname).toEqual([]);
    }
  });

  it("a plain route's files are its layout, screen and first-render imports; every other route adds Chakra", () => {
    expect(filesOfPath('/products/7')).toEqual([
      'app/layouts/product-layout.tsx',
      'features/product/product-detail-screen.tsx',
      'liff/share-liff.ts',
    ]);
    expect(filesOfPath('/cart')).toEqual([
      'app/layouts/checkout-layout.tsx',
      'features/cart/cart-screen.tsx',
    ]);
    expect(filesOfPath('/')).toEqual(['app/layouts/main-layout.tsx', 'features/home/home-screen.tsx']);
    expect(filesOfPath('/ordershistory/10001')).toEqual([
      'app/layouts/account-layout.tsx',
      'features/orders/order-detail-screen.tsx',
      CHAKRA_FILE,
    ]);
    expect([...PLAIN_ROUTES].sort()).toEqual(['cart', 'home', 'products/:productId']);
  });

  it("the build's route-files.json: every route's files, keyed by its pattern, as JSON keeps them", () => {
    const table = routeFilesTable();
    expect(Object.keys(table)).toEqual(ROUTES.map((r) => r.path));
    for (const route of ROUTES) expect(table[route.path], route.path).toEqual(filesOfRoute(route.path));
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });
});
