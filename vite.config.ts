import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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

export default defineConfig(({ mode }) => ({
  root: 'src',
  resolve: { alias: reactRouterProduction(mode) },
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: false, manifest: true },
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
