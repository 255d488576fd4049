import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { filesOfPath } from '../../src/app/route-files.ts';

/**
 * A route's code with the page (issue 12, LCP): the page the server sends for a storefront route
 * names that route's chunks (layout, screen, the chunks they import, Chakra's for the screens that
 * need it) as `<link rel="modulepreload">`, so the browser fetches them beside the start-up script.
 * Without them it learnt of them only once the start-up script had arrived and run, a round trip
 * later. Which files render a route is src/app/route-files.ts; which chunk holds a file is the
 * build's manifest (dist/.vite/manifest.json). Without a manifest (a build that is not Vite's, a
 * test fixture) pages go out as built.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk files (as URLs) a page path needs, given the build's manifest. */
export function routeChunks(manifest: Manifest, pathname: string): string[] {
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
  for (const file of filesOfPath(pathname)) visit(file);
  return [...needed].map((key) => `/${manifest[key]?.file}`);
}

/** `routeChunks` over the manifest of the build in `staticDir`, read once; no chunks without one. */
export function routeChunksOf(staticDir: string): (pathname: string) => string[] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(resolve(staticDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  return (pathname) => routeChunks(manifest, pathname);
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
