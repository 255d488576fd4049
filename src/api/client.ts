import { createActor } from 'xstate';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { answers, type EndpointAnswer, type EndpointId } from '../../contract/answers.ts';
import type { ApiFunctions, CallOptions } from '../../contract/api.ts';
import { ErrorBody, envelope } from '../../contract/common.ts';
import type { LiffLike } from '../../machines/deps.ts';
import { createSessionImplementations, sessionMachine } from '../../machines/session/index.ts';
import { type KeyValueStorage, readItem, STORAGE_KEYS } from '../../machines/storage.ts';
import { inspect } from '../lib/inspect.ts';
import { storageOr } from '../lib/storage.ts';
import type { EarlyAnswers } from './early-answers.ts';

/**
 * The storefront's API client (ARCHITECTURE.md "API client", CONTRACT.md, spec sections 7 and 8):
 * one typed function per entry of the contract's endpoint table, the platform's `fetch` (with the
 * caller's AbortSignal) as transport, the bearer header from storage, every answer validated against the contract, and the single-flight
 * re-authentication on 401 (the session chart, machines/session). Every function returns a promise and never throws synchronously;
 * every failure is an ApiError.
 */

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; null when no answer arrived. */
  readonly status: number | null;
  readonly kind: ApiErrorKind;
  /** Field-level details of a 400 (`errors[].path` names the field). */
  readonly errors: ErrorBody['errors'];
  /** The `data` of an error answer, e.g. the server's figures on a 409 "price changed". */
  readonly data: unknown;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, body?: Partial<ErrorBody>) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.errors = body?.errors;
    this.data = body?.data;
  }
}

export interface ApiClientOptions {
  /** The API host; '' (the default) is the storefront's own origin. */
  baseURL?: string;
  /** Where the tokens are read at call time (and the new one stored); default localStorage, null for none. */
  storage?: KeyValueStorage | null;
  /**
   * LIFF's ID token, for signing in again after a 401 (CONTRACT.md sign-in step 3): the session chart
   * (machines/session) does it once for any number of concurrent 401s, with this client's `login`
   * and the stored customer code.
   */
  liff: Pick<LiffLike, 'getIDToken'>;
  /** The transport; the platform's `fetch` by default (tests wrap it). */
  fetch?: typeof fetch;
  /**
   * Answers the start-up step already has (src/api/early-start.ts, ADR 0012): a request that is the
   * same as one it sent takes that answer, once, instead of going out; it is then read exactly as
   * a fresh answer (a 401 still signs in again, no answer is still a network error).
   */
  early?: EarlyAnswers | null;
}

/** An answer as it arrived: status and raw text, parsed and validated afterwards. */
interface Answer {
  status: number;
  statusText: string;
  text: string;
}

type Input = { params?: object; query?: object; body?: unknown; headers?: object };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'error';

type Schema = core.$ZodType;
const defOf = (schema: unknown) =>
  (schema as Schema | undefined)?._zod.def as
    | { type: string; innerType?: Schema; shape?: Record<string, Schema> }
    | undefined;

const isNullableList = (schema: unknown) => {
  const def = defOf(schema);
  return def?.type === 'nullable' && defOf(def.innerType)?.type === 'array';
};

/** null -> [] where the contract allows a null list (see NullListsAsEmpty in contract/api.ts). */
function nullListsAsEmpty(schema: Schema, value: unknown): unknown {
  if (value === null && isNullableList(schema)) return [];
  const def = defOf(schema);
  if (
    def?.type === 'object' &&
    isNullableList(def.shape?.data) &&
    typeof value === 'object' &&
    value !== null &&
    (value as { data?: unknown }).data === null
  ) {
    return { ...value, data: [] };
  }
  return value;
}

/** Substitutes `:name` segments with their encoded values. */
function buildPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** `?name=value&...` of the defined query values ('' included: the contract reads it as "not set"). */
function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

/** The non-2xx answer as an ApiError carrying only the server's message. */
function httpError(response: Answer): ApiError {
  const json = parseJson(response.text);
  const body = json.ok ? ErrorBody.safeParse(json.value) : undefined;
  if (body?.success) return new ApiError('http', body.data.message, response.status, body.data);
  return new ApiError('http', response.statusText || `HTTP ${response.status}`, response.status);
}

/** Validates a 2xx answer against the endpoint's envelope and returns its (normalized) data. */
function answerOf(endpoint: EndpointAnswer, schema: Schema, response: Answer): unknown {
  if (response.status < 200 || response.status > 299) throw httpError(response);
  const json = parseJson(response.text);
  if (!json.ok) throw new ApiError('malformed', 'the answer is not JSON', response.status);
  const parsed = safeParse(schema, json.value);
  if (!parsed.success) {
    throw new ApiError('malformed', 'the answer does not match the contract', response.status);
  }
  return nullListsAsEmpty(endpoint.data, (parsed.data as { data: unknown }).data);
}

