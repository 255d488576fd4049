import { afterEach, describe, expect, it } from 'vitest';
import { type EndpointId, endpoints } from '../../contract/index.ts';
import { ORDER_HISTORY_QUERY } from '../../machines/order-history/index.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { COUPON_CODES, SEED_COUNTS, SKU_ID_PLAIN, SKU_ID_WITH_DISCOUNT } from '../../server/seed/fixtures.ts';
import { type ApiClient, ApiError, createApiClient } from '../../src/api/index.ts';
import { memoryStorage } from '../machines/helpers.ts';
import { mockLineAccessToken, mockLineIdToken, SEED_SHOPS, suiteServer } from '../server/harness.ts';

const V1 = '/api/v1/ssc';
const SHOP = SEED_SHOPS[0];
const server = suiteServer();
afterEach(async () => {
  await fetch(`${server.url}/__dev/faults`, { method: 'DELETE' });
});

const dev = (path: string, body: unknown = {}) =>
  fetch(`${server.url}/__dev${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((res) => expect(res.status).toBe(200));

/** A request as the client handed it to its transport (`fetch`). */
interface Sent {
  /** The path, as encoded in the URL. */
  url: string;
  headers: Headers;
  init: RequestInit;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
const platformFetch: Transport = (url, init) => fetch(url, init);

/** The client's transport: records every request, then hands it to `next` (the real fetch). */
function recording(
  requests: Sent[],
  next: (url: string, init: RequestInit) => Promise<Response> = platformFetch,
) {
  return (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url: new URL(url).pathname, headers: new Headers(init.headers), init });
    return next(url, init);
  };
}

interface Setup {
  /** Wraps the real fetch (to count requests or rewrite answers). */
  transport?: (url: string, init: RequestInit, next: Transport) => Promise<Response>;
}

/** LIFF for a client that must never sign in again. */
const noSignIn = {
  getIDToken(): string | null {
    throw new Error('not expected');
  },
};

/**
 * A client over in-memory storage, signed in as SHOP001 like the storefront does (the customer code
 * stored, as the sign-in at start leaves it). A sign-in after a 401 is the client's own: POST
 * /users/login with that code and LIFF's ID token; `reauths` counts them (each reads the ID token once).
 */
async function signedIn(setup: Setup = {}) {
  const storage = memoryStorage();
  const requests: Sent[] = [];
  let reauths = 0;
  const { transport } = setup;
  const liff = {
    getIDToken() {
      reauths += 1;
      return mockLineIdToken(SHOP.lineUserId);
    },
  };
  const client: ApiClient = createApiClient({
    baseURL: server.url,
    storage,
    liff,
    fetch: recording(requests, transport && ((url, init) => transport(url, init, platformFetch))),
  });
  storage.setItem(STORAGE_KEYS.customerCode, SHOP.customerCode);
  storage.setItem(STORAGE_KEYS.lineToken, mockLineAccessToken(SHOP.lineUserId));
  const { access_token } = await client.login({
    body: { customer_code: SHOP.customerCode },
    headers: { 'x-line-id-token': mockLineIdToken(SHOP.lineUserId) },
  });
  storage.setItem(STORAGE_KEYS.accessToken, access_token);
  requests.length = 0;
  return { client, storage, requests, reauths: () => reauths };
}

/** The rejection of a promise that must reject with an ApiError. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sign-in sequence (CONTRACT.md)', () => {
  it('getProfile with the stored LINE token, then login with the X-Line-Id-Token', async () => {
    const storage = memoryStorage();
    const requests: Sent[] = [];
    const client = createApiClient({
      baseURL: server.url,
      storage,
      liff: noSignIn,
      fetch: recording(requests),
    });
    storage.setItem(STORAGE_KEYS.lineToken, mockLineAccessToken(SHOP.lineUserId));
    const profile = await client.getProfile();
    expect(profile).toMatchObject({ shopCode: 'SHOP001', shopName: expect.any(String) });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${mockLineAccessToken(SHOP.lineUserId)}`);
    // No timeout (spec section 7): without a caller's signal nothing can cut the request short.
    expect(requests[0]?.init.signal).toBeUndefined();

    const login = await client.login({
      body: { customer_code: profile.shopCode },
      headers: { 'x-line-id-token': mockLineIdToken(SHOP.lineUserId) },
    });
    expect(login).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
    expect(requests[1]?.headers.get('x-line-id-token')).toBe(mockLineIdToken(SHOP.lineUserId));
    storage.setItem(STORAGE_KEYS.accessToken, login.access_token);
    await client.getCoupons();
    expect(requests[2]?.headers.get('authorization')).toBe(`Bearer ${login.access_token}`);
    // Signing in again carries LIFF's ID token alone, never the access token stored before.
    await client.login({
      body: { customer_code: profile.shopCode },
      headers: { 'x-line-id-token': mockLineIdToken(SHOP.lineUserId) },
    });
    expect(requests[3]?.headers.get('authorization')).toBeNull();
    expect(requests[3]?.headers.get('x-line-id-token')).toBe(mockLineIdToken(SHOP.lineUserId));
  });

  it('never re-authenticates for getProfile or login themselves', async () => {
    const { client, storage, requests, reauths } = await signedIn();
    storage.setItem(STORAGE_KEYS.lineToken, mockLineAccessToken('Unobody'));
    const profile = await apiError(client.getProfile());
    expect(profile).toMatchObject({ status: 401, kind: 'http' });
    const login = await apiError(
      client.login({ body: { customer_code: 'SHOP002' }, headers: { 'x-line-id-token': 'nonsense' } }),
    );
    expect(login.status).toBe(401);
    expect(reauths()).toBe(0);
    expect(requests).toHaveLength(2);
  });
});

