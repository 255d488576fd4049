import { HTTPFetchError, messagingApi } from '@line/bot-sdk';

/**
 * Sends one push through LINE's Messaging API with the official SDK (@line/bot-sdk), and reads
 * LINE's answer into what the outbox worker decides on: accepted, refused for good (a 4xx such as
 * a user who is not a friend of the Official Account), or worth another try (a 5xx, 429, a timeout,
 * no connection). A 409 naming an accepted request means LINE took this retry key earlier: sent.
 */

export type PushResult =
  | { outcome: 'sent'; status: number }
  | { outcome: 'refused'; status: number; error: string }
  | { outcome: 'retry'; status: number | null; error: string; retryAfterMs?: number };

export interface LineSender {
  push(to: string, messages: unknown[], retryKey: string): Promise<PushResult>;
}

/** The status codes after which the same request may succeed later. */
const RETRYABLE = new Set([408, 429]);

/** Retry-After in seconds (or an HTTP date) -> ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

function lineMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      message?: unknown;
      details?: { message?: string; property?: string }[];
    };
    const details = (parsed.details ?? []).map((d) => `${d.property ?? ''}: ${d.message ?? ''}`).join('; ');
    return [String(parsed.message ?? ''), details].filter(Boolean).join(' - ').slice(0, 1000);
  } catch {
    return body.slice(0, 1000);
  }
}

export function createBotSender(options: {
  channelAccessToken: string;
  baseUrl: string;
  timeoutMs: number;
}): LineSender {
  const client = new messagingApi.MessagingApiClient({
    channelAccessToken: options.channelAccessToken,
    baseURL: options.baseUrl,
  });
  return {
    async push(to, messages, retryKey) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${options.timeoutMs} ms`)),
          options.timeoutMs,
        );
      });
      try {
        const sent = client.pushMessageWithHttpInfo(
          { to, messages: messages as messagingApi.Message[] },
          retryKey,
        );
        const answer = await Promise.race([sent, timeout]);
        return { outcome: 'sent', status: answer.httpResponse.status };
      } catch (error) {
        if (!(error instanceof HTTPFetchError)) {
          return { outcome: 'retry', status: null, error: (error as Error).message || String(error) };
        }
        const { status, headers } = error;
        if (status === 409 && headers.get('x-line-accepted-request-id')) return { outcome: 'sent', status };
        const message = lineMessage(error.body);
        if (status >= 500 || RETRYABLE.has(status)) {
          const after = retryAfterMs(headers.get('retry-after'));
          return {
            outcome: 'retry',
            status,
            error: message,
            ...(after !== undefined ? { retryAfterMs: after } : {}),
          };
        }
        return { outcome: 'refused', status, error: message };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
