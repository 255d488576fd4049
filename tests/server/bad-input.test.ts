import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Endpoint,
  type EndpointId,
  ErrorBody,
  endpoints,
  LINES_MAX,
  LOOKUP_BATCH_MAX,
  type ProductListItem,
} from '../../contract/index.ts';
import type { OrderListItem } from '../../contract/orders.ts';
import { SESSION_SETTINGS } from '../../server/db/index.ts';
import {
  COUPON_CODES,
  SEED_COUNTS,
  SHOP001_ORDER_IDS_BY_STATUS,
  SHOP002_ORDER_IDS,
  SKU_ID_PLAIN,
  SKU_IDS_INACTIVE,
} from '../../server/seed/fixtures.ts';
import { mockLineAccessToken, mockLineIdToken, SEED_SHOPS, suiteSignedInServer } from './harness.ts';

/**
 * Bad input, endpoint by endpoint: every endpoint of the contract table has a list of cases
 * (wrong types, missing fields, empty and malformed bodies, huge, negative, zero and fractional
 * numbers, unknown ids, SQL metacharacters and over-long values in every string input, unknown
 * enum values, malformed path parameters, bad headers). Each must answer a 4xx error envelope
 * (400 naming the field, 404 for an unknown id, 409 where the contract says), never a 5xx, or,
 * where the input is legitimate (a search for "' OR 1=1 --"), an ordinary 200 answer. Afterwards
 * the database must be exactly as before.
 */

const server = suiteSignedInServer();

const SHOP = SEED_SHOPS[0];
const OTHER_SHOP = SEED_SHOPS[1];
const UNBOUND_LINE_USER = 'U0000000000000000000000000000ffff';

/** Values that must never reach SQL as code. */
const SQL_META = ["' OR 1=1 --", '1; DROP TABLE skus', '%', '_', '\\'] as const;
const LONG = 'A'.repeat(10_000);
const HUGE = [1e308, 2 ** 53, 9_999_999_999] as const;
const UNKNOWN_ID = 99_999;
const MAX_ID = 2_147_483_647;

/** Seed facts the cases rely on. */
const SHIPPING_ADDRESS_ID = 11;
const TAX_ADDRESS_ID = 12;
const OTHER_SHOP_ADDRESS_ID = 21;
const OTHER_SHOP_ORDER_ID = SHOP002_ORDER_IDS[0]!;
const DELIVERED_ORDER_ID = SHOP001_ORDER_IDS_BY_STATUS[5]![0]!;
/** A paid payment of SHOP001, and one of SHOP002 (the seed numbers payments from 500001). */
const OWN_PAYMENT_ID = 500_001;
const OTHER_SHOP_PAYMENT_ID = 500_011;
const INACTIVE_SKU_ID = SKU_IDS_INACTIVE[0]!;

// ---------------------------------------------------------------------------------------------
// The case table

interface Expect {
  /** The status (or the acceptable statuses) of the answer. */
  status: number | readonly number[];
  /** For a 4xx with field details: the path errors[0] must name, e.g. 'body[0].quantity'. */
  path?: string;
  /** For a 200: what an ordinary answer looks like (the data passed the contract schema already). */
  check?: (data: unknown) => Promise<void> | void;
}