describe('every endpoint, typed, against the seeded server', () => {
  it('answers each endpoint id with data of the contract shape', async () => {
    const { client: raw } = await signedIn();
    const answers = new Map<string, unknown>();
    // Records the answer of every function called.
    const client = new Proxy(raw, {
      get(target, id: EndpointId) {
        const fn = target[id] as (...args: unknown[]) => Promise<unknown>;
        return async (...args: unknown[]) => {
          const answer = await fn(...args);
          answers.set(id, answer);
          return answer;
        };
      },
    });

    expect(
      (
        await client.login({
          body: { customer_code: 'SHOP001' },
          headers: { 'x-line-id-token': mockLineIdToken(SHOP.lineUserId) },
        })
      ).expires_in,
    ).toBeGreaterThan(0);
    expect((await client.getProfile()).shopCode).toBe('SHOP001');
    expect((await client.getCustomerProfile()).customer_detail.name).toEqual(expect.any(String));
    const addresses = await client.getAddresses();
    expect(addresses.shipping_address.id).toBeGreaterThan(0);
    expect(await client.getCategories()).toHaveLength(SEED_COUNTS.categories);
    expect((await client.getCategoriesWithSubCategories()).length).toBeGreaterThan(0);
    expect(await client.getBanners({ query: { order_name: 'order', order_by: 'asc' } })).toHaveLength(
      SEED_COUNTS.banners,
    );
    expect(
      (await client.getPromotions({ query: { order_name: 'order', order_by: 'asc' } })).length,
    ).toBeGreaterThan(0);
    expect((await client.getBrands()).data).toHaveLength(SEED_COUNTS.brands);
    const groups = await client.getCustomerGroups();
    expect(groups).toHaveLength(SEED_COUNTS.customerGroups);
    expect(
      (await client.getCategoriesWithSubCategories({ query: { customer_group_id: groups[0]?.id ?? 1 } }))
        .length,
    ).toBeGreaterThan(0);
    const skus = await client.getSkus({
      query: { limit: 20, page: 1, order_name: 'order', order_by: 'asc' },
    });
    expect(skus).toMatchObject({ page: 1, limit: 20 });
    expect(skus.data).toHaveLength(20);
    const suggestions = await client.getSkuSuggestions({ query: { search: 'coke', limit: 3 } });
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]?.title).toContain('โค้ก');
    const detail = await client.getSkuDetail({ query: { id: SKU_ID_WITH_DISCOUNT } });
    expect(detail).toMatchObject({ id: SKU_ID_WITH_DISCOUNT, discount_price: 15 });
    expect((await client.lookupSku({ params: { sku_id: String(SKU_ID_PLAIN) } })).sku).toEqual(
      expect.any(String),
    );
    const batch = await client.lookupSkus({ body: { sku_ids: [SKU_ID_PLAIN, 99_999] } });
    expect(batch).toMatchObject({ products: [{ sku_id: SKU_ID_PLAIN }], missing: [99_999] });

    // Checkout as the UI does it: price the cart, then order what the summary showed.
    const lines = [{ sku_id: SKU_ID_PLAIN, quantity: 25 }];
    const summary = await client.getSummary({ body: lines });
    const cart = summary.cart[0];
    if (!cart) throw new Error('no cart in the summary');
    const coupon = cart.coupons.find((c) => c.selected)?.code ?? null;
    const idempotencyKey = `api-client-test-${Date.now()}`;
    const body = {
      total: cart.total_net_price,
      payment_method: 1 as const,
      shipping_address: { id: addresses.shipping_address.id },
      tax_address: { id: addresses.tax_address.id },
      shipping_fee: cart.total_shipping,
      discount_shipping: cart.shipping_matching[0]?.shipping_discount ?? 0,
      order_items: cart.sale_items.map((item) => ({
        sku_id: item.sku_id,
        seq: item.seq,
        quantity: item.quantity,
      })),
      coupon_code: coupon,
    };
    const order = await client.createOrder({ body, headers: { 'idempotency-key': idempotencyKey } });
    expect(order).toMatchObject({
      order_no: expect.stringMatching(/^SO/),
      total_amount: cart.total_net_price,
    });
    expect(order.qr_code).toEqual(expect.any(String));
    const again = await client.createOrder({ body, headers: { 'idempotency-key': idempotencyKey } });
    expect(again.order_id).toBe(order.order_id);

    const orders = await client.getOrders({ query: ORDER_HISTORY_QUERY });
    expect(orders[0]?.order_id).toBe(order.order_id);
    // SHOP001's seeded paid and delivered orders make its usual order.
    const usual = await client.getUsualOrder({});
    expect(usual.length).toBeGreaterThan(0);
    const orderDetail = await client.getOrderDetail({ query: { order_id: order.order_id } });
    expect(orderDetail).toMatchObject({ order_id: order.order_id, status_id: 1, coupon_code: coupon });

    const payment = await client.createPayment({ body: { order_id: order.order_id } });
    // The order's QR has its whole lifetime left: the same payment is answered again.
    expect(payment.payment_id).toBe(order.payment_id);
    expect(payment.created_date).toBe(order.created_date);
    expect(payment.amount).toBe(order.total_amount);
    const status = await client.checkPaymentStatus({ params: { payment_id: payment.payment_id } });
    expect(status).toEqual({ payment_id: payment.payment_id, payment_status: 1 });
    expect((await client.inquirePayment({ params: { payment_id: payment.payment_id } })).payment_status).toBe(
      1,
    );
    expect(await client.cancelOrder({ body: { order_id: order.order_id } })).toEqual({
      order_id: order.order_id,
      status_id: 6,
    });
    expect(
      (await client.checkPaymentStatus({ params: { payment_id: payment.payment_id } })).payment_status,
    ).toBe(5);

    const coupons = await client.getCoupons();
    expect(coupons.map((c) => c.code)).toEqual(expect.arrayContaining([...COUPON_CODES.usable]));
    const history = await client.getCouponHistory();
    expect(history.map((c) => c.code)).toEqual(expect.arrayContaining([...COUPON_CODES.used]));
    const one = await client.getCouponDetail({ params: { code: COUPON_CODES.usable[0] } });
    expect(one).toMatchObject({ code: COUPON_CODES.usable[0], status: null });

    // Every endpoint id was called, and every answer has the shape of its contract schema.
    expect([...answers.keys()].sort()).toEqual(Object.keys(endpoints).sort());
    for (const [id, answer] of answers) {
      expect(endpoints[id as EndpointId].data.safeParse(answer).success, id).toBe(true);
    }
  });

  it('rejects a non-2xx answer with the server message and status', async () => {
    const { client } = await signedIn();
    const missing = await apiError(client.getSkuDetail({ query: { id: 999_999 } }));
    expect(missing).toMatchObject({ kind: 'http', status: 404 });
    expect(missing.message).not.toMatch(/status code/);
    const bad = await apiError(client.getSummary({ body: [{ sku_id: SKU_ID_PLAIN, quantity: 0 }] }));
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.path).toBe('body[0].quantity');
  });

  it('encodes path parameters', async () => {
    const { client, requests } = await signedIn();
    await apiError(client.getCouponDetail({ params: { code: 'A/B C' } }));
    expect(requests[0]?.url).toBe(`${V1}/coupons/detail/A%2FB%20C`);
  });
});

