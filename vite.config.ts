import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import createEmotionCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { paths, type RoutePath } from './contract/app-paths.ts';
import type { FirstScreens } from './src/api/early-start.ts';
import { routeFilesTable } from './src/app/route-files.ts';
import { PageSkeleton } from './src/app/shell-skeleton.ts';
import { system } from './src/components/theme.ts';

/**
 * Vite builds the storefront (src/index.html -> dist/); Vitest runs every suite but the browser one
 * (Playwright, tests/e2e). The server suite runs on embedded PGlite; when TEST_DATABASE_URL is set
 * (CI does) it runs a second time against that PostgreSQL server, the path a supplier takes at scale.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:3000';

const suite = (
  name: string,
  include: string,
  environment: 'node' | 'jsdom',
  env: Record<string, string> = {},
) => ({
  plugins: environment === 'jsdom' ? [react()] : [],
  test: {
    name,
    root,
    include: [include],
    environment,
    env,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * react-router 7 exports its development build to every bundler; production builds take the
 * production files it also ships (about 14 KB gzipped less, and no dev-only warnings).
 */
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: `${root}node_modules/react-router/dist/production/index.mjs` },
        {
          find: /^react-router\/dom$/,
          replacement: `${root}node_modules/react-router/dist/production/dom-export.mjs`,
        },
      ]
    : [];

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every text file of
 * the build, once at build time; the server sends them with their content-encoding
 * (@fastify/static `preCompressed`, server/app.ts), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storefront:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const raw = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * A chart's `description` strings are for people (Stately Studio, docs/machines, the inspector in
 * development): nothing reads them at run time, yet with every transition described (ADR 0009) they
 * were several kilobytes of every page's code. The production build leaves them out of the charts
 * (every machines/<flow>/<name>-machine.ts): each `description: '...'` property whose value is one non-empty string
 * literal. Anything else is left as written (an empty string is data: a placeholder product's
 * description). tests/unit/chart-descriptions-stripped.test.ts checks every chart.
 */
export function stripChartDescriptions(code: string): string {
  return code.replace(
    /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)+'|"(?:[^"\\\n]|\\.)+")\s*(?:,|(?=\s*[}\]]))/g,
    '',
  );
}

function chartsWithoutDescriptions(): Plugin {
  return {
    name: 'storefront:charts-without-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]machines[\\/][\w-]+[\\/][\w-]+-machine\.ts$/.test(id)) return null;
      return { code: stripChartDescriptions(code), map: null };
    },
  };
}

/**
 * What the start needs, named in index.html so the browser fetches it beside the start-up scripts
 * instead of after them: in a build for the real LIFF, `<link rel="modulepreload">` for LINE's SDK
 * (src/liff/line-sdk.ts, its chunk), which sign-in imports first thing. A LIFF-mock build signs in
 * without it (src/liff/liff.ts) and names nothing: on the 400 kbps link of docs/performance.md the
 * SDK's 23 KB were half a second of a first open. The Thai fonts are not preloaded (ADR 0012): on a
 * slow link they shared the bandwidth with the start-up scripts; Thai text shows in the fallback
 * font until they arrive (src/app/fonts.ts).
 */
