import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { filesOfRoute } from '../../src/app/route-files.ts';
import { ROUTES } from '../../src/lib/route-meta.ts';

/**
 * `npm run bench` (after `vite build`): the JavaScript each route loads, gzipped, from the Vite
 * manifest: the entry and its static imports, plus the files src/app/route-files.ts names for the
 * route (lazy layout and screen, what the screen loads as it shows, and Chakra's engine,
 * `chakra-scope`, for every route but the plain ones, ADR 0006) with what they import.
 * Target for /home: 160 KB (issue 3); the browser test guards the figure /home really loads.
 */
const TARGET_KB = 160;
const DIST = 'dist';
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;

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
  for (const file of filesOfRoute(route.path)) closure(file, files);
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
