// Mutation testing (`npm run test:mutation`, not part of CI: it takes tens of minutes).
// Mutates the statecharts and the server's pricing engine, runs the chart and pricing suites
// against every mutant, and writes reports/mutation/ (HTML and JSON). Figures: docs/mutation.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: '.config/vitest.mutation.config.ts', related: false },
  mutate: [
    'machines/**/*.ts',
    '!machines/**/index.ts',
    '!machines/**/types.ts',
    'server/pricing/**/*.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
