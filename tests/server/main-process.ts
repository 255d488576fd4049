import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real `server/main.ts` process for the tests that start, stop and kill servers. */

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

export interface MainProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** Spawns `server/main.ts` on a free loopback port with a test environment plus `env`. */
export async function spawnMain(env: Record<string, string>): Promise<MainProcess> {
  const port = await freePort();
  // One node process (no tsx wrapper): its pid is the server's, signals reach it directly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'tests/server/no-static',
      ORDER_SWEEP_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, port, output: () => output, exited };
}