describe('null lists', () => {
  /** Rewrites real answers so that every list the contract allows to be null is null. */
  const nulling: Setup['transport'] = async (url, init, next) => {
    const response = await next(url, init);
    const body = JSON.parse(await response.text());
    const path = new URL(url).pathname;
    if (/\/(brands\/all|skus)$/.test(path)) body.data.data = null;
    else if (/\/(banners|promotions|customers\/groups)$/.test(path)) body.data = null;
    return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText });
  };

  it('come back as []', async () => {
    const { client } = await signedIn({ transport: nulling });
    expect(await client.getBanners()).toEqual([]);
    expect(await client.getPromotions()).toEqual([]);
    expect(await client.getCustomerGroups()).toEqual([]);
    expect((await client.getBrands()).data).toEqual([]);
    const skus = await client.getSkus({ query: { limit: 20, page: 1 } });
    expect(skus.data).toEqual([]);
    expect(skus.total).toBeGreaterThan(0);
  });

  it('an empty page from the server is [] too', async () => {
    const { client } = await signedIn();
    expect((await client.getSkus({ query: { search: 'no-such-product-anywhere' } })).data).toEqual([]);
  });
});

describe('malformed and failed answers', () => {
  it('reject with ApiError kind malformed, never an uncaught error', async () => {
    const uncaught: unknown[] = [];
    const record = (e: unknown) => uncaught.push(e);
    process.on('unhandledRejection', record);
    process.on('uncaughtException', record);
    try {
      const { client } = await signedIn();
      const path = `${V1}/banners`;
      await dev('/faults', { path, malformed: 'json', times: 1 });
      expect(await apiError(client.getBanners())).toMatchObject({ kind: 'malformed', status: 200 });
      await dev('/faults', { path, malformed: 'shape', times: 1 });
      expect(await apiError(client.getBanners())).toMatchObject({ kind: 'malformed' });
      await dev('/faults', { path: `${V1}/orders/detail`, malformed: 'shape', times: 1 });
      expect((await apiError(client.getOrderDetail({ query: { order_id: 1013 } }))).kind).toBe('malformed');
      await dev('/faults', { path: '/api/getProfile', malformed: 'json', times: 1 });
      expect((await apiError(client.getProfile())).kind).toBe('malformed');
      expect(await client.getBanners()).toHaveLength(SEED_COUNTS.banners);
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });

  it('a 503 rejects with status 503; no server at all rejects with kind network', async () => {
    const { client } = await signedIn();
    await dev('/faults', { path: `${V1}/coupons`, status: 503, times: 1 });
    const error = await apiError(client.getCoupons());
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'injected fault (503)' });

    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      storage: null,
      liff: noSignIn,
    });
    expect(await apiError(offline.getCoupons())).toMatchObject({ kind: 'network', status: null });
  });
});