function preloadStart(): Plugin {
  let realLiff = false;
  return {
    name: 'storefront:preload-start',
    apply: 'build',
    configResolved(config) {
      // The rule of src/services/config.ts: an id and no VITE_LIFF_MOCK=1.
      realLiff = Boolean(config.env.VITE_LIFF_ID) && config.env.VITE_LIFF_MOCK !== '1';
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!realLiff || !bundle) return [];
        const sdk = Object.values(bundle).find(
          (file) =>
            file.type === 'chunk' && /[\\/]src[\\/]liff[\\/]line-sdk\.ts$/.test(file.facadeModuleId ?? ''),
        );
        if (sdk?.type !== 'chunk') return [];
        // The SDK's chunk and the chunks it imports (LIFF's modules it shares with sharing's), but for
        // what the page already names (the entry, React).
        const names = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (names.has(name) || chunk?.type !== 'chunk' || chunk.isEntry || html.includes(`/${name}"`))
            return;
          names.add(name);
          chunk.imports.forEach(visit);
        };
        visit(sdk.fileName);
        return [...names].map((name) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `/${name}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The start-up step (src/api/early-entry.ts, ADR 0012) as an entry of its own, named first in the
 * page: it runs as soon as its few kilobytes arrive, signs in and asks for home's data while the
 * app's code downloads, and leaves the answers for the API client.
 */
/** The pages whose first screen's calls the start-up step sends (src/api/early-start.ts firstScreenCalls). */
const FIRST_SCREENS: FirstScreens = {
  home: paths.home(),
  product: '/products/:productId' satisfies `/${RoutePath}`,
};

function earlyStart(): Plugin {
  return {
    name: 'storefront:early-start',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./src/api/early-entry.ts', import.meta.url)),
        name: 'early-start',
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((file) => file.type === 'chunk' && file.isEntry && file.name === 'early-start')
          .map((file) => ({
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: '', src: `/${file.fileName}` },
            injectTo: 'head-prepend' as const,
          })),
    },
  };
}

/**
 * The shell's skeleton in the app's frame (src/app/shell-skeleton.ts) rendered into index.html's
 * root: the first paint needs no JavaScript, and React hydrates these elements (src/main.tsx).
 */
function skeletonInPage(): Plugin {
  return {
    name: 'storefront:skeleton',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          '<div id="root"></div>',
          `<div id="root">${renderToStaticMarkup(createElement(PageSkeleton))}</div>`,
        ),
    },
  };
}

/**
 * Which files each route needs for its first render (src/app/route-files.ts), written beside the
 * manifest as dist/.vite/route-files.json: the server reads both to name a route's chunks in the page
 * it sends (server/http/route-preloads.ts), without importing the storefront's source.
 */
function routeFilesJson(): Plugin {
  return {
    name: 'storefront:route-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-files.json',
        source: `${JSON.stringify(routeFilesTable(), null, 2)}\n`,
      });
    },
  };
}

const GLOBAL_CSS_ID = 'virtual:chakra-global.css';

/**
 * The design system's global CSS (the reset, the page styles and every token as a CSS variable,
 * in Chakra's layers) written out at build time as a module of the entry's stylesheet. The first
 * screen (shell and home, src/app/first-screen.css) is plain elements on these variables, so it
 * needs no Chakra at run time; the ChakraProvider that the other screens load inserts the same
 * rules again (docs/performance.md).
 */
function chakraGlobalCss(): Plugin {
  const resolved = `\0${GLOBAL_CSS_ID}`;
  return {
    name: 'storefront:chakra-global-css',
    resolveId: (id) => (id === GLOBAL_CSS_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      // `layers.atRule` and `_global` are what ChakraProvider hands to emotion's <Global>.
      const { layers, _global } = system as unknown as { layers: { atRule: string }; _global: unknown };
      const styles = serializeStyles([layers.atRule, _global] as Parameters<typeof serializeStyles>[0]);
      // Outside a browser emotion's cache returns the CSS it would insert (its stylis pass).
      const cache = createEmotionCache({ key: 'global' });
      return String(cache.insert('', styles, cache.sheet, false));
    },
  };
}

/**
 * Chunks made by hand (issue 12). React gets a chunk of its own; the small modules several screens
 * share come in two kits instead of one chunk each: the product page used to load 14 chunks of
 * 0.2-1.7 KB, each costing a round trip on one of HTTP/1.1's six connections. `shell-kit` is what
 * the main layout shares with the other layouts (back button, icons, cart link, tab bar, money, and
 * what the header's search suggestions and home's usual order need of the cart: the selling unit
 * and a product's cart line, in shop-kit they made /home load all of shop-kit, 8.5 KB; the links to
 * product lists, src/lib/list-links.ts, for home, the brand tiles and the category chooser; the
 * panels' history entries, src/lib/use-panel-history.ts, which the charts' navigation goes through);
 * `shop-kit` is what the product page and the cart share (title header, notices, quantity stepper,
 * product image, Thai text, the cart chart and its services with the coupon choice its estimate
 * reads (machines/coupon-choice.ts, which the checkout shares), and the checkout's and the account's
 * texts, src/i18n/th-checkout.ts and th-account.ts, with the order statuses they name: one script,
 * not three more); /home loads only the first.
 * Dependencies stay where they are (`includeDependenciesRecursively: false`): xstate and the
 * strings remain in the start-up chunk. A module left out of the lists still works; it becomes a
 * chunk of its own again (tests/e2e/first-paint.spec.ts counts the product page's scripts).
 */
const CHUNK_GROUPS = [
  // React on its own (68 KB gzipped), fetched beside the rest of the start-up script: two
  // connections bring 125 KB sooner than one (issue 12, docs/performance.md), and a new build of the
  // app leaves the cached React file in place.
  // xstate (13 KB gzipped) rides with it: every screen's charts need it, it changes as rarely, and
  // left alone the bundler now gives it a chunk of its own (one more script before the first screen).
  { name: 'react-dom', test: /node_modules\/(react-dom|react|scheduler|xstate)\// },
  // The shell's small shared pieces (the failure line and the grey boxes of the skeletons among
  // them: home, the lists and the detail pages all use them), one file rather than one round trip
  // each. Nothing the start-up script imports may sit here (the online hook, the sign-in gate's, and
  // whole-words stay in it): the start-up script would then wait for this file, and the bundler
  // splits the shared code it reaches into more files.
  {
    name: 'shell-kit',
    test: /src\/(components\/(back-button|icons|cart-link|tab-bar|load-failed-line|grey)\.tsx|services\/(cart-indicator|use-machine-navigation)\.ts|lib\/(money|selling-unit|list-links|use-panel-history)\.ts)$|machines\/cart\/product-line\.ts$/,
  },
  {
    name: 'shop-kit',
    test: /(src\/components\/(title-header|notice|not-found|detail-unavailable|detail-skeletons|quantity-stepper|add-to-cart-stepper|nudge-list|product-image|thai-text)\.tsx|src\/lib\/thai-text\.ts|src\/liff\/share-liff\.ts|machines\/cart\/(?!product-line\.ts)[\w-]+\.ts|machines\/coupon-choice\.ts|src\/services\/cart\.ts|contract\/money\.ts|machines\/order-history\/tabs\.ts|src\/i18n\/th-(checkout|account|detail)\.ts|contract\/statuses\.ts)$/,
  },
];

/**
 * The service worker (issue 20 item 3, ADR 0008), generated by vite-plugin-pwa with Workbox: it
 * precaches the app shell (index.html), every route's code, the stylesheet and the fonts (the
 * default images are drawn by that code and CSS), so a screen opens offline and a repeat open
 * downloads no code. Navigations get the precached index.html (a NavigationRoute); the API, the
 * development control, the OpenAPI pages and the files outside the build are never precached or
 * answered by it (the API answers carry a customer's token: never cached). The catalogue's public
 * pictures (/images/) are kept for offline. A new build takes over at once (skipWaiting,
 * clientsClaim, outdated entries removed); a page still running the old build that asks for a
 * chunk the new worker no longer holds gets a 404 from the server and reloads once
 * (machines/screen-load). Registered by src/app/service-worker.ts after the page's load event;
 * off in `npm run dev`.
 */
const serviceWorker = () =>
  VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    devOptions: { enabled: false },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2}'],
      globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js'],
      inlineWorkboxRuntime: true,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/api(\/|$)/,
        /^\/__dev(\/|$)/,
        /^\/assets\//,
        /^\/images\//,
        /^\/sw\.js$/,
      ],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/images/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'catalogue-images', expiration: { maxEntries: 400 } },
        },
      ],
    },
  });

export default defineConfig(({ mode }) => ({
  // The start-up step (src/api/early-entry.ts) imports nothing the app imports: the pages it sends
  // the first screen's calls on are written in here, from the one module of app paths.
  define: { __STOREFRONT_FIRST_SCREENS__: JSON.stringify(FIRST_SCREENS) },
  root: 'src',
  resolve: { alias: reactRouterProduction(mode) },
  plugins: [
    chartsWithoutDescriptions(),
    react(),
    chakraGlobalCss(),
    skeletonInPage(),
    preloadStart(),
    earlyStart(),
    routeFilesJson(),
    precompress(),
    serviceWorker(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // A chart folder's index.ts only re-exports its modules: importing one name through it must
      // not keep the whole folder's chunk as a side effect (main layout's search box and home's
      // usual order need one function of the cart chart's folder, which made /home load shop-kit).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]machines[\\/][\w-]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
    },
  },
  server: {
    // `npm run dev`: Vite with hot reload; the API (npm start or npm run dev:server) on port 3000.
    proxy: { '/api': apiTarget, '/images': apiTarget, '/__dev': apiTarget },
  },
  test: {
    projects: [
      suite('unit', 'tests/unit/**/*.test.ts', 'node'),
      suite('machines', 'tests/machines/**/*.test.ts', 'node'),
      suite('components', 'tests/components/**/*.test.tsx', 'jsdom'),
      suite('server', 'tests/server/**/*.test.ts', 'node', { TEST_DB_DRIVER: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [suite('server-postgres', 'tests/server/**/*.test.ts', 'node', { TEST_DB_DRIVER: 'postgres' })]
        : []),
    ],
  },
}));
