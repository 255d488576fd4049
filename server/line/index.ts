import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { type FakeLine, startFakeLine } from './fake-line.ts';
import { createBotSender } from './sender.ts';
import { createLineWorker, type WorkerLog } from './worker.ts';

/**
 * LINE messaging for one process (docs/line-messaging.md), chosen by the configuration:
 * - LINE_CHANNEL_ACCESS_TOKEN set: pushes go to LINE_API_BASE_URL (LINE's API by default);
 * - no token outside production: to a local fake of the Messaging API (fake-line.ts), whose
 *   messages GET /__dev/line/messages lists, so `npm start` shows what the chat would receive;
 * - no token in production: messaging is off and queued messages are marked skipped.
 * The outbox worker polls every LINE_OUTBOX_POLL_MS (0: this process sends nothing; another may).
 */
export async function startLineMessaging(deps: { config: Config; db: Db; clock: Clock; log: WorkerLog }) {
  const { config, db, clock, log } = deps;
  let fake: FakeLine | null = null;
  let sender = null;
  if (config.lineChannelAccessToken) {
    sender = createBotSender({
      channelAccessToken: config.lineChannelAccessToken,
      baseUrl: config.lineMessagingApiBase,
      timeoutMs: config.lineTimeoutMs,
    });
  } else if (!config.production) {
    fake = await startFakeLine();
    sender = createBotSender({
      channelAccessToken: 'fake-channel-token',
      baseUrl: fake.url,
      timeoutMs: config.lineTimeoutMs,
    });
  }
  const worker = createLineWorker({
    db,
    clock,
    sender,
    links: { liffId: config.lineLiffId, storefrontUrl: config.storefrontUrl },
    log,
    options: { pollMs: config.lineOutboxPollMs, leaseMs: config.lineOutboxLeaseMs },
  });
  worker.start();
  return {
    worker,
    fake,
    async close() {
      await worker.stop();
      await fake?.close();
    },
  };
}
export type LineMessaging = Awaited<ReturnType<typeof startLineMessaging>>;