describe('re-authentication on 401 (spec section 8)', () => {
  it('20 concurrent 401s cause ONE sign-in, and every call then succeeds', async () => {
    const { client, storage, reauths } = await signedIn();
    const before = storage.getItem(STORAGE_KEYS.accessToken);
    await dev('/tokens/expire');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? client.getCoupons().then((c) => c.length)
        : client.lookupSku({ params: { sku_id: i + 1 } }),
    );
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(reauths()).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).not.toBe(before);

    // Once settled, a later expiry signs in again.
    await dev('/tokens/expire');
    await Promise.all([client.getCoupons(), client.getCoupons()]);
    expect(reauths()).toBe(2);
  });

  it('repeats a request at most once, rejecting with only the message', async () => {
    // The sign-in works but hands back the expired token again, so the repeat gets 401 too.
    let expired: string | null = null;
    const { client, storage, requests, reauths } = await signedIn({
      transport: async (url, init, next) => {
        const response = await next(url, init);
        if (expired === null || !url.endsWith('/users/login')) return response;
        const body = JSON.parse(await response.text());
        body.data.access_token = expired;
        return new Response(JSON.stringify(body), { status: response.status });
      },
    });
    expired = storage.getItem(STORAGE_KEYS.accessToken);
    await dev('/tokens/expire');
    const error = await apiError(client.getCoupons());
    expect(requests.filter((r) => r.url === `${V1}/coupons`)).toHaveLength(2);
    expect(requests.filter((r) => r.url === `${V1}/users/login`)).toHaveLength(1);
    expect(reauths()).toBe(1);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'access token invalid or expired' });
  });

  it('repeats once after a sign-in that worked, even when the repeat gets 401 again', async () => {
    const { client, requests, reauths } = await signedIn();
    const path = `${V1}/coupons/history`;
    await dev('/faults', { path, status: 401, times: 2 });
    const error = await apiError(client.getCouponHistory());
    expect(error).toMatchObject({ status: 401, message: 'injected fault (401)' });
    expect(reauths()).toBe(1);
    expect(requests.filter((r) => r.url === path)).toHaveLength(2);
    const left = await fetch(`${server.url}/__dev/faults`).then((r) => r.json());
    expect(left.data).toEqual([]);
  });

  it('a failed sign-in rejects every waiting call with its message', async () => {
    // The sign-in fails once both calls have had their 401 (so both wait for it).
    let unauthorized = 0;
    let bothIn: () => void = () => {};
    const both = new Promise<void>((resolve) => {
      bothIn = resolve;
    });
    const { client, reauths } = await signedIn({
      transport: async (url, init, next) => {
        // The sign-in after the 401s gets no answer (an ApiError of kind 'network', that message).
        if (unauthorized > 0 && url.endsWith('/users/login')) {
          await both;
          throw new Error('LINE sign-in failed');
        }
        const response = await next(url, init);
        if (response.status !== 401) return response;
        // The 401 is handed over already read (the client's own read then needs no I/O), and the
        // sign-in is let fail only after the tasks in flight, by then both calls wait for it.
        const text = await response.text();
        if (++unauthorized === 2) setTimeout(bothIn, 0);
        return new Response(text, { status: response.status, statusText: response.statusText });
      },
    });
    await dev('/tokens/expire');
    const errors = await Promise.all([apiError(client.getCoupons()), apiError(client.getAddresses())]);
    expect(errors.map((e) => e.message)).toEqual(['LINE sign-in failed', 'LINE sign-in failed']);
    expect(reauths()).toBe(1);
  });
});

describe('cancellation', () => {
  it('an aborted call rejects with kind aborted', async () => {
    const { client } = await signedIn();
    await dev('/faults', { path: `${V1}/promotions`, delay_ms: 1_000, times: 1 });
    const controller = new AbortController();
    const pending = client.getPromotions(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await apiError(pending)).toMatchObject({ kind: 'aborted', status: null });

    const aborted = new AbortController();
    aborted.abort();
    expect((await apiError(client.getCoupons(undefined, { signal: aborted.signal }))).kind).toBe('aborted');
  });
});
