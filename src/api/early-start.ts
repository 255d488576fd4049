import type { EarlyAnswer, EarlyAnswers, EarlyRequest } from './early-answers.ts';

/**
 * The start-up step (docs/adr/0012-sign-in-while-the-code-downloads.md): a script of its own, named
 * first in the page and free of imports, that runs while the app's code (about 150 KB) downloads and
 * sends the requests the app will send as soon as it runs: GET /api/getProfile with the LINE access
 * token, POST /users/login as the auth chart would (with the stored customer code beside the profile,
 * the profile's code when none is stored or it differs), and with the token of that login the calls
 * of the first screen: on /home its six, on a product's page the product's detail. Their answers wait in `window.__storefrontEarlyAnswers`; the
 * API client takes each one once for the very same request (early-answers.ts). The charts stay the
 * truth: they run as before and only find some answers already there.
 *
 * A head start needs the LINE tokens before LIFF has run: the LIFF mock's are known from the build
 * (the whole chain starts early); in a build for the real LIFF the LINE access token an earlier
 * sign-in stored (`line_access_token`, spec section 3) lets the profile go early, and nothing else
 * (the LINE ID token is LIFF's to give). Without any, nothing is sent: the app signs in as before.
 *
 * Written out here rather than imported (the storage keys, the mock's user, the endpoint paths, home's
 * queries; the page paths come from the build): an import shared with the app would make this script wait for a chunk of its own.
 * tests/unit/early-start.test.ts checks each against its source.
 */

const V1 = '/api/v1/ssc';
/** machines/storage.ts STORAGE_KEYS. */
export const KEYS = { lineToken: 'line_access_token', customerCode: 'customer_code' } as const;
/** src/liff/line-user.ts DEFAULT_MOCK_LINE_USER_ID (its tokens: mockLineUser). */
export const DEFAULT_MOCK_USER = 'U0000000000000000000000000000a001';
/** machines/home/home-implementations.ts: the calls of home's first screen, with their queries. */
const ORDERED = { order_name: 'order', order_by: 'asc' };
export const HOME_CALLS: Call[] = [
  { path: `${V1}/banners`, query: ORDERED },
  { path: `${V1}/promotions`, query: ORDERED },
  { path: `${V1}/customers/groups` },
  { path: `${V1}/brands/all` },
  { path: `${V1}/skus`, query: { limit: 20, page: 1, ...ORDERED, is_recommend: '1' } },
  // The usual order sits above the recommended products: come late, its rows pushed them down.
  { path: `${V1}/orders/usual` },
];

/** machines/product-detail/product-detail-implementations.ts: the product page's first call. */
export const PRODUCT_DETAIL_PATH = `${V1}/skus/detail`;

/** The page paths whose first screen the start-up step asks for (contract/app-paths.ts, via the build). */
export interface FirstScreens {
  /** paths.home() */
  home: string;
  /** The product page's route pattern, `:name` for its id ('/products/:productId'). */
  product: string;
}

type Call = { path: string; query?: Record<string, string | number> };

/**
 * The calls of the first screen of the page at `pathname`: home's six, a product's detail, or none.
 * A route's static segments match case-insensitively and a trailing slash is ignored, as the router
 * matches (contract/app-paths.ts routeOfPath).
 */
export function firstScreenCalls(pathname: string, screens: FirstScreens): Call[] {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const path = segments(pathname === '/' ? screens.home : pathname);
  const params = (route: string): string[] | null => {
    const pattern = segments(route);
    if (pattern.length !== path.length) return null;
    const found: string[] = [];
    for (const [i, part] of pattern.entries()) {
      const segment = path[i] ?? '';
      if (part.startsWith(':')) found.push(segment);
      else if (part.toLowerCase() !== segment.toLowerCase()) return null;
    }
    return found;
  };
  if (params(screens.home)) return HOME_CALLS;
  const [productId] = params(screens.product) ?? [];
  if (productId === undefined) return [];
  try {
    // The router hands the chart the decoded segment, which asks for it trimmed (an empty one: nothing).
    const id = decodeURIComponent(productId).trim();
    return id ? [{ path: PRODUCT_DETAIL_PATH, query: { id } }] : [];
  } catch {
    return [];
  }
}

