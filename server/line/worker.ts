import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { type MessageLinks, type NewsKind, orderMessage } from './messages.ts';
import { readOrderNews } from './outbox.ts';
import type { LineSender, PushResult } from './sender.ts';

/**
 * The outbox worker (docs/line-messaging.md): every poll it claims due rows of `line_outbox` with
 * FOR UPDATE SKIP LOCKED (several processes on one PostgreSQL never take the same row), reserves
 * them for `leaseMs` and commits, then sends each outside any transaction and records the answer.
 * - accepted (or LINE's 409 for a retry key it took before): sent;
 * - refused with a 4xx (not a friend of the Official Account, blocked, a bad request): failed, with
 *   LINE's status and message, never retried;
 * - a 5xx, a timeout, no connection: tried again after 2 s, 4 s, 8 s ... (at most `maxDelayMs`,
 *   with jitter) until `maxAttempts`, then failed;
 * - 429: tried again after LINE's Retry-After (else the backoff), not counted as an attempt, and
 *   this worker sends nothing more until then (the rate limit is the channel's).
 * A process that dies after claiming leaves its rows reserved until the lease ends; the next claim
 * sends them again with the same X-Line-Retry-Key, which LINE accepts only once: nothing is lost and
 * nothing reaches the chat twice. The message is built at the first claim and stored, so every
 * retry sends the same one.
 * Without a sender (LINE messaging off: production without a channel token) rows are marked
 * skipped as they come.
 */

export interface WorkerOptions {
  /** Between polls; 0 = runOnce only (tests). */
  pollMs: number;
  /** How long a claimed row is reserved for the process sending it. */
  leaseMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  batch: number;
}

const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollMs: 1000,
  leaseMs: 60_000,
  baseDelayMs: 2000,
  maxDelayMs: 30 * 60_000,
  maxAttempts: 10,
  batch: 20,
};

interface ClaimedRow {
  id: number;
  kind: NewsKind;
  order_id: number;
  line_user_id: string;
  retry_key: string;
  messages: unknown[] | null;
  attempts: number;
}

export interface WorkerLog {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** The wait before attempt `attempts + 1`: base x 2^(attempts-1), capped, +-20% jitter. */
export function backoffMs(
  attempts: number,
  options: Pick<WorkerOptions, 'baseDelayMs' | 'maxDelayMs'>,
  random = Math.random,
) {
  const plain = Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

export function createLineWorker(deps: {
  db: Db;
  clock: Clock;
  sender: LineSender | null;
  links: MessageLinks;
  log?: WorkerLog;
  options?: Partial<WorkerOptions>;
}) {
  const { db, clock, sender, links } = deps;
  const options = { ...DEFAULT_WORKER_OPTIONS, ...deps.options };
  const log = deps.log ?? { warn() {}, error() {} };
  let pausedUntil = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function claim(now: Date): Promise<ClaimedRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx.query<{ id: number }>(
        `SELECT id FROM line_outbox WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, options.batch],
      );
      if (due.length === 0) return [];
      return tx.query<ClaimedRow>(
        `UPDATE line_outbox SET attempts = attempts + 1, next_attempt_at = $2
          WHERE id = ANY($1::bigint[])
          RETURNING id, kind, order_id, line_user_id, retry_key::text AS retry_key, messages, attempts`,
        [due.map((r) => r.id), new Date(now.getTime() + options.leaseMs)],
      );
    });
  }

  /** The row's message: stored at the first claim, built from the order then. */
  async function messagesOf(row: ClaimedRow): Promise<unknown[] | null> {
    if (row.messages) return row.messages;
    const news = await readOrderNews(db, row.order_id);
    if (!news) return null;
    const built = [orderMessage(row.kind, news, links)];
    const [stored] = await db.query<{ messages: unknown[] }>(
      `UPDATE line_outbox SET messages = COALESCE(messages, $2::jsonb) WHERE id = $1 RETURNING messages`,
      [row.id, JSON.stringify(built)],
    );
    return stored?.messages ?? built;
  }

  /** Writes the answer, only while the row is still this claim's (same attempt, still pending). */
  async function record(row: ClaimedRow, result: PushResult, now: Date) {
    const mine = `id = $1 AND attempts = $2 AND status = 'pending'`;
    if (result.outcome === 'sent') {
      await db.query(
        `UPDATE line_outbox SET status = 'sent', sent_at = $3, last_status = $4, last_error = NULL WHERE ${mine}`,
        [row.id, row.attempts, now, result.status],
      );
      return;
    }
    const rateLimited = result.outcome === 'retry' && result.status === 429;
    const giveUp = result.outcome === 'refused' || (!rateLimited && row.attempts >= options.maxAttempts);
    if (giveUp) {
      if (result.outcome === 'retry')
        log.error(
          { outboxId: row.id, status: result.status, error: result.error },
          'LINE message given up after its attempts',
        );
      await db.query(
        `UPDATE line_outbox SET status = 'failed', last_status = $3, last_error = $4 WHERE ${mine}`,
        [row.id, row.attempts, result.status, result.error],
      );
      return;
    }
    const retryAfter = result.outcome === 'retry' ? result.retryAfterMs : undefined;
    const wait = retryAfter ?? backoffMs(row.attempts, options);
    if (rateLimited) pausedUntil = now.getTime() + wait;
    await db.query(
      `UPDATE line_outbox SET next_attempt_at = $3, last_status = $4, last_error = $5,
              attempts = attempts - $6 WHERE ${mine}`,
      [
        row.id,
        row.attempts,
        new Date(now.getTime() + wait),
        result.status,
        result.error,
        rateLimited ? 1 : 0,
      ],
    );
  }

  /** One poll: claims the due rows and sends them in order; answers how many were handled. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    if (!sender) {
      const skipped = await db.query(
        `UPDATE line_outbox SET status = 'skipped' WHERE status = 'pending' RETURNING id`,
      );
      return skipped.length;
    }
    if (now.getTime() < pausedUntil) return 0;
    const rows = await claim(now);
    for (const [i, row] of rows.entries()) {
      if (clock.now().getTime() < pausedUntil) {
        // Rate-limited meanwhile: give the rest of the batch back for after the pause.
        await db.query(
          `UPDATE line_outbox SET attempts = attempts - 1, next_attempt_at = $2 WHERE id = ANY($1::bigint[]) AND status = 'pending'`,
          [rows.slice(i).map((r) => r.id), new Date(pausedUntil)],
        );
        break;
      }
      const messages = await messagesOf(row);
      const result: PushResult = messages
        ? await sender.push(row.line_user_id, messages, row.retry_key)
        : { outcome: 'refused', status: 0, error: 'the order is gone' };
      await record(row, result, clock.now());
    }
    return rows.length;
  }

  function schedule() {
    if (stopped || options.pollMs <= 0) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err) => log.error({ err }, 'LINE outbox poll failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, options.pollMs);
    timer.unref();
  }

  return {
    runOnce,
    /** Polls every `pollMs` until stop(). */
    start() {
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for a poll in flight. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    options,
  };
}
