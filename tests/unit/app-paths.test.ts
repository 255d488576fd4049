import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { paths, ROUTE_PATHS, type RoutePath, routeOfPath } from '../../contract/app-paths.ts';

/**
 * ADR 0009 point 7: the storefront's page paths have one home, contract/app-paths.ts. The charts,
 * screens and server build them with `paths` and match them with `routeOfPath`; nothing else
 * writes one by hand.
 */

const ROOT = join(import.meta.dirname, '../..');
const HOME = 'contract/app-paths.ts';

/** A quote, then `/` and the first segment of a route ('/cart', `/products/${id}`, "/home"). */
const FIRST_SEGMENTS = [...new Set(ROUTE_PATHS.map((route) => route.split('/')[0]))];
const APP_PATH = new RegExp(`['"\`]/(?:${FIRST_SEGMENTS.join('|')})(?![\\w-])`, 'g');

/** The hand-typed app paths of a source file, comments left out, as `line: text`. */
function appPathLiterals(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const code = ts.createPrinter({ removeComments: true }).printFile(source);
  return code
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(APP_PATH)].map((match) => `${i + 1}: ${match[0]}  (${line.trim()})`),
    );
}

/** One example page path per route: every `:name` segment becomes a value. */
const example = (route: RoutePath) => `/${route.replace(/:\w+/g, '42')}`;

describe('no hand-typed app paths', () => {
  const tracked = execFileSync('git', ['ls-files', '--', 'src', 'machines', 'server', 'contract'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));

  it('the tracked sources of src/, machines/ and server/ are read (the check is not empty)', () => {
    for (const folder of ['src/', 'machines/', 'server/']) {
      expect(tracked.filter((file) => file.startsWith(folder)).length, folder).toBeGreaterThan(10);
    }
    expect(tracked).toContain(HOME);
  });

  it('none outside contract/app-paths.ts: links and navigation use `paths`', () => {
    const found = tracked
      .filter((file) => file !== HOME)
      .flatMap((file) =>
        appPathLiterals(file, readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
      );
    expect(found).toEqual([]);
  });

  it('finds literals in strings, templates and JSX, but not in comments or other paths', () => {
    const planted = [
      "// goes to '/cart'",
      "/* or to '/home' */",
      "const a = '/cart';",
      `const b = \`/products/\${id}\`;`,
      'const c = <Link to="/ordershistory" />;',
      'const d = \'a[href="/summary"]\';',
      "const e = '/api/v1/products';",
      "const f = '/payments/1/status';",
      "const g = '/images/products/1.svg';",
    ].join('\n');
    expect(appPathLiterals('planted.tsx', planted).map((hit) => hit.split('  ')[0])).toEqual([
      "1: '/cart",
      '2: `/products',
      '3: "/ordershistory',
      '4: "/summary',
    ]);
  });
});

describe('routeOfPath', () => {
  const routes = ROUTE_PATHS.map((route) => ({ path: `/${route}` }));

  it.each(ROUTE_PATHS.map((route) => [example(route), route] as const))(
    '%s opens %s, the route react-router ranks first',
    (pathname, route) => {
      expect(matchRoutes(routes, pathname)?.map((m) => m.route.path)).toEqual([`/${route}`]);
      expect(routeOfPath(pathname)).toBe(route);
      expect(routeOfPath(`${pathname}/`)).toBe(route);
      expect(routeOfPath(pathname.toUpperCase())).toBe(route);
    },
  );

  it('/ is home; any other path opens no route', () => {
    expect(routeOfPath('/')).toBe('home');
    for (const pathname of ['', '/nowhere', '/homestead', '/products/1/extra', '/payment/1/2/3/qrcode']) {
      expect(routeOfPath(pathname), pathname).toBeNull();
    }
  });

  it('static routes come before their `:name` siblings (/mycoupon/history is not a coupon code)', () => {
    expect(routeOfPath('/mycoupon/history')).toBe('mycoupon/history');
    expect(routeOfPath('/ordershistory/paylater/7')).toBe('ordershistory/paylater/:orderId');
    expect(routeOfPath('/payment/coupon')).toBe('payment/coupon');
    expect(routeOfPath('/products')).toBe('products');
  });
});

describe('paths: one builder per route', () => {
  /** Each builder with sample values, the path it must give and the route that path opens. */
  const BUILT: [path: string, expected: string, route: RoutePath][] = [
    [paths.home(), '/home', 'home'],
    [paths.products(), '/products', 'products'],
    [paths.brands(), '/brands', 'brands'],
    [paths.brand(3), '/brands/3', 'brands/:indexId'],
    [paths.categories(), '/categories', 'categories'],
    [paths.category(4), '/categories/4', 'categories/:indexId'],
    [paths.subcategory(101), '/subcategories/101', 'subcategories/:indexId'],
    [paths.shopType(2), '/shoptype/2', 'shoptype/:indexId'],
    [paths.shopTypeSubcategory(101), '/shoptype/subcategories/101', 'shoptype/subcategories/:indexId'],
    [paths.promotions(), '/promotions', 'promotions'],
    [paths.promotion(5), '/promotions/5', 'promotions/:indexId'],
    [paths.cart(), '/cart', 'cart'],
    [paths.summary(), '/summary', 'summary'],
    [paths.paymentAddress(), '/payment/address', 'payment/address'],
    [paths.paymentMethod(), '/payment/method', 'payment/method'],
    [paths.paymentCoupon(), '/payment/coupon', 'payment/coupon'],
    [paths.paymentSuccess(70), '/payment/70/successful', 'payment/:orderId/successful'],
    [paths.qr(12, 70), '/payment/12/70/qrcode', 'payment/:paymentId/:orderId/qrcode'],
    [paths.product(12), '/products/12', 'products/:productId'],
    [paths.profiles(), '/profiles', 'profiles'],
    [paths.information(), '/information', 'information'],
    [paths.ordersHistory(), '/ordershistory', 'ordershistory'],
    [paths.orderDetail('10001'), '/ordershistory/10001', 'ordershistory/:orderId'],
    [paths.payLater(10001), '/ordershistory/paylater/10001', 'ordershistory/paylater/:orderId'],
    [paths.myCoupons(), '/mycoupon', 'mycoupon'],
    [paths.couponHistory(), '/mycoupon/history', 'mycoupon/history'],
    [paths.coupon('SAVE50'), '/mycoupon/SAVE50', 'mycoupon/:code'],
  ];

  it('every route has exactly one builder, and there is no builder beyond the routes', () => {
    expect(BUILT.map(([, , route]) => route).sort()).toEqual([...ROUTE_PATHS].sort());
    expect(Object.keys(paths)).toHaveLength(ROUTE_PATHS.length);
  });

  it.each(BUILT)('%s', (path, expected, route) => {
    expect(path).toBe(expected);
    expect(routeOfPath(path)).toBe(route);
  });

  it('a value is one segment: encoded, so a code with / or spaces stays in its route', () => {
    expect(paths.coupon('A/B C')).toBe('/mycoupon/A%2FB%20C');
    expect(routeOfPath(paths.coupon('A/B C'))).toBe('mycoupon/:code');
    expect(paths.category(' 7 ')).toBe('/categories/%207%20');
    expect(paths.qr('9', 'x/y')).toBe('/payment/9/x%2Fy/qrcode');
  });
});
