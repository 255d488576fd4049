import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { answers } from '../../contract/answers.ts';
import { paths, routeOfPath } from '../../contract/app-paths.ts';
import { RECOMMENDED_QUERY } from '../../machines/home/home-implementations.ts';
import {
  createProductDetailImplementations,
  productDetailMachine,
} from '../../machines/product-detail/index.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { createApiClient } from '../../src/api/client.ts';
import { claimEarlyAnswers, EARLY_ANSWERS_GLOBAL } from '../../src/api/early-answers.ts';
import {
  createEarlyAnswers,
  DEFAULT_MOCK_USER,
  firstScreenCalls,
  HOME_CALLS,
  KEYS,
  knownLineTokens,
  PRODUCT_DETAIL_PATH,
  requestKey,
  startEarly,
} from '../../src/api/early-start.ts';
import { DEFAULT_MOCK_LINE_USER_ID, mockLineUser } from '../../src/liff/line-user.ts';

/**
 * The start-up step (src/api/early-start.ts, docs/adr/0012-sign-in-while-the-code-downloads.md):
 * what it writes out instead of importing agrees with its sources, it sends what the auth chart will
 * send, and the API client takes each answer once, for the very same request only.
 */

/** What the build writes in (vite.config.ts FIRST_SCREENS). */
const SCREENS = { home: paths.home(), product: '/products/:productId' };

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: status < 300 ? 'ok' : 'error', message: 'x', data }), { status });
const SHOP = {
  shopCode: 'C1',
  shopName: 'ร้าน',
  shopCatName: 'x',
  phoneNumber: '0',
  regionCode: 'r',
  areaCode: 'a',
};

describe('the start-up step writes out what the app imports', () => {
  it('storage keys, the mock user, the endpoint paths and home queries match their sources', () => {
    expect(KEYS.lineToken).toBe(STORAGE_KEYS.lineToken);
    expect(KEYS.customerCode).toBe(STORAGE_KEYS.customerCode);
    expect(DEFAULT_MOCK_USER).toBe(DEFAULT_MOCK_LINE_USER_ID);
    expect(EARLY_ANSWERS_GLOBAL).toBe('__storefrontEarlyAnswers');
    expect(HOME_CALLS.map((call) => call.path)).toEqual(
      (
        ['getBanners', 'getPromotions', 'getCustomerGroups', 'getBrands', 'getSkus', 'getUsualOrder'] as const
      ).map((id) => answers[id].path),
    );
    expect(HOME_CALLS[4]?.query).toEqual(RECOMMENDED_QUERY);
    expect(PRODUCT_DETAIL_PATH).toBe(answers.getSkuDetail.path);
    expect(routeOfPath(paths.product(7))).toBe(SCREENS.product.slice(1));
  });

  it("the first screen's calls: home's six on / and /home, a product's detail on its page, else none", () => {
    expect(firstScreenCalls('/home', SCREENS)).toBe(HOME_CALLS);
    expect(firstScreenCalls('/', SCREENS)).toBe(HOME_CALLS);
    expect(firstScreenCalls('/Home/', SCREENS)).toBe(HOME_CALLS);
    const detail = (id: string) => [{ path: PRODUCT_DETAIL_PATH, query: { id } }];
    expect(firstScreenCalls(paths.product(7), SCREENS)).toEqual(detail('7'));
    expect(firstScreenCalls('/PRODUCTS/12/', SCREENS)).toEqual(detail('12'));
    expect(firstScreenCalls(paths.product('น้ำ 1'), SCREENS)).toEqual(detail('น้ำ 1'));
    for (const other of [
      '/products',
      '/products/1/more',
      '/cart',
      '/brands/1',
      '/products/%E0%A4',
      '/products/%20',
    ])
      expect(firstScreenCalls(other, SCREENS), other).toEqual([]);
  });

  it('knows the LINE tokens of the mock, a stored LINE token in a real build, else none', () => {
    // The tokens the app's mock LIFF gives (src/liff/line-user.ts).
    const mock = mockLineUser(DEFAULT_MOCK_USER);
    expect(knownLineTokens({}, '', () => null)).toEqual({ access: mock.accessToken, id: mock.idToken });
    const user = `U${'b'.repeat(32)}`;
    expect(knownLineTokens({}, `?mock_line_user=${user}`, () => null)?.id).toBe(mockLineUser(user).idToken);
    expect(knownLineTokens({ VITE_LIFF_ID: 'liff-1' }, '', () => null)).toBeNull();
    expect(knownLineTokens({ VITE_LIFF_ID: 'liff-1' }, '', () => 'line-at')).toEqual({
      access: 'line-at',
      id: null,
    });
  });

  it('a request is the same whatever the order of its query and the case of its headers', () => {
    const a = requestKey({ method: 'get', url: '/x?b=2&a=1', headers: { authorization: 'Bearer t' } });
    const b = requestKey({ method: 'GET', url: '/x?a=1&b=2', headers: { Authorization: 'Bearer t' } });
    expect(a).toBe(b);
    expect(requestKey({ method: 'GET', url: '/x?a=1&b=2', headers: { Authorization: 'Bearer u' } })).not.toBe(
      b,
    );
  });
});

