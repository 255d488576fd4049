import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { th } from '../../src/i18n/th.ts';
import { SCREEN_ROUTES, settle } from '../e2e/screens-routes.ts';
import { chromiumLaunchOptions, startServerProcess } from './local-run.ts';

/**
 * `npm run screens` (after `vite build`): a screenshot of every route of spec section 2 (the list
 * in tests/e2e/screens-routes.ts) at 360x640 and 390x844 (phones) and 1280x800 (a desktop
 * window), into docs/screens/<route>-<width>x<height>.jpg. It starts its own server (fresh
 * in-memory database, seeded) on SCREENS_PORT (default 3295); STATIC_DIR picks the build (default
 * dist/). The shots are the viewport (what the customer sees first, fixed bars included), at device
 * scale 1, JPEG, so the folder stays small. Used to check: no clipped tab, no stretched bar, no
 * mid-word break (docs/accessibility.md).
 */
const PORT = Number(process.env.SCREENS_PORT ?? 3295);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screens';
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/** Only the routes whose name contains this (e.g. SCREENS_ONLY=orders). */
const only = process.env.SCREENS_ONLY;

mkdirSync(OUT, { recursive: true });
if (!only) {
  for (const file of readdirSync(OUT)) if (/\.(jpg|png)$/.test(file)) rmSync(`${OUT}/${file}`);
}

const server = await startServerProcess(PORT, {
  SEED_ON_START: 'always',
  ORDER_SWEEP_SECONDS: '0',
  STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
});
const browser = await chromium.launch(chromiumLaunchOptions);
let count = 0;
try {
  for (const route of SCREEN_ROUTES.filter((r) => !only || r.name.includes(only))) {
    for (const size of SIZES) {
      await fetch(`${BASE}/__dev/reset`, { method: 'POST' });
      const context = await browser.newContext({
        baseURL: BASE,
        viewport: size,
        deviceScaleFactor: 1,
        isMobile: size.width < 500,
        hasTouch: size.width < 500,
        locale: 'th-TH',
        timezoneId: 'Asia/Bangkok',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto('/home');
      await page.getByRole('navigation', { name: th.shell.tabBar }).waitFor({ timeout: 30_000 });
      await route.open(page, context.request);
      await settle(page);
      // The carousel's autoplay and the QR countdown would make every run differ a little.
      await page.addStyleTag({ content: '*{caret-color:transparent!important}' });
      await page.screenshot({
        path: `${OUT}/${route.name}-${size.width}x${size.height}.jpg`,
        type: 'jpeg',
        quality: 60,
      });
      count += 1;
      await context.close();
    }
  }
  console.log(`${count} screenshots in ${OUT}/`);
} finally {
  await browser.close();
  server.kill();
}
