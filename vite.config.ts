import { defineConfig } from 'vitest/config';

/**
 * Vite (the storefront, from the next issue on) and Vitest. `npm test` runs every project.
 * The server suite runs on embedded PGlite; when TEST_DATABASE_URL is set (CI does) it runs a
 * second time against that PostgreSQL server, the path a supplier takes at scale.
 */
const serverSuite = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      serverSuite('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
    ],
  },
});
