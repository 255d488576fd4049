import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type ListenHandlers, listenPostgres } from './notifications.ts';

export { DATA_DIR_LOCK } from './data-dir-lock.ts';

/**
 * The one database interface the server uses. Two drivers run the same SQL:
 * embedded PGlite (default: a folder, or memory) and a PostgreSQL server (DATABASE_URL).
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /**
   * Runs fn in one transaction: everything or nothing is written. A deadlock (40P01) or a
   * serialization failure (40001) rolls back and runs fn again, a few times with a short jittered
   * wait (withRetry), so fn must have no effect outside the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Hears NOTIFY `channel` (notifications.ts): on PostgreSQL on a connection of its own that
   * reconnects when lost; on PGlite, the one process's own notifications. Answers the stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface DbOptions {
  /** postgres://... to use a PostgreSQL server. */
  url?: string;
  /** PGlite data folder; omitted = in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh schema). */
  schema?: string;
}

/** SQLSTATEs after which running the whole transaction again is correct. */
const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 5;

const isRetryable = (error: unknown) => RETRYABLE.has((error as { code?: string })?.code ?? '');

/**
 * Runs `attempt` up to TRANSACTION_ATTEMPTS times while it fails with a retryable error, waiting
 * 5-20 ms, then 10-40 ms, ... in between (jitter keeps two losers from meeting again).
 */
export async function withRetry<T>(attempt: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= attempts || !isRetryable(error)) throw error;
      const base = 5 * 2 ** (n - 1);
      await new Promise((r) => setTimeout(r, base + Math.random() * base * 3));
    }
  }
}

// Answer numerics and bigints as JS numbers: money is numeric(12,2), counts are bigint.
const NUMERIC = 1700;
const INT8 = 20;

/**
 * Settings of every database session. A query word matches a product when it is part of its search
 * text or when their trigram word similarity reaches this (pg_trgm's default 0.6 misses one-letter
 * typos in five-letter words such as 'pepai' for 'pepsi'; docs/api.md "Search").
 */
export const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5' } as const;

/**
 * Advisory lock keys (PostgreSQL): several API processes may start at once against one database;
 * creating the schema, migrating and seeding each happen in one process at a time.
 */
const MIGRATION_LOCK = 727274;
export const SEED_LOCK = 727275;

export async function openDb(options: DbOptions = {}): Promise<Db> {
  const db = options.url
    ? await openPostgres(options.url, options.schema)
    : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}

async function openPglite(dataDir?: string): Promise<Db> {
  const parsers = { [NUMERIC]: Number, [INT8]: Number };
  // PGlite creates its own folder but not missing parents (a fresh checkout has no .data/).
  if (dataDir && !dataDir.includes('://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  // PGlite is one process: a second one on the same folder would hand out the same order ids.
  const release = dataDir && !dataDir.includes('://') ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? 'memory://', { parsers, extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('SELECT set_config($1, $2, false)', [name, value]);
  }
  // PGlite is one connection: transactions are serialized by its own queue.
  return {
    driver: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query<T>(sql, params)).rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return withRetry(() =>
        client.transaction(async (tx) =>
          fn({
            async query<R>(sql: string, params?: unknown[]) {
              return (await tx.query<R>(sql, params)).rows;
            },
          }),
        ),
      );
    },
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.message);
      handlers.state(true);
      return async () => {
        if (!client.closed) await unlisten().catch(() => {});
      };
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === NUMERIC || oid === INT8) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  if (schema) {
    // Two processes creating one schema at once would collide (CREATE ... IF NOT EXISTS is not
    // safe against a concurrent create): one at a time, under the migration lock.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
      await admin.query('COMMIT');
    } finally {
      await admin.end();
    }
  }
  // The schema's own tables first, then public, where extensions such as pg_trgm live.
  const searchPath = schema ? [`-c search_path="${schema.replace(/"/g, '')}",public`] : [];
  const settings = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    options: [...searchPath, ...settings].join(' '),
  });
  /**
   * A query with parameters is a named prepared statement (its name from its text): each pooled
   * connection parses and plans it once, not on every call (pricing's one-round-trip read, the
   * rate-limit upsert, search). Queries without parameters (migrations: several statements at
   * once) stay simple queries.
   */
  const names = new Map<string, string>();
  const statement = (text: string, values?: unknown[]) => {
    if (!values || values.length === 0) return { text };
    let name = names.get(text);
    if (!name) {
      name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return { name, text, values };
  };
  const listeners = new Set<() => Promise<void>>();
  return {
    driver: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(statement(sql, params))).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return withRetry(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn({
            async query<R>(sql: string, params?: unknown[]) {
              return (await client.query(statement(sql, params))).rows as R[];
            },
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      });
    },
    async listen(channel, handlers) {
      const stop = listenPostgres({ connectionString: url }, channel, handlers);
      const once = async () => {
        listeners.delete(once);
        await stop();
      };
      listeners.add(once);
      return once;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every migrations/NNN_*.sql not yet applied, in order, each in its own transaction. */
async function migrate(db: Db): Promise<string[]> {
  // Several API processes may start at once against one PostgreSQL: one migrates at a time.
  const applied: string[] = [];
  const files = migrationFiles();
  await db.transaction(async (tx) => {
    if (db.driver === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** The migrations this code has that the database has not applied (GET /readyz: none). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return migrationFiles().filter((f) => !done.has(f));
}

/**
 * Splits a migration file into statements at semicolons outside $$-quoted function bodies
 * (whole-line `--` comments are dropped first).
 */
function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  // Even pieces are outside $$ ... $$, odd pieces are bodies.
  const statements: string[] = [];
  let current = '';
  text.split('$$').forEach((piece, i) => {
    if (i % 2 === 1) {
      current += `$$${piece}$$`;
      return;
    }
    const parts = piece.split(';');
    current += parts[0];
    for (const part of parts.slice(1)) {
      statements.push(current);
      current = part;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
