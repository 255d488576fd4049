import * as z from 'zod/mini';
import {
  Banner,
  Brand,
  CategoriesWithSubsQuery,
  Category,
  CategoryWithSubs,
  CustomerGroup,
  OrderedListQuery,
  ProductDetail,
  ProductListItem,
  Promotion,
  SkuDetailQuery,
  SkuIdParams,
  SkuLookup,
  SkusQuery,
} from './catalogue.ts';
import { described, page } from './common.ts';
import { Coupon, CouponCodeParams } from './coupons.ts';
import {
  IdempotencyKey,
  OrderBody,
  OrderCancelled,
  OrderCreated,
  OrderDetail,
  OrderDetailQuery,
  OrderIdBody,
  OrderListItem,
  OrdersPagedQuery,
} from './orders.ts';
import { PaymentCreated, PaymentIdParams, PaymentStatusAnswer } from './payments.ts';
import { Summary, SummaryBody, SummaryQuery } from './summary.ts';
import { BackendProfile, CustomerAddresses, CustomerProfile, LoginAnswer, LoginBody } from './users.ts';

/**
 * Every call of spec section 7 and CONTRACT.md, in one table. The server registers a handler per
 * entry (validating params, query and body against these schemas); the storefront's API client
 * derives one typed function per entry; the OpenAPI document is generated from the same table.
 *
 * auth: 'token' = Authorization: Bearer <access_token from /users/login>;
 *       'line'  = Authorization: Bearer <LINE access token>;
 *       'lineIdToken' = header X-Line-Id-Token: <LINE ID token>.
 */
export type Auth = 'token' | 'line' | 'lineIdToken';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** Fastify-style path: `:name` marks a path parameter. */
  path: string;
  summary: string;
  tag: string;
  auth: Auth;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  /** Request headers besides Authorization (names in lower case). */
  headers?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** The `data` of the success envelope. */
  data: z.ZodMiniType;
  /** Documented error statuses besides 400/401 (which every endpoint may answer). */
  errors?: number[];
}

const V1 = '/api/v1/ssc';

