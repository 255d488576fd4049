import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPushRequest, type Problem } from './flex-check.ts';

/**
 * A local fake of LINE's Messaging API push endpoint (`POST /v2/bot/message/push`) on a loopback
 * port: what tests point LINE_API_BASE_URL at, and what `npm start` without a channel token sends
 * to, so the README tour can list what the chat would receive (`GET /__dev/line/messages`).
 * It answers as LINE does: 401 without a bearer token, 400 with LINE's error body for a message
 * that breaks the Flex structure (flex-check.ts) or a bad X-Line-Retry-Key, 409 with
 * `x-line-accepted-request-id` for a retry key it has accepted before (the message is not
 * delivered again), 200 otherwise. Tests script failures (`failNext`), users who are not friends of
 * the Official Account (`notFriends`), and can hold an answer after accepting a message (`hold`).
 */

interface DeliveredMessage {
  to: string;
  messages: unknown[];
  retryKey: string | null;
  requestId: string;
  at: string;
}

/** One scripted answer for the next push: a status, LINE's message, and a Retry-After in seconds. */
interface ScriptedFailure {
  status: number;
  message?: string;
  retryAfterSeconds?: number;
}

/** LINE's answer for a push to a user who has not added (or has blocked) the Official Account. */
export const NOT_A_FRIEND = "The user hasn't added the LINE Official Account as a friend or has blocked it";

export interface FakeLine {
  url: string;
  /** Messages accepted, in order (what the chats received). */
  delivered: DeliveredMessage[];
  /** Every push request, accepted or not, with its answer's status. */
  requests: { to: string | null; retryKey: string | null; status: number }[];
  /** Every push refused for its structure, with the problems (a test expects none). */
  malformed: { body: unknown; problems: Problem[] }[];
  /** Users who are not friends of the Official Account: pushes to them answer 400. */
  notFriends: Set<string>;
  /** Answers for the next pushes, in order, before anything else is looked at. */
  failNext(...failures: ScriptedFailure[]): void;
  /**
   * Accept the next push, then keep its answer back until the returned function is called: a
   * process killed meanwhile has had its message delivered without knowing it.
   */
  hold(): { accepted: Promise<DeliveredMessage>; release(): void };
  clear(): void;
  close(): Promise<void>;
}

const RETRY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 2 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeLine(options: { keep?: number } = {}): Promise<FakeLine> {
  const keep = options.keep ?? 500;
  const accepted = new Map<string, string>(); // retry key -> request id
  const scripted: ScriptedFailure[] = [];
  let holds: { onAccept: (m: DeliveredMessage) => void; gate: Promise<void> }[] = [];

  const fake: Omit<FakeLine, 'url' | 'close'> = {
    delivered: [],
    requests: [],
    malformed: [],
    notFriends: new Set(),
    failNext: (...failures) => {
      scripted.push(...failures);
    },
    hold() {
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      let onAccept: (m: DeliveredMessage) => void = () => {};
      const acceptedMessage = new Promise<DeliveredMessage>((r) => {
        onAccept = r;
      });
      holds.push({ onAccept, gate });
      return { accepted: acceptedMessage, release };
    },
    clear() {
      fake.delivered.length = 0;
      fake.requests.length = 0;
      fake.malformed.length = 0;
      fake.notFriends.clear();
      scripted.length = 0;
      holds = [];
      accepted.clear();
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestId = randomUUID();
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-line-request-id': requestId,
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v2/bot/message/push')
      return send(404, { message: 'Not found' });
    const retryKey =
      typeof req.headers['x-line-retry-key'] === 'string' ? req.headers['x-line-retry-key'] : null;
    let parsed: { to?: unknown } | null = null;
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      fake.requests.push({ to: typeof parsed?.to === 'string' ? parsed.to : null, retryKey, status });
      send(status, body, headers);
    };
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? ''))
      return answer(401, {
        message: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
      });
    try {
      parsed = JSON.parse(await readBody(req));
    } catch {
      return answer(400, {
        message: 'The request body has 1 error(s)',
        details: [{ message: 'invalid JSON' }],
      });
    }
    const failure = scripted.shift();
    if (failure) {
      const headers: Record<string, string> =
        failure.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
      return answer(failure.status, { message: failure.message ?? `scripted ${failure.status}` }, headers);
    }
    if (retryKey !== null && !RETRY_KEY.test(retryKey))
      return answer(400, { message: 'The value of the X-Line-Retry-Key header is invalid' });
    const problems = checkPushRequest(parsed);
    if (problems.length > 0) {
      fake.malformed.push({ body: parsed, problems });
      return answer(400, {
        message: 'The request body has errors',
        details: problems.map((p) => ({ message: p.message, property: p.path })),
      });
    }
    const body = parsed as { to: string; messages: unknown[] };
    if (retryKey && accepted.has(retryKey)) {
      return answer(
        409,
        { message: 'The retry key is already accepted' },
        { 'x-line-accepted-request-id': accepted.get(retryKey) as string },
      );
    }
    if (fake.notFriends.has(body.to)) return answer(400, { message: NOT_A_FRIEND });
    if (retryKey) accepted.set(retryKey, requestId);
    const message: DeliveredMessage = {
      to: body.to,
      messages: body.messages,
      retryKey,
      requestId,
      at: new Date().toISOString(),
    };
    fake.delivered.push(message);
    if (fake.delivered.length > keep) fake.delivered.shift();
    const held = holds.shift();
    if (held) {
      held.onAccept(message);
      await held.gate;
    }
    return answer(200, { sentMessages: body.messages.map((_, i) => ({ id: `${requestId}-${i}` })) });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
