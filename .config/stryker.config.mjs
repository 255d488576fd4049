// Mutation testing (`npm run test:mutation`, not part of CI: hours for everything, minutes per folder).
// Mutates the cart, checkout and payment-poll charts and the server's pricing engine, runs the
// chart and pricing suites against every mutant, and writes reports/mutation/ (HTML and JSON).
// One folder at a time, with only its suites (.config/vitest.mutation.config.ts):
// `MUTATION_SUITES=pricing npm run test:mutation -- --mutate 'server/pricing/**/*.ts'`.
// Figures and the remaining survivors: docs/mutation.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: '.config/vitest.mutation.config.ts', related: false },
  mutate: [
    'machines/cart/**/*.ts',
    'machines/checkout/**/*.ts',
    'machines/payment-poll/**/*.ts',
    'server/pricing/**/*.ts',
    '!machines/**/index.ts',
    '!machines/**/types.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine has 2 cores shared with other work.
  concurrency: 2,
  timeoutMS: 20_000,
  // With --incremental: re-runs only the mutants whose code or covering tests changed since the
  // last run (off by default, so that a plain run measures everything).
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
