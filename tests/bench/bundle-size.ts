import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Layout, ROUTES } from '../../src/lib/route-meta.ts';

/**
 * `npm run bench` (after `vite build`): the JavaScript each route loads, gzipped, from the Vite
 * manifest: the entry and its static imports, plus the route's lazy layout and screen chunks, and
 * Chakra's engine (`chakra-scope`, loaded with the screen) for every route but router.tsx's
 * PLAIN_ROUTES (ADR 0006).
 * Target for /home: 160 KB (issue 3); the browser test guards the figure /home really loads.
 */
const TARGET_KB = 160;
const DIST = 'dist';
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;

const LAYOUT_FILES: Record<Layout, string> = {
  main: 'app/layouts/main-layout.tsx',
  checkout: 'app/layouts/checkout-layout.tsx',
  account: 'app/layouts/account-layout.tsx',
  product: 'app/layouts/product-layout.tsx',
};
/**
 * The screen module of each route, read from src/app/router.tsx's SCREENS (entries are either
 * `path: lazy(() => import('../features/...'))` or `path: SomeScreen` for a shared lazy screen).
 */
const routerSource = readFileSync('src/app/router.tsx', 'utf8');
const lazyFile = (text: string) => /import\('\.\.\/([^']+)'\)/.exec(text)?.[1];
const sharedScreens = new Map(
  [...routerSource.matchAll(/^const (\w+): Screen = (lazy\(.*\));$/gm)].map((m) => [m[1], lazyFile(m[2]!)]),
);
const SCREEN_FILES: Partial<Record<string, string>> = Object.fromEntries(
  [...routerSource.matchAll(/^ {2}'?([\w/:]+)'?: (.+),$/gm)].map((m) => [
    m[1],
    lazyFile(m[2]!) ?? sharedScreens.get(m[2]!),
  ]),
);
for (const route of ROUTES) {
  if (!SCREEN_FILES[route.path]) throw new Error(`no screen found in router.tsx for ${route.path}`);
}

/** The routes that render without Chakra (router.tsx's PLAIN_ROUTES). */
const plainRoutes = new Set(
  [
    ...(
      /PLAIN_ROUTES: ReadonlySet<RoutePath> = new Set\(\[([^\]]*)\]\)/.exec(routerSource)?.[1] ?? ''
    ).matchAll(/'([^']+)'/g),
  ].map((m) => m[1]),
);
if (!plainRoutes.has('home')) throw new Error('PLAIN_ROUTES not found in router.tsx');
const CHAKRA_FILE = 'components/chakra-scope.tsx';

const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length);
  return gz.get(file)!;
};

/** The chunk and everything it imports statically. */
function closure(key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest: run `vite build` first');
const rows = ROUTES.map((route) => {
  const files = closure(entryKey);
  closure(LAYOUT_FILES[route.layout], files);
  closure(SCREEN_FILES[route.path]!, files);
  if (!plainRoutes.has(route.path)) closure(CHAKRA_FILE, files);
  const kb = [...files].reduce((n, f) => n + sizeOf(f), 0) / 1024;
  return { route: `/${route.path}`, kb };
});

console.log('JavaScript per route (gzipped, before any data):');
for (const { route, kb } of rows) console.log(`  ${route.padEnd(38)} ${kb.toFixed(1).padStart(6)} KB`);
const home = rows.find((r) => r.route === '/home')!;
const distance = home.kb - TARGET_KB;
console.log(
  `/home: ${home.kb.toFixed(1)} KB, ${distance > 0 ? `${distance.toFixed(1)} KB above` : `${(-distance).toFixed(1)} KB under`} the ${TARGET_KB} KB target`,
);
