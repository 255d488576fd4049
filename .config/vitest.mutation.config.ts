import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The suites Stryker runs against each mutant (`npm run test:mutation`): the chart tests and the
 * pricing tests, in node, without the HTTP server suites (they start servers per file and would
 * multiply the run time without testing the mutated files any better).
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  test: {
    root,
    include: ['tests/machines/**/*.test.ts', 'tests/server/pricing.test.ts', 'tests/unit/cart-pool.test.ts'],
    exclude: ['tests/machines/stately-extract.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