export const endpoints = {
  login: {
    method: 'POST',
    path: `${V1}/users/login`,
    summary: 'Sign in a shop: the LINE user (X-Line-Id-Token) must be bound to customer_code',
    tag: 'users',
    auth: 'lineIdToken',
    headers: z.object({
      'x-line-id-token': described(z.optional(z.string()), 'the LINE ID token (liff.getIDToken()); required'),
    }),
    body: LoginBody,
    data: LoginAnswer,
    errors: [403],
  },
  getProfile: {
    method: 'GET',
    path: '/api/getProfile',
    summary: "The supplier backend's shop profile for the LINE user (LINE access token as bearer)",
    tag: 'users',
    auth: 'line',
    data: BackendProfile,
  },
  getCustomerProfile: {
    method: 'GET',
    path: `${V1}/users/profile`,
    summary: 'Customer profile for the account screen',
    tag: 'users',
    auth: 'token',
    data: CustomerProfile,
  },
  getAddresses: {
    method: 'GET',
    path: `${V1}/users/addresses`,
    summary: 'Customer name, shipping and tax-invoice addresses',
    tag: 'users',
    auth: 'token',
    data: CustomerAddresses,
  },
  getCategories: {
    method: 'GET',
    path: `${V1}/categories`,
    summary: 'Plain category list (chooser)',
    tag: 'catalogue',
    auth: 'token',
    data: z.array(Category),
  },
  getCategoriesWithSubCategories: {
    method: 'GET',
    path: `${V1}/categories/with-sub-categories`,
    summary: 'Categories with sub-categories (drawer), optionally only those a customer group buys',
    tag: 'catalogue',
    auth: 'token',
    query: CategoriesWithSubsQuery,
    data: z.array(CategoryWithSubs),
  },
  getBanners: {
    method: 'GET',
    path: `${V1}/banners`,
    summary: 'Home banners',
    tag: 'catalogue',
    auth: 'token',
    query: OrderedListQuery,
    data: z.nullable(z.array(Banner)),
  },
  getPromotions: {
    method: 'GET',
    path: `${V1}/promotions`,
    summary: 'Running promotions',
    tag: 'catalogue',
    auth: 'token',
    query: OrderedListQuery,
    data: z.nullable(z.array(Promotion)),
  },
  getBrands: {
    method: 'GET',
    path: `${V1}/brands/all`,
    summary: 'All brands (one page holding all of them)',
    tag: 'catalogue',
    auth: 'token',
    data: page(Brand),
  },
  getCustomerGroups: {
    method: 'GET',
    path: `${V1}/customers/groups`,
    summary: 'Customer groups (shop types)',
    tag: 'catalogue',
    auth: 'token',
    data: z.nullable(z.array(CustomerGroup)),
  },
  getSkus: {
    method: 'GET',
    path: `${V1}/skus`,
    summary: 'Product list page; filters combine with AND',
    tag: 'catalogue',
    auth: 'token',
    query: SkusQuery,
    data: page(ProductListItem),
  },
  getSkuDetail: {
    method: 'GET',
    path: `${V1}/skus/detail`,
    summary: 'Product detail with promotion tables',
    tag: 'catalogue',
    auth: 'token',
    query: SkuDetailQuery,
    data: ProductDetail,
    errors: [404],
  },
  lookupSku: {
    method: 'GET',
    path: `${V1}/skus/lookup/:sku_id`,
    summary: 'Product lookup for a cart line',
    tag: 'catalogue',
    auth: 'token',
    params: SkuIdParams,
    data: SkuLookup,
    errors: [404],
  },
  getSummary: {
    method: 'POST',
    path: `${V1}/summary/saleitem`,
    summary: 'Price the selected cart lines: promotions, free gifts, shipping and coupons',
    tag: 'checkout',
    auth: 'token',
    query: SummaryQuery,
    body: SummaryBody,
    data: Summary,
    errors: [404, 409],
  },
  createOrder: {
    method: 'POST',
    path: `${V1}/orders`,
    summary: 'Place an order (recomputed on the server) and create its PromptPay payment',
    tag: 'orders',
    auth: 'token',
    headers: z.object({
      'idempotency-key': described(z.optional(IdempotencyKey), 'the same key twice gives the same order'),
    }),
    body: OrderBody,
    data: OrderCreated,
    errors: [404, 409],
  },
  getOrders: {
    method: 'GET',
    path: `${V1}/orders/paged`,
    summary: "The caller's orders, newest first",
    tag: 'orders',
    auth: 'token',
    query: OrdersPagedQuery,
    data: z.array(OrderListItem),
  },
  getOrderDetail: {
    method: 'GET',
    path: `${V1}/orders/detail`,
    summary: 'One of the caller’s orders',
    tag: 'orders',
    auth: 'token',
    query: OrderDetailQuery,
    data: OrderDetail,
    errors: [403, 404],
  },
  cancelOrder: {
    method: 'PUT',
    path: `${V1}/orders/cancel`,
    summary: 'Cancel an order in status 1 or 2',
    tag: 'orders',
    auth: 'token',
    body: OrderIdBody,
    data: OrderCancelled,
    errors: [403, 404, 409],
  },
  createPayment: {
    method: 'POST',
    path: `${V1}/payments`,
    summary: 'A fresh PromptPay payment for an unpaid order (earlier pending ones are cancelled)',
    tag: 'payments',
    auth: 'token',
    body: OrderIdBody,
    data: PaymentCreated,
    errors: [403, 404, 409],
  },
  checkPaymentStatus: {
    method: 'GET',
    path: `${V1}/payments/check_status/:payment_id`,
    summary: 'Payment status (polled every 10 s by the QR page)',
    tag: 'payments',
    auth: 'token',
    params: PaymentIdParams,
    data: PaymentStatusAnswer,
    errors: [403, 404],
  },
  inquirePayment: {
    method: 'GET',
    path: `${V1}/payments/inquiry/:payment_id`,
    summary: 'Ask the bank for the payment status (settles expiry)',
    tag: 'payments',
    auth: 'token',
    params: PaymentIdParams,
    data: PaymentStatusAnswer,
    errors: [403, 404],
  },
  getCoupons: {
    method: 'GET',
    path: `${V1}/coupons`,
    summary: 'Usable coupons',
    tag: 'coupons',
    auth: 'token',
    data: z.array(Coupon),
  },
  getCouponHistory: {
    method: 'GET',
    path: `${V1}/coupons/history`,
    summary: 'Used, expired and cancelled coupons',
    tag: 'coupons',
    auth: 'token',
    data: z.array(Coupon),
  },
  getCouponDetail: {
    method: 'GET',
    path: `${V1}/coupons/detail/:code`,
    summary: 'One of the caller’s coupons',
    tag: 'coupons',
    auth: 'token',
    params: CouponCodeParams,
    data: Coupon,
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
export type EndpointData<K extends EndpointId> = z.infer<(typeof endpoints)[K]['data']>;