/** The request's identity: method, path, query in any order, bearer, LINE ID token and body. */
export function requestKey({ method, url, headers, body }: EarlyRequest): string {
  const parsed = new URL(url, 'http://app.invalid');
  parsed.searchParams.sort();
  const header = (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  return [
    method.toUpperCase(),
    `${parsed.origin === 'http://app.invalid' ? '' : parsed.origin}${parsed.pathname}${parsed.search}`,
    header('authorization'),
    header('x-line-id-token'),
    body ?? '',
  ].join('\n');
}

/** The kept answers: sent once, taken once. */
export function createEarlyAnswers(transport: typeof fetch): EarlyAnswers & {
  send(request: EarlyRequest): Promise<EarlyAnswer>;
} {
  const kept = new Map<string, Promise<EarlyAnswer>>();
  return {
    send(request) {
      const answer = transport(request.url, {
        method: request.method,
        // No cookies (the API reads bearer tokens only): Chromium then opens these on connections of
        // their own instead of queueing behind the page's scripts on its six per host (HTTP/1.1).
        credentials: 'omit',
        headers: { Accept: 'application/json', ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
      }).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        text: await response.text(),
      }));
      // Unhandled until taken: a failure is the app's to meet when (if) it takes the answer.
      answer.catch(() => {});
      kept.set(requestKey(request), answer);
      return answer;
    },
    take(request) {
      const key = requestKey(request);
      const answer = kept.get(key);
      kept.delete(key);
      return answer;
    },
    pending: () => [...kept.keys()].map((key) => key.split('\n').slice(0, 2).join(' ')),
  };
}

/** The LINE tokens known before LIFF runs: the mock's, else a stored LINE access token; or none. */
export function knownLineTokens(
  env: { VITE_LIFF_ID?: string; VITE_LIFF_MOCK?: string },
  search: string,
  stored: (key: string) => string | null,
): { access: string; id: string | null } | null {
  const mock = !env.VITE_LIFF_ID || env.VITE_LIFF_MOCK === '1';
  if (mock) {
    const asked = new URLSearchParams(search).get('mock_line_user');
    const user = asked && /^U[0-9a-f]{32}$/.test(asked) ? asked : DEFAULT_MOCK_USER;
    return { access: `mock-line-access.${user}`, id: `mock-line-id.${user}` };
  }
  const access = stored(KEYS.lineToken);
  return access ? { access, id: null } : null;
}

/** The data of a 2xx answer, else null (the app meets the failure itself when it takes the answer). */
async function dataOf<T>(answer: Promise<EarlyAnswer>): Promise<T | null> {
  try {
    const { status, text } = await answer;
    return status >= 200 && status < 300 ? ((JSON.parse(text) as { data: T }).data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Sends what the auth chart will send (machines/auth/auth-machine.ts: the profile, and the sign-in
 * with the stored code beside it; the profile's code when none is stored, it differs or its sign-in
 * failed), then the first screen's calls (firstScreenCalls) with the token the chart will keep.
 */
export function startEarly(options: {
  answers: ReturnType<typeof createEarlyAnswers>;
  base: string;
  path: string;
  /** From contract/app-paths.ts, handed in by the build (the start-up step imports nothing the app imports). */
  screens: FirstScreens;
  tokens: { access: string; id: string | null };
  storedCode: string | null;
}): void {
  const { answers, base, path, screens, tokens, storedCode } = options;
  const profile = answers.send({
    method: 'GET',
    url: `${base}/api/getProfile`,
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  const idToken = tokens.id;
  if (idToken === null) return;
  const login = (code: string) =>
    dataOf<{ access_token: string }>(
      answers.send({
        method: 'POST',
        url: `${base}${V1}/users/login`,
        headers: { 'x-line-id-token': idToken, 'Content-Type': 'application/json' },
        body: JSON.stringify({ customer_code: code }),
      }),
    );
  const hint = storedCode ? login(storedCode) : null;
  const token = (async () => {
    const shop = await dataOf<{ shopCode: string }>(profile);
    if (!shop) return null;
    const hinted = hint && storedCode === shop.shopCode ? await hint : null;
    return (hinted ?? (await login(shop.shopCode)))?.access_token ?? null;
  })();
  const calls = firstScreenCalls(path, screens);
  if (calls.length === 0) return;
  void token.then((accessToken) => {
    if (!accessToken) return;
    for (const call of calls) {
      const query = new URLSearchParams(
        Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]),
      ).toString();
      answers.send({
        method: 'GET',
        url: `${base}${call.path}${query ? `?${query}` : ''}`,
        headers: { Authorization: `Bearer ${accessToken}` },
      });
    }
  });
}
