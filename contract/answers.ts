import * as z from 'zod/mini';
import {
  Banner,
  Brand,
  Category,
  CategoryWithSubs,
  CustomerGroup,
  ProductDetail,
  ProductListItem,
  Promotion,
  SkuLookup,
  SkuLookupBatch,
  SkuSuggestion,
} from './catalogue.ts';
import { page } from './common.ts';
import { Coupon } from './coupons.ts';
import { OrderCancelled, OrderCreated, OrderDetail, OrderListItem, UsualItem } from './orders.ts';
import { PaymentCreated, PaymentStatusAnswer } from './payments.ts';
import { Summary } from './summary.ts';
import { BackendProfile, CustomerAddresses, CustomerProfile, LoginAnswer } from './users.ts';

/**
 * The answer side of every call of spec section 7 and CONTRACT.md: method, path, how it
 * authenticates, and the schema of the `data` it answers. This is all the storefront's API client
 * needs at run time; the request schemas and the OpenAPI texts live in ./routes.ts, which the client
 * imports for types only, so the browser never downloads the server's input validation.
 *
 * auth: 'token' = Authorization: Bearer <access_token from /users/login>;
 *       'line'  = Authorization: Bearer <LINE access token>;
 *       'lineIdToken' = header X-Line-Id-Token: <LINE ID token>.
 */
export type Auth = 'token' | 'line' | 'lineIdToken';

export interface EndpointAnswer {
  method: 'GET' | 'POST' | 'PUT';
  /** Fastify-style path: `:name` marks a path parameter. */
  path: string;
  auth: Auth;
  /** The `data` of the success envelope. */
  data: z.ZodMiniType;
}

const V1 = '/api/v1/ssc';

export const answers = {
  login: {
    method: 'POST',
    path: `${V1}/users/login`,
    auth: 'lineIdToken',
    data: LoginAnswer,
  },
  getProfile: {
    method: 'GET',
    path: '/api/getProfile',
    auth: 'line',
    data: BackendProfile,
  },
  getCustomerProfile: {
    method: 'GET',
    path: `${V1}/users/profile`,
    auth: 'token',
    data: CustomerProfile,
  },
  getAddresses: {
    method: 'GET',
    path: `${V1}/users/addresses`,
    auth: 'token',
    data: CustomerAddresses,
  },
  getCategories: {
    method: 'GET',
    path: `${V1}/categories`,
    auth: 'token',
    data: z.array(Category),
  },
  getCategoriesWithSubCategories: {
    method: 'GET',
    path: `${V1}/categories/with-sub-categories`,
    auth: 'token',
    data: z.array(CategoryWithSubs),
  },
  getBanners: {
    method: 'GET',
    path: `${V1}/banners`,
    auth: 'token',
    data: z.nullable(z.array(Banner)),
  },
  getPromotions: {
    method: 'GET',
    path: `${V1}/promotions`,
    auth: 'token',
    data: z.nullable(z.array(Promotion)),
  },
  getBrands: {
    method: 'GET',
    path: `${V1}/brands/all`,
    auth: 'token',
    data: page(Brand),
  },
  getCustomerGroups: {
    method: 'GET',
    path: `${V1}/customers/groups`,
    auth: 'token',
    data: z.nullable(z.array(CustomerGroup)),
  },
  getSkus: {
    method: 'GET',
    path: `${V1}/skus`,
    auth: 'token',
    data: page(ProductListItem),
  },
  getSkuSuggestions: {
    method: 'GET',
    path: `${V1}/skus/suggestions`,
    auth: 'token',
    data: z.array(SkuSuggestion),
  },
  getSkuDetail: {
    method: 'GET',
    path: `${V1}/skus/detail`,
    auth: 'token',
    data: ProductDetail,
  },
  lookupSku: {
    method: 'GET',
    path: `${V1}/skus/lookup/:sku_id`,
    auth: 'token',
    data: SkuLookup,
  },
  lookupSkus: {
    method: 'POST',
    path: `${V1}/skus/lookup`,
    auth: 'token',
    data: SkuLookupBatch,
  },
  getSummary: {
    method: 'POST',
    path: `${V1}/summary/saleitem`,
    auth: 'token',
    data: Summary,
  },
  createOrder: {
    method: 'POST',
    path: `${V1}/orders`,
    auth: 'token',
    data: OrderCreated,
  },
  getOrders: {
    method: 'GET',
    path: `${V1}/orders/paged`,
    auth: 'token',
    data: z.array(OrderListItem),
  },
  getUsualOrder: {
    method: 'GET',
    path: `${V1}/orders/usual`,
    auth: 'token',
    data: z.array(UsualItem),
  },
  getOrderDetail: {
    method: 'GET',
    path: `${V1}/orders/detail`,
    auth: 'token',
    data: OrderDetail,
  },
  cancelOrder: {
    method: 'PUT',
    path: `${V1}/orders/cancel`,
    auth: 'token',
    data: OrderCancelled,
  },
  createPayment: {
    method: 'POST',
    path: `${V1}/payments`,
    auth: 'token',
    data: PaymentCreated,
  },
  checkPaymentStatus: {
    method: 'GET',
    path: `${V1}/payments/check_status/:payment_id`,
    auth: 'token',
    data: PaymentStatusAnswer,
  },
  inquirePayment: {
    method: 'GET',
    path: `${V1}/payments/inquiry/:payment_id`,
    auth: 'token',
    data: PaymentStatusAnswer,
  },
  getCoupons: {
    method: 'GET',
    path: `${V1}/coupons`,
    auth: 'token',
    data: z.array(Coupon),
  },
  getCouponHistory: {
    method: 'GET',
    path: `${V1}/coupons/history`,
    auth: 'token',
    data: z.array(Coupon),
  },
  getCouponDetail: {
    method: 'GET',
    path: `${V1}/coupons/detail/:code`,
    auth: 'token',
    data: Coupon,
  },
} as const satisfies Record<string, EndpointAnswer>;

export type EndpointId = keyof typeof answers;
export type EndpointData<K extends EndpointId> = z.infer<(typeof answers)[K]['data']>;