describe('the start-up step signs in as the auth chart will, and the client takes each answer once', () => {
  function run(storedCode: string | null, path = '/home') {
    const sent: string[] = [];
    const transport = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      sent.push(`${init?.method} ${String(url)} ${body}`);
      if (String(url).endsWith('/api/getProfile')) return json(SHOP);
      if (String(url).endsWith('/users/login'))
        return JSON.parse(body).customer_code === 'C1'
          ? json({ access_token: 'tok-C1', token_type: 'Bearer', expires_in: 3600 })
          : json(null, 403);
      return json([]);
    }) as unknown as typeof fetch;
    const early = createEarlyAnswers(transport);
    startEarly({
      answers: early,
      base: '',
      path,
      screens: SCREENS,
      tokens: { access: 'line-at', id: 'line-id' },
      storedCode,
    });
    return { early, sent, transport };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('no stored code: the profile, then the login with its code, then on /home home first calls', async () => {
    const { sent } = run(null);
    expect(sent).toEqual(['GET /api/getProfile ']);
    await settle();
    expect(sent.slice(1, 2)).toEqual(['POST /api/v1/ssc/users/login {"customer_code":"C1"}']);
    expect(sent.slice(2).map((line) => line.split(' ')[1]?.split('?')[0])).toEqual(
      HOME_CALLS.map((call) => call.path),
    );
  });

  it("a stored code signs in beside the profile; another code in the profile signs in with the profile's", async () => {
    const { sent } = run('C-OLD', '/cart');
    expect(sent).toEqual(['GET /api/getProfile ', 'POST /api/v1/ssc/users/login {"customer_code":"C-OLD"}']);
    await settle();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe('POST /api/v1/ssc/users/login {"customer_code":"C1"}');
  });

  it("on a product's page its detail goes early, and the product chart's call takes that answer", async () => {
    const { early, sent } = run('C1', paths.product(3));
    await settle();
    expect(sent.at(-1)).toBe(`GET ${PRODUCT_DETAIL_PATH}?id=3 `);
    const fetch = vi.fn();
    const storage = new Map<string, string>([[STORAGE_KEYS.accessToken, 'tok-C1']]);
    const api = createApiClient({
      liff: { getIDToken: () => null },
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: () => {}, removeItem: () => {} },
      fetch,
      early,
    });
    const chart = createActor(
      productDetailMachine.provide(createProductDetailImplementations({ api, log: () => {} })),
      { input: { id: '3' } },
    ).start();
    // The stub's answer is no product (the client rejects its shape): what counts is where it came from.
    await waitFor(chart, (snapshot) => !snapshot.hasTag('loading'));
    expect(fetch).not.toHaveBeenCalled();
    expect(early.pending().filter((call) => call.includes('/skus/detail'))).toEqual([]);
  });

  it('an early call that got no answer is a network error for the app, as a fresh one would be', async () => {
    const early = createEarlyAnswers(async () => Promise.reject(new TypeError('Failed to fetch')));
    startEarly({
      answers: early,
      base: '',
      path: '/cart',
      screens: SCREENS,
      tokens: { access: 'line-at', id: null },
      storedCode: null,
    });
    const storage = new Map<string, string>([[STORAGE_KEYS.lineToken, 'line-at']]);
    const api = createApiClient({
      liff: { getIDToken: () => null },
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: () => {},
        removeItem: () => {},
      },
      fetch: vi.fn(),
      early,
    });
    await expect(api.getProfile()).rejects.toMatchObject({ kind: 'network', status: null });
  });
});

describe('the hand-over: whichever script runs first, one sign-in', () => {
  it('the app takes the answers of a start-up step that ran first', () => {
    const answers = createEarlyAnswers(vi.fn() as unknown as typeof fetch);
    const scope: Record<string, unknown> = { [EARLY_ANSWERS_GLOBAL]: answers };
    expect(claimEarlyAnswers(scope)).toBe(answers);
  });

  it('an app that starts first marks the global, and the start-up step then sends nothing', async () => {
    const scope: Record<string, unknown> = {};
    expect(claimEarlyAnswers(scope)).toBeNull();
    expect(scope[EARLY_ANSWERS_GLOBAL]).toBe('app-started');
    const sent = await runStartUpStep(scope, '/home');
    expect(sent).not.toHaveBeenCalled();
    expect(scope[EARLY_ANSWERS_GLOBAL]).toBe('app-started');
  });

  it('a start-up step that runs first sends the profile and leaves its answers', async () => {
    const scope: Record<string, unknown> = {};
    const sent = await runStartUpStep(scope, '/cart');
    expect(sent).toHaveBeenCalledWith('/api/getProfile', expect.objectContaining({ method: 'GET' }));
    expect(claimEarlyAnswers(scope)?.pending()).toContain('GET /api/getProfile');
  });
});

/** Runs the page's start-up script (src/api/early-entry.ts) with `scope` as its window; its fetch. */
async function runStartUpStep(scope: Record<string, unknown>, pathname: string) {
  const sent = vi.fn(async () => json(SHOP));
  vi.stubGlobal('window', Object.assign(scope, { location: { search: '', pathname }, localStorage }));
  vi.stubGlobal('fetch', sent);
  // What the build writes in (vite.config.ts `define`).
  vi.stubGlobal('__STOREFRONT_FIRST_SCREENS__', SCREENS);
  try {
    vi.resetModules();
    await import('../../src/api/early-entry.ts');
  } finally {
    vi.unstubAllGlobals();
  }
  return sent;
}

const localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
