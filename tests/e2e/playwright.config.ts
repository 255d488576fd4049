import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/local-run.ts';

/**
 * Browser tests against the real product (built storefront + API + fresh in-memory database +
 * LIFF mock), in a 390x844 phone viewport. Uses Debian's Chromium when present (this machine
 * cannot download browsers); elsewhere Playwright's own browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  // Visual regression (visual.spec.ts): baselines per platform in __screenshots__/, committed for
  // Linux with Debian's Chromium and fonts-thai-tlwg (what .ci/run installs). Elsewhere the first
  // run writes the missing baselines for that platform (and fails once, as Playwright does).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}-{platform}{ext}',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    // The built app registers a service worker (ADR 0008). The specs run without it unless they
    // test it (service-worker.spec.ts allows it): page.route cannot see what a worker answers, and
    // each spec keeps measuring what the network brings.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      SEED_ON_START: 'always',
      LOG_LEVEL: 'warn',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      ORDER_SWEEP_SECONDS: '0',
    },
  },
});