interface Case {
  name: string;
  /** Path parameters, put into the path as given (so already URL-encoded, or deliberately not). */
  params?: Record<string, string>;
  /** Query: values are URL-encoded here (an array repeats the key), or a raw query string. */
  query?: Record<string, string | readonly string[]> | string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** 'none': send no credentials at all (default: valid credentials of the endpoint's kind). */
  auth?: 'none';
  expect: Expect;
}

const bad = (path: string): Expect => ({ status: 400, path });
const notFound = (path?: string): Expect => ({ status: 404, ...(path ? { path } : {}) });
const forbidden: Expect = { status: 403 };
const conflict = (path?: string): Expect => ({ status: 409, ...(path ? { path } : {}) });
const unauthorized: Expect = { status: 401 };
const ok = (check?: Expect['check']): Expect => ({ status: 200, ...(check ? { check } : {}) });

/** A short, readable rendering of an input value for test names. */
function label(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 16)}… (${text.length} characters)` : text;
}

// --- Credentials ------------------------------------------------------------------------------

/** Bad Authorization headers: every token endpoint must answer 401, whatever the token holds. */
function bearerCases(): Case[] {
  return [
    { name: 'no Authorization header', auth: 'none', expect: unauthorized },
    { name: 'Authorization: Basic', headers: { authorization: 'Basic U0hPUDAwMTp4' }, expect: unauthorized },
    { name: 'Authorization: Bearer (empty)', headers: { authorization: 'Bearer ' }, expect: unauthorized },
    ...SQL_META.map((v) => ({
      name: `Authorization: Bearer ${label(v)}`,
      headers: { authorization: `Bearer ${v}` },
      expect: unauthorized,
    })),
    {
      name: 'Authorization: Bearer <10,000 characters>',
      headers: { authorization: `Bearer ${LONG}` },
      expect: unauthorized,
    },
    {
      name: 'a LINE access token instead of an access token',
      headers: { authorization: `Bearer ${mockLineAccessToken(SHOP.lineUserId)}` },
      expect: unauthorized,
    },
  ];
}

// --- Query strings ----------------------------------------------------------------------------

type QueryKind = 'int' | 'enum' | 'date' | 'code' | 'search';

/**
 * Cases for one query field. `base` is added to each case (a valid body, other query fields);
 * `search` checks a legitimate search answer.
 */
function queryCases(
  field: string,
  kind: QueryKind,
  base: { body?: unknown; query?: Record<string, string> } = {},
  search?: (term: string) => Expect['check'],
): Case[] {
  const path = `query.${field}`;
  const one = (what: string, value: string | readonly string[], outcome: Expect = bad(path)): Case => ({
    ...base,
    name: `${path} = ${label(value)}: ${what}`,
    query: { ...base.query, [field]: value },
    expect: outcome,
  });
  const long = one('over-long string', LONG);
  const list = one('array (repeated key) where a single value', ['1', '2']);
  /** What every number, enum and date field refuses besides its own cases. */
  const refusedByAny = [list, ...SQL_META.map((v) => one('SQL metacharacters', v)), long];
  switch (kind) {
    case 'int':
      return [
        one('string where number', 'abc'),
        one('object where number', '{"a":1}'),
        ...HUGE.map((n) => one('huge number', String(n))),
        one('zero', '0'),
        one('negative', '-1'),
        one('decimal where integer', '1.5'),
        ...refusedByAny,
      ];
    case 'enum':
      return [one('unknown enum value', 'sideways'), one('number where enum', '2'), ...refusedByAny];
    case 'date':
      return [
        one('month 13', '2026-13-45'),
        one('30 February', '2026-02-30'),
        one('not ISO', '21/11/2026'),
        ...refusedByAny,
      ];
    case 'code':
      return [
        ...SQL_META.map((v) =>
          v === '_'
            ? one('valid characters but no such code', v, notFound(path))
            : one('SQL metacharacters', v),
        ),
        one('41 characters', 'A'.repeat(41)),
        long,
        list,
      ];
    case 'search':
      return [
        ...SQL_META.map((v) => one('SQL metacharacters are an ordinary search', v, ok(search?.(v)))),
        one('NUL character', 'a\u0000b', { status: [400, 200], path, check: search?.('a\u0000b') }),
        long,
        list,
      ];
  }
}

/** A sorted list's order_name and order_by (banners, promotions, products, orders). */
const sortCases = () => [...queryCases('order_name', 'enum'), ...queryCases('order_by', 'enum')];

// --- Bodies -----------------------------------------------------------------------------------

/** Transport-level body problems, the same for every endpoint with a body. */
function bodyCases(valid: unknown): Case[] {
  const json = JSON.stringify(valid);
  const wrongShape = Array.isArray(valid) ? { ...valid[0] } : [valid];
  return [
    { name: 'invalid JSON {"a":', rawBody: '{"a":', expect: bad('body') },
    { name: 'truncated JSON', rawBody: json.slice(0, -1), expect: bad('body') },
    { name: 'empty body, no content type', expect: bad('body') },
    { name: 'empty body, content type JSON', rawBody: '', expect: bad('body') },
    { name: 'whitespace body', rawBody: '   ', expect: bad('body') },
    { name: 'JSON null', rawBody: 'null', expect: bad('body') },
    { name: 'JSON string', rawBody: '"x"', expect: bad('body') },
    { name: 'JSON number', rawBody: '42', expect: bad('body') },
    { name: 'JSON true', rawBody: 'true', expect: bad('body') },
    {
      name: Array.isArray(valid) ? 'object where array' : 'array where object',
      body: wrongShape,
      expect: bad('body'),
    },
    {
      name: 'prototype pollution (__proto__)',
      rawBody: Array.isArray(valid)
        ? `[{"__proto__":{"admin":true},${json.slice(2)}`
        : `{"__proto__":{"admin":true},${json.slice(1)}`,
      expect: bad('body'),
    },
    {
      name: 'prototype pollution (constructor.prototype)',
      rawBody: `{"constructor":{"prototype":{"admin":true}},"x":${json}}`,
      expect: bad('body'),
    },
    // Another content type: 400 naming the body, or 415.
    ...(
      [
        ['text/plain', 'text/plain', json],
        ['application/xml', 'application/xml', '<a>1</a>'],
        ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=1'],
        [
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        ],
      ] satisfies [string, string, string][]
    ).map(
      ([name, type, rawBody]): Case => ({
        name: `content type ${name}`,
        rawBody,
        headers: { 'content-type': type },
        expect: { status: [400, 415], path: 'body' },
      }),
    ),
  ];
}

/** A body field that must be a positive 32-bit integer id. */
function idFieldCases(field: string, make: (value: unknown) => unknown, unknownExpect: Expect): Case[] {
  const one = (what: string, value: unknown, outcome: Expect = bad(field)): Case => ({
    name: `${field} = ${label(value)}: ${what}`,
    body: make(value),
    expect: outcome,
  });
  return [
    // Numeric strings and other non-numbers must not be coerced: the contract (and the OpenAPI
    // document) say integer. The ids are absent ones, so a coercing server does no harm.
    one('numeric string where number', String(UNKNOWN_ID)),
    one('boolean where number', true),
    one('array where number', [UNKNOWN_ID]),
    one('object where number', { id: UNKNOWN_ID }),
    one('null', null),
    ...HUGE.map((n) => one('huge number', n)),
    one('zero', 0),
    one('negative', -1),
    one('decimal where integer', 1.5),
    one('beyond 32 bits', MAX_ID + 1),
    ...SQL_META.map((v) => one('SQL metacharacters', v)),
    one('over-long string', LONG),
    one('unknown id', UNKNOWN_ID, unknownExpect),
    one('largest id, unknown', MAX_ID, unknownExpect),
  ];
}

/** A quantity field: a whole number 1..999. */
function quantityCases(field: string, make: (value: unknown) => unknown): Case[] {
  const one = (what: string, value: unknown): Case => ({
    name: `${field} = ${label(value)}: ${what}`,
    body: make(value),
    expect: bad(field),
  });
  return [
    one('string where number', '1'),
    one('boolean where number', true),
    one('null', null),
    one('array where number', [1]),
    ...HUGE.map((n) => one('huge number', n)),
    one('above the maximum', 1000),
    one('zero', 0),
    one('negative', -1),
    one('decimal where integer', 1.5),
    ...SQL_META.map((v) => one('SQL metacharacters', v)),
  ];
}

// --- Path parameters --------------------------------------------------------------------------

/** A path parameter that must be a positive 32-bit integer id. */
function idParamCases(param: string, unknown: Expect[]): Case[] {
  const path = `params.${param}`;
  const one = (what: string, raw: string, outcome: Expect = bad(path)): Case => ({
    name: `${param} = ${label(raw)}: ${what}`,
    params: { [param]: raw },
    expect: outcome,
  });
  return [
    one('letters', 'abc'),
    one('negative', '-1'),
    one('zero', '0'),
    one('decimal', '1.5'),
    one('hexadecimal', '0x10'),
    one('exponent', '1e3'),
    one('blank (encoded space)', '%20'),
    ...HUGE.map((n) => one('huge number', String(n))),
    one('beyond 32 bits', String(MAX_ID + 1)),
    ...SQL_META.map((v) => one('SQL metacharacters (encoded)', encodeURIComponent(v))),
    one('a bare % (malformed percent-encoding)', '%'),
    one('invalid UTF-8 percent-encoding', '%FF'),
    // Longer than the router's parameter limit: a 400 naming the field, or 414; an envelope.
    one('10,000 digits', '9'.repeat(10_000), { status: [400, 414], path }),
    ...unknown.map((expect, i) => one('unknown id', String(i === 0 ? UNKNOWN_ID : MAX_ID), expect)),
  ];
}

/** GET check_status and inquiry: the same refusals for a payment id that is bad, unknown or another shop's. */
function paymentLookUpCases(): Case[] {
  return [
    ...bearerCases(),
    ...idParamCases('payment_id', [notFound('params.payment_id'), notFound('params.payment_id')]),
    {
      name: "another shop's payment",
      params: { payment_id: String(OTHER_SHOP_PAYMENT_ID) },
      expect: forbidden,
    },
  ];
}

// --- Shared bodies ----------------------------------------------------------------------------

const summaryLine = { sku_id: SKU_ID_PLAIN, quantity: 1 };
const summaryBody = [summaryLine];

/**
 * A well-formed order that the server refuses after validation (409: under the minimum order,
 * and its total is wrong anyway), so no case can create an order by accident.
 */
function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    total: 1,
    payment_method: 1,
    shipping_address: { id: SHIPPING_ADDRESS_ID },
    shipping_fee: 0,
    discount_shipping: 0,
    tax_address: { id: TAX_ADDRESS_ID },
    order_items: [{ sku_id: SKU_ID_PLAIN, seq: 1, quantity: 1 }],
    ...overrides,
  };
}
const withItem = (item: Record<string, unknown>) =>
  orderBody({ order_items: [{ sku_id: SKU_ID_PLAIN, seq: 1, quantity: 1, ...item }] });
const without = (field: string) => {
  const body: Record<string, unknown> = orderBody();
  delete body[field];
  return body;
};

// --- Ordinary answers for legitimate inputs ---------------------------------------------------

/**
 * The active products a search term matches (docs/api.md "Search"): those where every word (or,
 * for suggestions, any word) is part of the normalised search text, compared literally with strpos
 * (so LIKE wildcards in a term are plain characters), or where a catalogue word close to it by
 * pg_trgm's word similarity is.
 */
async function matchingSkuIds(term: string, every: boolean): Promise<Set<number>> {
  const words = [...new Set(term.trim().split(/\s+/).filter(Boolean))];
  const rows = await server.db.query<{ id: number }>(
    `SELECT id FROM skus s WHERE is_active AND (
       SELECT ${every ? 'bool_and' : 'bool_or'}(strpos(s.search_text, search_norm(w)) > 0
              OR EXISTS (SELECT 1 FROM search_words sw
                          WHERE word_similarity(search_norm(w), sw.word) >= $2::real
                            AND strpos(s.search_text, sw.word) > 0))
         FROM unnest($1::text[]) AS w)`,
    [words, SESSION_SETTINGS['pg_trgm.word_similarity_threshold']],
  );
  return new Set(rows.map((r) => r.id));
}

/** An ordinary answer to a SKU search: exactly the products every word of the term matches. */
const skuSearch =
  (term: string): Expect['check'] =>
  async (data) => {
    const page = data as { data: ProductListItem[] | null; total: number; limit: number };
    if (term.includes('\u0000')) {
      expect(page.total).toBe(0); // no text holds a NUL
      return;
    }
    const ids = await matchingSkuIds(term, true);
    expect(page.total, `total for search ${label(term)}`).toBe(ids.size);
    expect(page.total).toBeLessThan(SEED_COUNTS.activeSkus);
    for (const item of page.data ?? []) expect(ids.has(item.id), item.title).toBe(true);
    expect((page.data ?? []).length).toBe(Math.min(ids.size, page.limit));
  };

/** An ordinary answer to suggestions: at most 5 (the default) products some word of the term matches. */
const skuSuggestions =
  (term: string): Expect['check'] =>
  async (data) => {
    const items = data as ProductListItem[];
    if (term.includes('\u0000')) {
      expect(items).toEqual([]);
      return;
    }
    const ids = await matchingSkuIds(term, false);
    expect(items.length).toBe(Math.min(ids.size, 5));
    for (const item of items) expect(ids.has(item.id), item.title).toBe(true);
  };

/** An ordinary answer to an order search: only the caller's orders whose number holds the term. */
const orderSearch =
  (term: string): Expect['check'] =>
  async (data) => {
    const orders = data as OrderListItem[];
    const literal = term.trim().toLowerCase();
    if (literal.includes('\u0000')) {
      expect(orders).toEqual([]); // no text holds a NUL
      return;
    }
    const [row] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND strpos(lower(order_no), $2) > 0',
      [SHOP.customerId, literal],
    );
    expect(orders.length, `orders for search ${label(term)}`).toBe(row!.n);
    for (const o of orders) expect(o.order_no.toLowerCase()).toContain(literal);
  };

/** The same answer as without the junk query: unknown query parameters are ignored. */
const sameAsPlain =
  (id: EndpointId): Expect['check'] =>
  async (data) => {
    const plain = await server.call('GET', endpoints[id].path, { token: server.token });
    expect(plain.status).toBe(200);
    expect(data).toEqual(plain.body.data);
  };

const junkQuery = `x=${encodeURIComponent("' OR 1=1 --")}&order_by=sideways&limit=-1&id=${encodeURIComponent('1; DROP TABLE skus')}`;

/** Cases of an endpoint whose only input is the caller's token. */
function tokenOnly(id: EndpointId): Case[] {
  return [
    ...bearerCases(),
    {
      name: 'unknown query parameters with SQL metacharacters are ignored',
      query: junkQuery,
      expect: ok(sameAsPlain(id)),
    },
  ];
}

// --- The table --------------------------------------------------------------------------------

const cases: { [K in EndpointId]: Case[] } = {
  login: [
    ...bodyCases({ customer_code: SHOP.customerCode }),
    { name: 'empty object (customer_code missing)', body: {}, expect: bad('body.customer_code') },
    ...[123, 1e308, 2 ** 53, true, null, [SHOP.customerCode], { code: SHOP.customerCode }].map((v) => ({
      name: `customer_code = ${label(v)}: wrong type`,
      body: { customer_code: v },
      expect: bad('body.customer_code'),
    })),
    { name: 'customer_code empty', body: { customer_code: '' }, expect: bad('body.customer_code') },
    { name: 'customer_code blank', body: { customer_code: '   ' }, expect: bad('body.customer_code') },
    {
      name: 'customer_code 33 characters',
      body: { customer_code: 'A'.repeat(33) },
      expect: bad('body.customer_code'),
    },
    { name: 'customer_code over-long', body: { customer_code: LONG }, expect: bad('body.customer_code') },
    {
      name: 'customer_code with a NUL character',
      body: { customer_code: 'SHOP\u0000001' },
      expect: bad('body.customer_code'),
    },
    ...SQL_META.map((v) => ({
      name: `customer_code = ${label(v)}: SQL metacharacters`,
      body: { customer_code: v },
      // '_' is a well-formed code that no shop bound to this LINE user has.
      expect: v === '_' ? forbidden : bad('body.customer_code'),
    })),
    { name: 'unknown customer_code', body: { customer_code: 'NOPE999' }, expect: forbidden },
    {
      name: "another shop's customer_code",
      body: { customer_code: OTHER_SHOP.customerCode },
      expect: forbidden,
    },
    {
      name: 'a shop no LINE user is bound to',
      body: { customer_code: SEED_SHOPS[4].customerCode },
      expect: forbidden,
    },
    {
      name: 'no X-Line-Id-Token header',
      auth: 'none',
      body: { customer_code: SHOP.customerCode },
      expect: unauthorized,
    },
    ...[...SQL_META, LONG, mockLineAccessToken(SHOP.lineUserId)].map((v) => ({
      name: `X-Line-Id-Token = ${label(v)}`,
      headers: { 'x-line-id-token': v },
      body: { customer_code: SHOP.customerCode },
      expect: unauthorized,
    })),
    {
      name: 'X-Line-Id-Token of a LINE user bound to no shop',
      headers: { 'x-line-id-token': mockLineIdToken(UNBOUND_LINE_USER) },
      body: { customer_code: SHOP.customerCode },
      expect: forbidden,
    },
  ],

  getProfile: [
    { name: 'no Authorization header', auth: 'none', expect: unauthorized },
    { name: 'Authorization: Basic', headers: { authorization: 'Basic eA==' }, expect: unauthorized },
    ...[...SQL_META, LONG].map((v) => ({
      name: `Authorization: Bearer ${label(v)}`,
      headers: { authorization: `Bearer ${v}` },
      expect: unauthorized,
    })),
    {
      name: 'a LINE user that is not a registered shop',
      headers: { authorization: `Bearer ${mockLineAccessToken(UNBOUND_LINE_USER)}` },
      expect: unauthorized,
    },
    {
      name: 'a LINE ID token instead of an access token',
      headers: { authorization: `Bearer ${mockLineIdToken(SHOP.lineUserId)}` },
      expect: unauthorized,
    },
    {
      name: 'unknown query parameters with SQL metacharacters are ignored',
      query: junkQuery,
      expect: ok((data) => expect(data).toMatchObject({ shopCode: SHOP.customerCode })),
    },
  ],

  getCustomerProfile: tokenOnly('getCustomerProfile'),
  getAddresses: tokenOnly('getAddresses'),
  getCategories: tokenOnly('getCategories'),
  getBrands: tokenOnly('getBrands'),
  getCustomerGroups: tokenOnly('getCustomerGroups'),
  getCoupons: tokenOnly('getCoupons'),
  getUsualOrder: tokenOnly('getUsualOrder'),
  getCouponHistory: tokenOnly('getCouponHistory'),

  getCategoriesWithSubCategories: [
    ...bearerCases(),
    ...queryCases('customer_group_id', 'int'),
    {
      name: 'customer_group_id unknown: a filter matching nothing',
      query: { customer_group_id: String(UNKNOWN_ID) },
      expect: ok((data) => expect(data).toEqual([])),
    },
  ],

  getBanners: [...bearerCases(), ...sortCases()],
  getPromotions: [...bearerCases(), ...sortCases()],

  getSkus: [
    ...bearerCases(),
    ...(
      [
        'limit',
        'page',
        'category_id',
        'sub_category_id',
        'brand_id',
        'promotion_id',
        'customer_group_id',
      ] as const
    ).flatMap((f) => queryCases(f, 'int')),
    ...sortCases(),
    ...queryCases('is_recommend', 'enum'),
    ...queryCases('purchased', 'enum'),
    ...queryCases('search', 'search', {}, skuSearch),
    { name: 'limit above the maximum', query: { limit: '101' }, expect: bad('query.limit') },
    {
      name: 'search with SQL metacharacters, sorted and filtered',
      query: { search: "' OR 1=1 --", order_name: 'price', order_by: 'desc', is_recommend: '1' },
      expect: ok((data) => expect(data).toMatchObject({ data: [], total: 0 })),
    },
    {
      name: 'category_id unknown: a filter matching nothing',
      query: { category_id: String(UNKNOWN_ID) },
      expect: ok((data) => expect(data).toMatchObject({ data: [], total: 0 })),
    },
    {
      name: 'page past the end: an empty page',
      query: { page: '100000', limit: '100' },
      expect: ok((data) => expect(data).toMatchObject({ data: [], total: SEED_COUNTS.activeSkus })),
    },
  ],

  getSkuSuggestions: [
    ...bearerCases(),
    { name: 'search missing', expect: bad('query.search') },
    ...queryCases('search', 'search', {}, skuSuggestions),
    ...queryCases('limit', 'int', { query: { search: 'โค้ก' } }),
    { name: 'limit above the maximum', query: { search: 'โค้ก', limit: '11' }, expect: bad('query.limit') },
    {
      name: 'empty search: no suggestions',
      query: { search: '   ' },
      expect: ok((data) => expect(data).toEqual([])),
    },
  ],

  getSkuDetail: [
    ...bearerCases(),
    { name: 'id missing', expect: bad('query.id') },
    { name: 'id empty', query: { id: '' }, expect: bad('query.id') },
    ...queryCases('id', 'int'),
    { name: 'unknown id', query: { id: String(UNKNOWN_ID) }, expect: notFound('query.id') },
    { name: 'largest id, unknown', query: { id: String(MAX_ID) }, expect: notFound('query.id') },
    { name: 'inactive product', query: { id: String(INACTIVE_SKU_ID) }, expect: notFound('query.id') },
  ],

  lookupSku: [
    ...bearerCases(),
    ...idParamCases('sku_id', [notFound('params.sku_id'), notFound('params.sku_id')]),
    {
      name: 'inactive product',
      params: { sku_id: String(INACTIVE_SKU_ID) },
      expect: notFound('params.sku_id'),
    },
  ],

  lookupSkus: [
    ...bearerCases(),
    ...bodyCases({ sku_ids: [SKU_ID_PLAIN] }),
    { name: 'sku_ids missing', body: {}, expect: bad('body.sku_ids') },
    { name: 'no ids', body: { sku_ids: [] }, expect: bad('body.sku_ids') },
    {
      name: `${LOOKUP_BATCH_MAX + 1} ids`,
      body: { sku_ids: Array.from({ length: LOOKUP_BATCH_MAX + 1 }, (_, i) => i + 1) },
      expect: bad('body.sku_ids'),
    },
    { name: 'id as a string', body: { sku_ids: [String(SKU_ID_PLAIN)] }, expect: bad('body.sku_ids[0]') },
    { name: 'id 0', body: { sku_ids: [SKU_ID_PLAIN, 0] }, expect: bad('body.sku_ids[1]') },
    { name: 'fractional id', body: { sku_ids: [1.5] }, expect: bad('body.sku_ids[0]') },
    { name: 'null id', body: { sku_ids: [null] }, expect: bad('body.sku_ids[0]') },
    {
      name: `${LOOKUP_BATCH_MAX} ids, repeated, unknown and inactive among them: each once`,
      body: {
        sku_ids: [
          ...Array.from({ length: LOOKUP_BATCH_MAX - 3 }, () => SKU_ID_PLAIN),
          UNKNOWN_ID,
          MAX_ID,
          INACTIVE_SKU_ID,
        ],
      },
      expect: ok((data) =>
        expect(data).toMatchObject({
          products: [{ sku_id: SKU_ID_PLAIN }],
          missing: [UNKNOWN_ID, MAX_ID, INACTIVE_SKU_ID],
        }),
      ),
    },
  ],

  getSummary: [
    ...bearerCases(),
    ...bodyCases(summaryBody),
    { name: 'empty array', body: [], expect: bad('body') },
    {
      name: `${LINES_MAX + 1} lines`,
      body: Array.from({ length: LINES_MAX + 1 }, (_, i) => ({ sku_id: i + 1, quantity: 1 })),
      expect: bad('body'),
    },
    { name: 'number where line object', body: [1], expect: bad('body[0]') },
    { name: 'array where line object', body: [[SKU_ID_PLAIN, 1]], expect: bad('body[0]') },
    { name: 'null line', body: [null], expect: bad('body[0]') },
    { name: 'sku_id missing', body: [{ quantity: 1 }], expect: bad('body[0].sku_id') },
    { name: 'quantity missing', body: [{ sku_id: SKU_ID_PLAIN }], expect: bad('body[0].quantity') },
    { name: 'empty line object', body: [{}], expect: bad('body[0].sku_id') },
    ...quantityCases('body[0].quantity', (quantity) => [{ sku_id: SKU_ID_PLAIN, quantity }]),
    {
      name: 'body[1].quantity = 1.5: decimal in a later line',
      body: [summaryLine, { sku_id: 1, quantity: 1.5 }],
      expect: bad('body[1].quantity'),
    },
    {
      name: 'body[0].quantity = 1e309 (Infinity)',
      rawBody: `[{"sku_id":${SKU_ID_PLAIN},"quantity":1e309}]`,
      expect: bad('body[0].quantity'),
    },
    ...idFieldCases('body[0].sku_id', (sku_id) => [{ sku_id, quantity: 1 }], notFound('body[0].sku_id')),
    {
      name: 'inactive product',
      body: [{ sku_id: INACTIVE_SKU_ID, quantity: 1 }],
      expect: notFound('body[0].sku_id'),
    },
    {
      name: 'unknown product in a later line',
      body: [summaryLine, { sku_id: UNKNOWN_ID, quantity: 1 }],
      expect: notFound('body[1].sku_id'),
    },
    {
      name: 'duplicate sku_id lines',
      body: [summaryLine, { sku_id: SKU_ID_PLAIN, quantity: 2 }],
      expect: bad('body[1].sku_id'),
    },
    {
      name: 'duplicate sku_id lines, not adjacent',
      body: [summaryLine, { sku_id: 1, quantity: 1 }, { sku_id: SKU_ID_PLAIN, quantity: 3 }],
      expect: bad('body[2].sku_id'),
    },
    ...queryCases('coupon_code', 'code', { body: summaryBody }),
    ...queryCases('not_use_coupon', 'enum', { body: summaryBody }),
    {
      name: 'coupon_code unknown',
      query: { coupon_code: 'NOPE123' },
      body: summaryBody,
      expect: notFound('query.coupon_code'),
    },
    {
      name: "coupon_code of another shop's coupon",
      query: { coupon_code: COUPON_CODES.shop002Usable[0] },
      body: summaryBody,
      expect: notFound('query.coupon_code'),
    },
    {
      name: 'coupon_code already used',
      query: { coupon_code: COUPON_CODES.used[0] },
      body: summaryBody,
      expect: conflict('query.coupon_code'),
    },
    {
      name: 'coupon_code whose minimum the cart does not reach',
      query: { coupon_code: COUPON_CODES.usableMin5000 },
      body: summaryBody,
      expect: conflict('query.coupon_code'),
    },
  ],

  createOrder: [
    ...bearerCases(),
    ...bodyCases(orderBody()),
    { name: 'empty object', body: {}, expect: bad('body.total') },
    ...[
      'total',
      'payment_method',
      'shipping_address',
      'shipping_fee',
      'discount_shipping',
      'tax_address',
      'order_items',
    ].map((field) => ({ name: `${field} missing`, body: without(field), expect: bad(`body.${field}`) })),
    // Money
    ...(['total', 'shipping_fee', 'discount_shipping'] as const).flatMap((field) => [
      ...[String(1), true, null, [1], { value: 1 }].map((v) => ({
        name: `${field} = ${label(v)}: wrong type`,
        body: orderBody({ [field]: v }),
        expect: bad(`body.${field}`),
      })),
      ...[...HUGE, -1, -0.01].map((v) => ({
        name: `${field} = ${label(v)}: out of range`,
        body: orderBody({ [field]: v }),
        expect: bad(`body.${field}`),
      })),
    ]),
    // Payment method (an enum of one value)
    ...[2, 0, -1, 1.5, '1', 'qr', null, 1e308].map((v) => ({
      name: `payment_method = ${label(v)}: unknown`,
      body: orderBody({ payment_method: v }),
      expect: bad('body.payment_method'),
    })),
    // Addresses
    ...(['shipping_address', 'tax_address'] as const).flatMap((field) => [
      {
        name: `${field} = 11: number where object`,
        body: orderBody({ [field]: 11 }),
        expect: bad(`body.${field}`),
      },
      {
        name: `${field} = [11]: array where object`,
        body: orderBody({ [field]: [11] }),
        expect: bad(`body.${field}`),
      },
      {
        name: `${field} = {}: id missing`,
        body: orderBody({ [field]: {} }),
        expect: bad(`body.${field}.id`),
      },
      ...idFieldCases(
        `body.${field}.id`,
        (id) => orderBody({ [field]: { id } }),
        notFound(`body.${field}.id`),
      ),
      {
        name: `${field}: another shop's address`,
        body: orderBody({ [field]: { id: OTHER_SHOP_ADDRESS_ID } }),
        expect: notFound(`body.${field}.id`),
      },
    ]),
    // Lines
    {
      name: 'order_items = {}: object where array',
      body: orderBody({ order_items: {} }),
      expect: bad('body.order_items'),
    },
    {
      name: 'order_items = "x": string where array',
      body: orderBody({ order_items: 'x' }),
      expect: bad('body.order_items'),
    },
    { name: 'order_items empty', body: orderBody({ order_items: [] }), expect: bad('body.order_items') },
    {
      name: `order_items with ${LINES_MAX + 1} lines`,
      body: orderBody({
        order_items: Array.from({ length: LINES_MAX + 1 }, (_, i) => ({
          sku_id: i + 1,
          seq: 1,
          quantity: 1,
        })),
      }),
      expect: bad('body.order_items'),
    },
    { name: 'order_items[0] = 1', body: orderBody({ order_items: [1] }), expect: bad('body.order_items[0]') },
    {
      name: 'order_items[0].sku_id missing',
      body: orderBody({ order_items: [{ seq: 1, quantity: 1 }] }),
      expect: bad('body.order_items[0].sku_id'),
    },
    {
      name: 'order_items[0].seq missing',
      body: orderBody({ order_items: [{ sku_id: SKU_ID_PLAIN, quantity: 1 }] }),
      expect: bad('body.order_items[0].seq'),
    },
    ...quantityCases('body.order_items[0].quantity', (quantity) => withItem({ quantity })),
    ...[0, -1, 1.5, LINES_MAX + 1, ...HUGE, '1', null].map((seq) => ({
      name: `body.order_items[0].seq = ${label(seq)}: invalid`,
      body: withItem({ seq }),
      expect: bad('body.order_items[0].seq'),
    })),
    ...idFieldCases(
      'body.order_items[0].sku_id',
      (sku_id) => withItem({ sku_id }),
      notFound('body.order_items[0].sku_id'),
    ),
    {
      name: 'duplicate sku_id lines',
      body: orderBody({
        order_items: [
          { sku_id: SKU_ID_PLAIN, seq: 1, quantity: 1 },
          { sku_id: SKU_ID_PLAIN, seq: 2, quantity: 1 },
        ],
      }),
      expect: bad('body.order_items[1].sku_id'),
    },
    {
      name: 'duplicate seq lines',
      body: orderBody({
        order_items: [
          { sku_id: SKU_ID_PLAIN, seq: 1, quantity: 1 },
          { sku_id: SKU_ID_PLAIN + 1, seq: 1, quantity: 1 },
        ],
      }),
      expect: bad('body.order_items[1].seq'),
    },
    // Coupon
    ...[5, true, ['X'], { code: 'X' }].map((v) => ({
      name: `coupon_code = ${label(v)}: wrong type`,
      body: orderBody({ coupon_code: v }),
      expect: bad('body.coupon_code'),
    })),
    ...[...SQL_META, LONG, 'A'.repeat(41), 'a\u0000b'].map((v) => ({
      name: `coupon_code = ${label(v)}: SQL metacharacters or over-long`,
      body: orderBody({ coupon_code: v }),
      expect: v === '_' ? notFound('body.coupon_code') : bad('body.coupon_code'),
    })),
    {
      name: 'coupon_code unknown',
      body: orderBody({ coupon_code: 'NOPE123' }),
      expect: notFound('body.coupon_code'),
    },
    {
      name: "coupon_code of another shop's coupon",
      body: orderBody({ coupon_code: COUPON_CODES.shop002Usable[0] }),
      expect: notFound('body.coupon_code'),
    },
    {
      name: 'total differs from the server figure',
      body: withItem({ quantity: 100 }),
      expect: conflict(),
    },
    {
      name: 'coupon_code already used',
      body: orderBody({
        coupon_code: COUPON_CODES.used[0],
        order_items: [{ sku_id: SKU_ID_PLAIN, seq: 1, quantity: 100 }],
      }),
      expect: conflict('body.coupon_code'),
    },
    // Idempotency-Key (the body is well formed: the header alone is at fault)
    ...['', 'x', 'short', ...SQL_META, 'key with spaces', '%%%%%%%%', 'a'.repeat(101), LONG].map((key) => ({
      name: `Idempotency-Key = ${label(key)}`,
      headers: { 'idempotency-key': key },
      body: orderBody(),
      expect: bad('headers.idempotency-key'),
    })),
  ],

  getOrders: [
    ...bearerCases(),
    ...(['limit', 'page', 'status'] as const).flatMap((f) => queryCases(f, 'int')),
    ...sortCases(),
    ...queryCases('start_date', 'date'),
    ...queryCases('end_date', 'date'),
    ...queryCases('search', 'search', {}, orderSearch),
    { name: 'status above the maximum', query: { status: '100' }, expect: bad('query.status') },
    {
      name: 'dates the wrong way round: nothing matches',
      query: { start_date: '2030-01-01', end_date: '2020-01-01' },
      expect: ok((data) => expect(data).toEqual([])),
    },
  ],

  getOrderDetail: [
    ...bearerCases(),
    { name: 'order_id missing', expect: bad('query.order_id') },
    ...queryCases('order_id', 'int'),
    { name: 'unknown order', query: { order_id: String(UNKNOWN_ID) }, expect: notFound('query.order_id') },
    { name: 'largest id, unknown', query: { order_id: String(MAX_ID) }, expect: notFound('query.order_id') },
    { name: "another shop's order", query: { order_id: String(OTHER_SHOP_ORDER_ID) }, expect: forbidden },
  ],

  cancelOrder: [
    ...bearerCases(),
    ...bodyCases({ order_id: UNKNOWN_ID }),
    { name: 'empty object (order_id missing)', body: {}, expect: bad('body.order_id') },
    ...idFieldCases('body.order_id', (order_id) => ({ order_id }), notFound('body.order_id')),
    { name: "another shop's order", body: { order_id: OTHER_SHOP_ORDER_ID }, expect: forbidden },
    { name: 'a delivered order', body: { order_id: DELIVERED_ORDER_ID }, expect: conflict() },
  ],

  createPayment: [
    ...bearerCases(),
    ...bodyCases({ order_id: UNKNOWN_ID }),
    { name: 'empty object (order_id missing)', body: {}, expect: bad('body.order_id') },
    ...idFieldCases('body.order_id', (order_id) => ({ order_id }), notFound('body.order_id')),
    { name: "another shop's order", body: { order_id: OTHER_SHOP_ORDER_ID }, expect: forbidden },
    { name: 'an order not awaiting payment', body: { order_id: DELIVERED_ORDER_ID }, expect: conflict() },
  ],

  checkPaymentStatus: paymentLookUpCases(),
  inquirePayment: paymentLookUpCases(),

  getCouponDetail: [
    ...bearerCases(),
    {
      name: "code = ' OR 1=1 (the URL as typed)",
      params: { code: '%27%20OR%201%3D1' },
      expect: bad('params.code'),
    },
    ...SQL_META.map((v) => ({
      name: `code = ${label(v)}: SQL metacharacters (encoded)`,
      params: { code: encodeURIComponent(v) },
      expect: v === '_' ? notFound('params.code') : bad('params.code'),
    })),
    { name: 'code = % (malformed percent-encoding)', params: { code: '%' }, expect: bad('params.code') },
    { name: 'code = %FF (invalid UTF-8)', params: { code: '%FF' }, expect: bad('params.code') },
    { name: 'code = NUL', params: { code: '%00' }, expect: bad('params.code') },
    { name: 'code = blank', params: { code: '%20%20' }, expect: bad('params.code') },
    {
      name: 'code with Thai letters',
      params: { code: encodeURIComponent('คูปอง') },
      expect: bad('params.code'),
    },
    { name: 'code of 41 characters', params: { code: 'A'.repeat(41) }, expect: bad('params.code') },
    {
      name: 'code of 10,000 characters',
      params: { code: LONG },
      expect: { status: [400, 414], path: 'params.code' },
    },
    { name: 'unknown code', params: { code: 'NOPE123' }, expect: notFound('params.code') },
    {
      name: "another shop's coupon",
      params: { code: COUPON_CODES.shop002Usable[0] },
      expect: notFound('params.code'),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Running a case

function credentials(ep: Endpoint): Record<string, string> {
  switch (ep.auth) {
    case 'token':
      return { authorization: `Bearer ${server.token}` };
    case 'line':
      return { authorization: `Bearer ${mockLineAccessToken(SHOP.lineUserId)}` };
    case 'lineIdToken':
      return { 'x-line-id-token': mockLineIdToken(SHOP.lineUserId) };
  }
}

const DEFAULT_PARAMS: Record<string, string> = {
  sku_id: String(SKU_ID_PLAIN),
  payment_id: String(OWN_PAYMENT_ID),
  code: COUPON_CODES.usable[0],
};

function urlOf(ep: Endpoint, c: Case): string {
  const path = ep.path.replace(
    /:(\w+)/g,
    (_, name: string) => c.params?.[name] ?? DEFAULT_PARAMS[name] ?? '',
  );
  let query = '';
  if (typeof c.query === 'string') query = c.query;
  else if (c.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(c.query)) {
      for (const v of typeof value === 'string' ? [value] : value) search.append(key, v);
    }
    query = search.toString();
  }
  return query ? `${path}?${query}` : path;
}

/** Statuses any endpoint may answer besides its documented ones. */
const GENERAL_STATUSES = [200, 400, 401, 414, 415];

async function run(id: EndpointId, c: Case) {
  const ep: Endpoint = endpoints[id];
  const url = urlOf(ep, c);
  const headers = { ...(c.auth === 'none' ? {} : credentials(ep)), ...c.headers };
  const res = await server.call(ep.method, url, {
    headers,
    ...(c.body !== undefined ? { body: c.body } : {}),
    ...(c.rawBody !== undefined ? { rawBody: c.rawBody } : {}),
  });
  const what = `${ep.method} ${url.length > 150 ? `${url.slice(0, 150)}…` : url} (${c.name}) -> ${res.status} ${res.text.slice(0, 400)}`;
  const allowed = [c.expect.status].flat();

  expect(res.status, `never a 5xx: ${what}`).toBeLessThan(500);
  expect(allowed, `status: ${what}`).toContain(res.status);
  expect(res.headers.get('content-type') ?? '', `JSON answer: ${what}`).toMatch(/^application\/json/);

  if (res.status === 200) {
    expect(res.body, what).toMatchObject({ status: 200, message: 'success' });
    const parsed = ep.data.safeParse(res.body.data);
    expect(parsed.success, `data matches the contract: ${what}`).toBe(true);
    await c.expect.check?.(res.body.data);
    return;
  }

  // The error envelope: { status, message, errors?: [{ path, message }] }.
  expect(ErrorBody.safeParse(res.body).success, `error envelope: ${what}`).toBe(true);
  expect(res.body.status, `envelope status equals the HTTP status: ${what}`).toBe(res.status);
  expect(typeof res.body.message === 'string' && res.body.message.trim().length > 0, `message: ${what}`).toBe(
    true,
  );
  expect(res.text, `no internals leak: ${what}`).not.toMatch(
    /node_modules|\.ts:\d+|\bSELECT\b|\bFROM skus\b|syntax error|stack/i,
  );

  if (res.status === 400) {
    // A 400 names the offending field: body..., query..., params... or headers....
    const first = res.body.errors?.[0];
    expect(first, `400 names the field: ${what}`).toBeDefined();
    expect(first.path, `errors[0].path: ${what}`).toMatch(/^(body|query|params|headers)\b/);
    expect(first.message.length, what).toBeGreaterThan(0);
  }
  if (c.expect.path && [400, 404, 409].includes(res.status)) {
    expect(res.body.errors?.[0]?.path, `errors[0].path: ${what}`).toBe(c.expect.path);
  }
}

// ---------------------------------------------------------------------------------------------
// The database must not change

/** Every table of the schema except the ones bad input may legitimately touch. */
const DATA_TABLES = [
  'skus',
  'line_outbox',
  'search_words',
  'search_synonyms',
  'orders',
  'order_items',
  'order_premiums',
  'payments',
  'refunds',
  'payment_events',
  'order_status_audit',
  'coupons',
  'customers',
  'addresses',
  'line_bindings',
  'promotions',
  'categories',
  'brands',
  'banners',
  'sub_categories',
  'customer_groups',
  'sku_customer_groups',
  'promotion_skus',
  'app_settings',
] as const;
/**
 * access_tokens changes on every login; rate_limit_hits on every API request (on PostgreSQL, the
 * shared rate-limit counters); schema_migrations is the migrator's.
 */
const OTHER_TABLES = ['access_tokens', 'rate_limit_hits', 'schema_migrations'];

async function snapshot() {
  const state: Record<string, { rows: number; md5: string | null }> = {};
  for (const table of DATA_TABLES) {
    const [row] = await server.db.query<{ rows: number; md5: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, ',' ORDER BY t::text)) AS md5 FROM ${table} t`,
    );
    state[table] = { rows: row!.rows, md5: row!.md5 };
  }
  const sequences = await server.db.query<{ name: string }>(
    `SELECT sequence_name AS name FROM information_schema.sequences
      WHERE sequence_schema = current_schema() ORDER BY sequence_name`,
  );
  for (const { name } of sequences) {
    const [row] = await server.db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM "${name}"`,
    );
    state[`sequence ${name}`] = { rows: row!.is_called ? 1 : 0, md5: row!.last_value };
  }
  return state;
}

