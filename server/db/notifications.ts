import pg from 'pg';

/**
 * Changes other processes made, heard on PostgreSQL's LISTEN/NOTIFY (docs/scaling.md
 * "Invalidations"). The triggers of migration 009 NOTIFY the channel on every change of the
 * catalogue's tables and on every revoked or shortened token, whoever made it; each process keeps
 * one connection of its own listening, and drops what its caches hold of what changed.
 */
const INVALIDATE_CHANNEL = 'storefront_invalidate';

/** How often the listening connection is checked, and how long the check may take. */
const HEARTBEAT_MS = 1000;
/** Waits before connecting again after a loss: 100 ms, doubling, at most this. */
const RECONNECT_MAX_MS = 2000;

/** What a listener is told: a payload, or that it is (again) listening (true) or lost (false). */
export interface ListenHandlers {
  message(payload: string): void;
  state(listening: boolean): void;
}

/**
 * A connection of its own that LISTENs on `channel` (application_name `storefront-listen <pid>`), and
 * whenever it is lost (an error, the server closing it, a check unanswered within HEARTBEAT_MS)
 * says so and connects again. Answers the function that stops it.
 */
export function listenPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let delay = 100;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let checking = false;

  const lose = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    handlers.state(false);
    if (stopped) return;
    retry = setTimeout(open, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function open() {
    if (stopped) return;
    const client = new pg.Client({ ...config, application_name: `storefront-listen ${process.pid}` });
    current = client;
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload) handlers.message(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lose(client);
      return;
    }
    if (current !== client) return;
    delay = 100;
    handlers.state(true);
  }

  // A connection that silently went away (a network cut) raises nothing: ask it something.
  const heartbeat = setInterval(() => {
    const client = current;
    if (!client || checking) return;
    checking = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), HEARTBEAT_MS);
    });
    Promise.race([client.query('SELECT 1'), late])
      .catch(() => lose(client))
      .finally(() => {
        clearTimeout(timer);
        checking = false;
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  void open();
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  };
}

/** What changed: the catalogue, some tokens (by hash), every token (null), or everything (after a loss). */
type Invalidation =
  | { what: 'catalogue' }
  | { what: 'tokens'; hashes: string[] | null }
  | { what: 'everything' };

export interface Invalidations {
  /**
   * True while changes made elsewhere are heard: only then may a cache answer. While the listening
   * connection is down, every read goes to the database.
   */
  live(): boolean;
  /** fn is called with every change of this process's schema. */
  on(fn: (change: Invalidation) => void): void;
  /** Stops listening (the app's close). */
  close(): Promise<void>;
}

/** For a cache outside any server (a bench, a script): always answers, never told of a change. */
export const ALWAYS_LIVE: Pick<Invalidations, 'live' | 'on'> = { live: () => true, on: () => {} };

interface Listens {
  readonly driver: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

/** How long startInvalidations waits for the first LISTEN before the process starts uncached. */
const FIRST_LISTEN_MS = 5000;

/** Listens for the changes of this database's schema (every driver: PGlite hears its own). */
export async function startInvalidations(db: Listens): Promise<Invalidations> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema ?? 'public';
  const subscribers: ((change: Invalidation) => void)[] = [];
  const tell = (change: Invalidation) => {
    for (const fn of subscribers) fn(change);
  };
  let listening = false;
  let first: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    first = resolve;
  });
  const stop = await db.listen(INVALIDATE_CHANNEL, {
    message(payload) {
      const change = parseChange(payload, schema);
      if (change) tell(change);
    },
    state(now) {
      listening = now;
      // Lost or back: whatever was missed in between is unknown, so everything goes.
      tell({ what: 'everything' });
      if (now) first();
    },
  });
  const timer = new Promise<void>((resolve) => setTimeout(resolve, FIRST_LISTEN_MS).unref());
  await Promise.race([ready, timer]);
  return {
    live: () => listening,
    on: (fn) => {
      subscribers.push(fn);
    },
    close: stop,
  };
}

/** A payload of migration 009's triggers for `schema`, or null (another schema's, or garbled). */
function parseChange(payload: string, schema: string): Invalidation | null {
  try {
    const p = JSON.parse(payload) as { schema?: unknown; what?: unknown; hashes?: unknown };
    if (p.schema !== schema) return null;
    if (p.what === 'catalogue') return { what: 'catalogue' };
    if (p.what === 'tokens') {
      const hashes = Array.isArray(p.hashes) ? p.hashes.filter((h) => typeof h === 'string') : null;
      return { what: 'tokens', hashes };
    }
    return null;
  } catch {
    return null;
  }
}