/** The whole success answer of each endpoint: `{ status, message, data }`. */
const ENVELOPES = Object.fromEntries(
  Object.entries(answers).map(([id, endpoint]): [string, Schema] => [id, envelope(endpoint.data)]),
) as Record<EndpointId, Schema>;

export function createApiClient(options: ApiClientOptions): ApiFunctions {
  const { liff } = options;
  const baseURL = options.baseURL ?? '';
  // Read at call time, so a test or polyfill that replaces the global is honoured.
  const transport: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const store = storageOr(options.storage);
  // The 401 sign-in is a chart (machines/session): one at a time, inspectable like every actor.
  // Its sign-in is this client's own login, a 'lineIdToken' call: its 401 never starts another sign-in.
  const login: ApiFunctions['login'] = (input, callOptions) =>
    call('login', input, callOptions) as ReturnType<ApiFunctions['login']>;
  const session = createActor(
    sessionMachine.provide(createSessionImplementations({ api: { login }, liff, storage: store })),
    { inspect },
  ).start();

  /**
   * After a 401, the chart's verdict: resolves true when the request may repeat, false when it was
   * already repeated (its 401 is its answer); rejects with the failed sign-in's error.
   */
  const refreshed = (sentToken: string | null, currentToken: string | null, repeated: boolean) =>
    new Promise<boolean>((resolve, reject) => {
      const done = session.on('session.refreshed', () => {
        stop();
        resolve(true);
      });
      const failed = session.on('session.refreshFailed', ({ error }) => {
        stop();
        reject(error instanceof ApiError ? error : new ApiError('http', messageOf(error), 401));
      });
      const stop = () => {
        done.unsubscribe();
        failed.unsubscribe();
      };
      // Told during this request's own send, so heard only there (requests waiting for a sign-in
      // must not hear another request give up).
      const gaveUp = session.on('session.giveUp', () => {
        stop();
        resolve(false);
      });
      session.send({ type: 'session.unauthorized', sentToken, currentToken, repeated });
      gaveUp.unsubscribe();
    });

  const read = (key: typeof STORAGE_KEYS.accessToken | typeof STORAGE_KEYS.lineToken) => readItem(key, store);

  /**
   * Sends one request and reads its whole answer as text (parsed and validated by the caller, so
   * a malformed answer is a handled error); resolves with any status, rejects only when no answer
   * arrived. No timeout (spec section 7): a slow answer is waited for; callers cancel with their
   * AbortSignal.
   */
  async function send(
    endpoint: EndpointAnswer,
    input: Input,
    bearer: string | null,
    signal?: AbortSignal,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const [name, value] of Object.entries(input.headers ?? {})) {
      if (value !== undefined && value !== null) headers[name] = String(value);
    }
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const init: RequestInit = { method: endpoint.method, headers };
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(input.body);
    }
    if (signal) init.signal = signal;
    try {
      const url = `${baseURL}${buildPath(endpoint.path, input.params)}${queryString(input.query)}`;
      const early = options.early?.take({ method: endpoint.method, url, headers, body: init.body as string });
      if (early) {
        const answer = await early;
        if (signal?.aborted) throw new ApiError('aborted', 'request aborted');
        return answer;
      }
      const response = await transport(url, init);
      return { status: response.status, statusText: response.statusText, text: await response.text() };
    } catch (error) {
      if (signal?.aborted) throw new ApiError('aborted', 'request aborted');
      throw new ApiError('network', messageOf(error) || 'network error');
    }
  }

  async function call(id: EndpointId, input: Input = {}, { signal }: CallOptions = {}): Promise<unknown> {
    const endpoint: EndpointAnswer = answers[id];
    // The LINE access token for getProfile; the access token (when one is stored) for the calls that
    // take it; none for sign-in, which carries LIFF's ID token alone (contract/answers.ts `Auth`): an
    // old access token beside it told the server nothing and made the request differ from the one the
    // start-up step sent (ADR 0012), so a repeat open signed in twice.
    const bearerOf = () =>
      endpoint.auth === 'lineIdToken'
        ? null
        : read(endpoint.auth === 'line' ? STORAGE_KEYS.lineToken : STORAGE_KEYS.accessToken);
    let sent = bearerOf();
    let response = await send(endpoint, input, sent, signal);
    // On a 401 the session chart decides: sign in again (unless another request already did since
    // this one left) and repeat, or, for a request already repeated, give up with that answer.
    for (let repeated = false; response.status === 401 && endpoint.auth === 'token'; repeated = true) {
      if (!(await refreshed(sent, bearerOf(), repeated))) break;
      if (signal?.aborted) throw new ApiError('aborted', 'request aborted');
      sent = bearerOf();
      response = await send(endpoint, input, sent, signal);
    }
    return answerOf(endpoint, ENVELOPES[id], response);
  }

  const client: Partial<Record<EndpointId, (input?: Input, options?: CallOptions) => Promise<unknown>>> = {};
  for (const id of Object.keys(answers) as EndpointId[]) {
    client[id] = (input, callOptions) => call(id, input, callOptions);
  }
  return client as ApiFunctions;
}

export type ApiClient = ReturnType<typeof createApiClient>;