let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  before = await snapshot();
});

const ids = Object.keys(endpoints) as EndpointId[];

describe('the bad-input table', () => {
  it('covers every endpoint of the contract table, and nothing else', () => {
    expect(Object.keys(cases).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(cases[id].length, id).toBeGreaterThanOrEqual(5);
  });

  it('expects only statuses the contract documents for the endpoint', () => {
    for (const id of ids) {
      const documented = [...GENERAL_STATUSES, ...((endpoints[id] as Endpoint).errors ?? [])];
      for (const c of cases[id]) {
        for (const status of [c.expect.status].flat())
          expect(documented, `${id}: ${c.name}`).toContain(status);
      }
    }
  });

  it('has case names unique within each endpoint', () => {
    for (const id of ids) {
      const names = cases[id].map((c) => c.name);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        id,
      ).toEqual([]);
    }
  });

  it('snapshots every data table of the schema', async () => {
    const rows = await server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...DATA_TABLES, ...OTHER_TABLES].sort());
  });
});

for (const id of ids) {
  const ep: Endpoint = endpoints[id];
  describe(`${id}: ${ep.method} ${ep.path}`, () => {
    for (const c of cases[id]) {
      it(c.name, () => run(id, c));
    }
  });
}

describe('after the whole table', () => {
  it('the database is unchanged', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
