import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * What the benches and tools that drive a browser share (tests/bench/*-bench.ts, tests/tools/screens.ts,
 * the Playwright config): the Chromium to launch and its flags, and a real server process
 * (`tsx server/main.ts`, as `npm start` runs it) on a loopback port.
 */

/** Debian's Chromium where it is installed (this machine cannot download browsers), else Playwright's own. */
export const systemChromium: string | undefined =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Headless Chromium without a sandbox, GPU, QUIC or any background traffic (no network beyond loopback). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` for the flags above and the system Chromium when there is one. */
export const chromiumLaunchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: CHROMIUM_ARGS,
};

/**
 * Starts the server on 127.0.0.1:`port` with an in-memory database (plus `env`) and resolves once
 * it answers; rejects after 3 minutes (seeding is slow on a loaded machine). The caller kills the child.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 360; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
