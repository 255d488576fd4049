import * as z from 'zod/mini';
import * as catalogue from './catalogue.ts';
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

/** One call's line of the table, its method, auth and answer schema kept as literal types. */
const call = <const M extends EndpointAnswer['method'], const A extends Auth, D extends z.ZodMiniType>(
  method: M,
  path: string,
  auth: A,
  data: D,
) => ({ method, path, auth, data });

export const answers = {
  login: call('POST', `${V1}/users/login`, 'lineIdToken', LoginAnswer),
  getProfile: call('GET', '/api/getProfile', 'line', BackendProfile),
  getCustomerProfile: call('GET', `${V1}/users/profile`, 'token', CustomerProfile),
  getAddresses: call('GET', `${V1}/users/addresses`, 'token', CustomerAddresses),
  getCategories: call('GET', `${V1}/categories`, 'token', z.array(catalogue.Category)),
  getCategoriesWithSubCategories: call(
    'GET',
    `${V1}/categories/with-sub-categories`,
    'token',
    z.array(catalogue.CategoryWithSubs),
  ),
  getBanners: call('GET', `${V1}/banners`, 'token', z.nullable(z.array(catalogue.Banner))),
  getPromotions: call('GET', `${V1}/promotions`, 'token', z.nullable(z.array(catalogue.Promotion))),
  getBrands: call('GET', `${V1}/brands/all`, 'token', page(catalogue.Brand)),
  getCustomerGroups: call(
    'GET',
    `${V1}/customers/groups`,
    'token',
    z.nullable(z.array(catalogue.CustomerGroup)),
  ),
  getSkus: call('GET', `${V1}/skus`, 'token', page(catalogue.ProductListItem)),
  getSkuSuggestions: call('GET', `${V1}/skus/suggestions`, 'token', z.array(catalogue.SkuSuggestion)),
  getSkuDetail: call('GET', `${V1}/skus/detail`, 'token', catalogue.ProductDetail),
  lookupSku: call('GET', `${V1}/skus/lookup/:sku_id`, 'token', catalogue.SkuLookup),
  lookupSkus: call('POST', `${V1}/skus/lookup`, 'token', catalogue.SkuLookupBatch),
  getSummary: call('POST', `${V1}/summary/saleitem`, 'token', Summary),
  createOrder: call('POST', `${V1}/orders`, 'token', OrderCreated),
  getOrders: call('GET', `${V1}/orders/paged`, 'token', z.array(OrderListItem)),
  getUsualOrder: call('GET', `${V1}/orders/usual`, 'token', z.array(UsualItem)),
  getOrderDetail: call('GET', `${V1}/orders/detail`, 'token', OrderDetail),
  cancelOrder: call('PUT', `${V1}/orders/cancel`, 'token', OrderCancelled),
  createPayment: call('POST', `${V1}/payments`, 'token', PaymentCreated),
  checkPaymentStatus: call('GET', `${V1}/payments/check_status/:payment_id`, 'token', PaymentStatusAnswer),
  inquirePayment: call('GET', `${V1}/payments/inquiry/:payment_id`, 'token', PaymentStatusAnswer),
  getCoupons: call('GET', `${V1}/coupons`, 'token', z.array(Coupon)),
  getCouponHistory: call('GET', `${V1}/coupons/history`, 'token', z.array(Coupon)),
  getCouponDetail: call('GET', `${V1}/coupons/detail/:code`, 'token', Coupon),
} as const satisfies Record<string, EndpointAnswer>;

export type EndpointId = keyof typeof answers;
