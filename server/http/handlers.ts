import type { Auth } from '../services/auth.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { createCustomers } from '../services/customers.ts';
import type { Orders } from '../services/orders.ts';
import type { Payments } from '../services/payments.ts';
import type { createOrderPlacement } from '../services/place-order.ts';
import type { createSummary } from '../services/summary.ts';
import type { UsualOrder } from '../services/usual-order.ts';
import type { Handlers } from './register.ts';

export interface Services {
  auth: Auth;
  catalogue: Catalogue;
  /** POST /summary: the cart priced as an order would be. */
  summary: ReturnType<typeof createSummary>;
  /** POST /orders: the order placed, with its payment opened. */
  placeOrder: ReturnType<typeof createOrderPlacement>;
  customers: ReturnType<typeof createCustomers>;
  orders: Orders;
  payments: Payments;
  /** GET /orders/usual: the shop's usual products ('สั่งซ้ำ'). */
  usualOrder: UsualOrder;
}

/** One handler per endpoint of the contract table: input is already validated. */
export function createHandlers(s: Services): Handlers {
  return {
    login: ({ headers, body }) => s.auth.login(headers['x-line-id-token'], body.customer_code),
    getProfile: ({ request }) => s.auth.backendProfile(request.headers.authorization),
    getCustomerProfile: ({ customer }) => s.customers.profile(customer),
    getAddresses: ({ customer }) => s.customers.addresses(customer),
    getCategories: () => s.catalogue.categories(),
    getCategoriesWithSubCategories: ({ query }) => s.catalogue.categoriesWithSubs(query.customer_group_id),
    getBanners: ({ query }) => s.catalogue.banners(query),
    getPromotions: ({ query }) => s.catalogue.promotions(query),
    getBrands: () => s.catalogue.brands(),
    getCustomerGroups: () => s.catalogue.customerGroups(),
    getSkus: ({ customer, query }) => s.catalogue.skus(query, customer.id),
    getSkuSuggestions: ({ query }) => s.catalogue.suggestions(query.search, query.limit),
    getSkuDetail: ({ query }) => s.catalogue.skuDetail(query.id),
    lookupSku: ({ params }) => s.catalogue.lookup(params.sku_id),
    lookupSkus: ({ body }) => s.catalogue.lookupMany(body.sku_ids),
    getSummary: ({ customer, body, query }) => s.summary(customer.id, body, query),
    createOrder: ({ customer, body, headers }) => s.placeOrder(customer, body, headers['idempotency-key']),
    getOrders: ({ customer, query }) => s.orders.list(customer, query),
    getUsualOrder: ({ customer }) => s.usualOrder(customer.id),
    getOrderDetail: ({ customer, query }) => s.orders.detail(customer, query.order_id),
    cancelOrder: ({ customer, body }) => s.orders.cancel(customer, body.order_id),
    createPayment: ({ customer, body }) => s.payments.create(customer, body.order_id),
    checkPaymentStatus: ({ customer, params }) => s.payments.status(customer, params.payment_id),
    inquirePayment: ({ customer, params }) => s.payments.inquiry(customer, params.payment_id),
    getCoupons: ({ customer }) => s.customers.coupons(customer),
    getCouponHistory: ({ customer }) => s.customers.couponHistory(customer),
    getCouponDetail: ({ customer, params }) => s.customers.coupon(customer, params.code),
  };
}
