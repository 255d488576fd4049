import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/index.ts';

/** The OpenAPI document the server serves at /api/openapi.json (in-memory database, nothing listens). */
export async function openApiDocument(): Promise<unknown> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const db = await openDb();
  try {
    const { app } = await buildApp({ config, db, logger: false });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await db.close();
  }
}

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

export interface LintResult {
  totals: { errors: number; warnings: number; ignored: number };
  version: string;
  problems: LintProblem[];
}

/**
 * `redocly lint` (the exact-pinned @redocly/cli devDependency) over `document` with its built-in
 * `recommended` rules: there is no redocly.yaml. No telemetry, no update check.
 */
export async function lintOpenApi(document: unknown): Promise<LintResult> {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // It exits 1 on errors, with the same JSON report on stdout.
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      env,
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(stdout) as LintResult;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
