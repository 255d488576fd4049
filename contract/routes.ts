import * as z from 'zod/mini';
import { answers, type EndpointAnswer, type EndpointId } from './answers.ts';
import {
  CategoriesWithSubsQuery,
  OrderedListQuery,
  SkuDetailQuery,
  SkuIdParams,
  SkuLookupBody,
  SkuSuggestionsQuery,
  SkusQuery,
} from './catalogue.ts';
import { described } from './common.ts';
import { CouponCodeParams } from './coupons.ts';
import { IdempotencyKey, OrderBody, OrderDetailQuery, OrderIdBody, OrdersPagedQuery } from './orders.ts';
import { PaymentIdParams } from './payments.ts';
import { SummaryBody, SummaryQuery } from './summary.ts';
import { LoginBody } from './users.ts';

export type { EndpointId } from './answers.ts';

/** The request side of an endpoint and its OpenAPI texts (server only; the client reads types). */
interface EndpointRequest {
  summary: string;
  tag: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  /** Request headers besides Authorization (names in lower case). */
  headers?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /**
   * Its own error statuses in the OpenAPI document (403, 404, 409); 400 (when it takes input), 401,
   * 413/415 (with a body) and 429 are documented for every endpoint they apply to.
   */
  errors?: number[];
}

export type Endpoint = EndpointAnswer & EndpointRequest;

/**
 * Every call of spec section 7 and CONTRACT.md, in one table: ./answers.ts (method, path, auth,
 * answer) joined with the request schemas below. The server registers a handler per entry
 * (validating params, query and body against these schemas) and generates the OpenAPI document
 * from it; the storefront's API client derives one typed function per entry.
 */
const requests = {
  login: {
    summary: 'Sign in a shop: the LINE user (X-Line-Id-Token) must be bound to customer_code',
    tag: 'users',
    headers: z.object({
      'x-line-id-token': described(z.optional(z.string()), 'the LINE ID token (liff.getIDToken()); required'),
    }),
    body: LoginBody,
    errors: [403],
  },
  getProfile: {
    summary: "The supplier backend's shop profile for the LINE user (LINE access token as bearer)",
    tag: 'users',
  },
  getCustomerProfile: {
    summary: 'Customer profile for the account screen',
    tag: 'users',
    errors: [404],
  },
  getAddresses: {
    summary: 'Customer name, shipping and tax-invoice addresses',
    tag: 'users',
    errors: [404],
  },
  getCategories: {
    summary: 'Plain category list (chooser)',
    tag: 'catalogue',
  },
  getCategoriesWithSubCategories: {
    summary: 'Categories with sub-categories (drawer), optionally only those a customer group buys',
    tag: 'catalogue',
    query: CategoriesWithSubsQuery,
  },
  getBanners: {
    summary: 'Home banners',
    tag: 'catalogue',
    query: OrderedListQuery,
  },
  getPromotions: {
    summary: 'Running promotions',
    tag: 'catalogue',
    query: OrderedListQuery,
  },
  getBrands: {
    summary: 'All brands (one page holding all of them)',
    tag: 'catalogue',
  },
  getCustomerGroups: {
    summary: 'Customer groups (shop types)',
    tag: 'catalogue',
  },
  getSkus: {
    summary: 'Product list page; filters combine with AND',
    tag: 'catalogue',
    query: SkusQuery,
  },
  getSkuSuggestions: {
    summary: 'The closest products to what is typed (not every word need match), best first',
    tag: 'catalogue',
    query: SkuSuggestionsQuery,
  },
  getSkuDetail: {
    summary: 'Product detail with promotion tables',
    tag: 'catalogue',
    query: SkuDetailQuery,
    errors: [404],
  },
  lookupSku: {
    summary: 'Product lookup for a cart line',
    tag: 'catalogue',
    params: SkuIdParams,
    errors: [404],
  },
  lookupSkus: {
    summary: "Product lookups for a whole cart at once (the cart's refresh on opening)",
    tag: 'catalogue',
    body: SkuLookupBody,
  },
  getSummary: {
    summary: 'Price the selected cart lines: promotions, free gifts, shipping and coupons',
    tag: 'checkout',
    query: SummaryQuery,
    body: SummaryBody,
    errors: [404, 409],
  },
  createOrder: {
    summary: 'Place an order (recomputed on the server) and create its PromptPay payment',
    tag: 'orders',
    headers: z.object({
      'idempotency-key': described(z.optional(IdempotencyKey), 'the same key twice gives the same order'),
    }),
    body: OrderBody,
    errors: [404, 409],
  },
  getOrders: {
    summary: "The caller's orders, newest first",
    tag: 'orders',
    query: OrdersPagedQuery,
  },
  getUsualOrder: {
    summary:
      "The caller's usual order: the products of its latest paid or delivered orders, most bought first, with the last quantities and today's products",
    tag: 'orders',
  },
  getOrderDetail: {
    summary: 'One of the caller’s orders',
    tag: 'orders',
    query: OrderDetailQuery,
    errors: [403, 404],
  },
  cancelOrder: {
    summary: 'Cancel an order in status 1 or 2',
    tag: 'orders',
    body: OrderIdBody,
    errors: [403, 404, 409],
  },
  createPayment: {
    summary:
      "An unpaid order's PromptPay payment: its current QR (same payment_id, QR and created_date) while 2 minutes or more are left, else a fresh one (the earlier pending one cancelled)",
    tag: 'payments',
    body: OrderIdBody,
    errors: [403, 404, 409],
  },
  checkPaymentStatus: {
    summary: 'Payment status (polled every 10 s by the QR page)',
    tag: 'payments',
    params: PaymentIdParams,
    errors: [403, 404],
  },
  inquirePayment: {
    summary:
      'Ask the payment provider for the payment status: money it took whose webhook was lost reads paid (settles expiry)',
    tag: 'payments',
    params: PaymentIdParams,
    errors: [403, 404],
  },
  getCoupons: {
    summary: 'Usable coupons',
    tag: 'coupons',
  },
  getCouponHistory: {
    summary: 'Used, expired and cancelled coupons',
    tag: 'coupons',
  },
  getCouponDetail: {
    summary: 'One of the caller’s coupons',
    tag: 'coupons',
    params: CouponCodeParams,
    errors: [404],
  },
} as const satisfies Record<EndpointId, EndpointRequest>;

type Joined = { [K in EndpointId]: (typeof answers)[K] & (typeof requests)[K] };

export const endpoints = Object.fromEntries(
  (Object.keys(answers) as EndpointId[]).map((id) => [id, { ...answers[id], ...requests[id] }]),
) as Joined;
