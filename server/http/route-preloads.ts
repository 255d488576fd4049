import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routeOfPath } from '../../contract/app-paths.ts';

/**
 * A route's code with the page (LCP, docs/performance.md): the page the server sends for a storefront route
 * names that route's chunks (layout, screen, the chunks they import, Chakra's for the screens that
 * need it) as `<link rel="modulepreload">`, so the browser fetches them beside the start-up script.
 * Without them it learnt of them only once the start-up script had arrived and run, a round trip
 * later. Which files render a route is the build's dist/.vite/route-files.json (route -> files,
 * written by `vite build` from src/app/route-files.ts); which chunk holds a file is the build's
 * manifest (dist/.vite/manifest.json); which route a path opens is contract/app-paths.ts. Without
 * either file (a build that is not Vite's, a test fixture) pages go out as built.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** The files (as the manifest names them) each route needs for its first render, by route pattern. */
type RouteFiles = Readonly<Record<string, readonly string[]>>;

/** The chunk files (as URLs) a page path needs, given the build's manifest and route files. */
export function routeChunks(manifest: Manifest, routeFiles: RouteFiles, pathname: string): string[] {
  // What the page's own start-up script loads is already in the page.
  const inPage = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    inPage.add(key);
    for (const imported of chunk.imports ?? []) inPage.add(imported);
  }
  const needed = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || inPage.has(key) || needed.has(key)) return;
    needed.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const route = routeOfPath(pathname);
  const files = route && Object.hasOwn(routeFiles, route) ? routeFiles[route] : undefined;
  for (const file of Array.isArray(files) ? files : []) visit(file);
  return [...needed].map((key) => `/${manifest[key]?.file}`);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `routeChunks` over the manifest and route files of the build in `staticDir`, read once; no chunks
 * without either.
 */
export function routeChunksOf(staticDir: string): (pathname: string) => string[] {
  let manifest: unknown;
  let routeFiles: unknown;
  try {
    manifest = readJson(resolve(staticDir, '.vite/manifest.json'));
    routeFiles = readJson(resolve(staticDir, '.vite/route-files.json'));
  } catch {
    return () => [];
  }
  if (!isObject(manifest) || !isObject(routeFiles)) return () => [];
  return (pathname) => routeChunks(manifest as Manifest, routeFiles as RouteFiles, pathname);
}

/** The page with a module preload for each chunk, at the end of its head. */
export function withModulePreloads(page: string, chunks: readonly string[]): string {
  if (chunks.length === 0 || !page.includes('</head>')) return page;
  // Only plain URLs, as the build names its files, and none the page already loads.
  const links = chunks
    .filter((chunk) => /^\/[\w\-./]+\.js$/.test(chunk) && !page.includes(`"${chunk}"`))
    .map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
    .join('');
  return page.replace('</head>', `${links}</head>`);
}
