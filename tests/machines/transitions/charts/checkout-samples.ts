import { orderRequest } from '../../../fixtures/order-request.ts';

/**
 * The samples the checkout models share (checkout.ts, order-placement.ts, payment-coupon.ts): two
 * selected lines, the server's addresses and summary (coupon C1 applied, C2 offered), the order
 * request the summary makes, a request an earlier visit kept, and a placed order with its QR.
 */
export const lines = [
  { sku_id: 101, quantity: 2, seq: 1 },
  { sku_id: 102, quantity: 1, seq: 2 },
];
export const KEY = 'key-1';
const address = {
  id: 8,
  name: 'ร้านทดสอบ',
  sub_district: 'a',
  district: 'b',
  province: 'c',
  zipcode: '10110',
  phone_1: null,
};
export const addresses = {
  customer_detail: { name: 'ร้านทดสอบ' },
  shipping_address: address,
  tax_address: { ...address, id: 9, company_name: null },
};
export const coupon = (code: string, selected: boolean) => ({
  code,
  name: code,
  detail: '',
  image: null,
  end_date: '2026-12-31',
  selected,
  discount: 10,
  status: null,
  privilege_condition_type_name: '',
});
export const summary = {
  cart: [
    {
      sale_items: [
        {
          sku_id: 101,
          seq: 1,
          quantity: 2,
          price: 100,
          net_price: 95,
          total_net_price: 190,
          title: 'A',
          image: null,
        },
        {
          sku_id: 102,
          seq: 2,
          quantity: 1,
          price: 400,
          net_price: 400,
          total_net_price: 400,
          title: 'B',
          image: null,
        },
      ],
      coupons: [coupon('C1', true), coupon('C2', false)],
      promotions: [],
      promotion_discounts: 0,
      coupon_discount: 10,
      total_sale: 600,
      total_net_price: 580,
      total_shipping: 40,
      shipping_matching: [{ shipping_discount: 40 }],
    },
  ],
  total_sku_discount: 10,
  shipping_address: [address],
};
export const SELECTION = '101x2,102x1';
/** The selected total the cart showed for the lines (above the 500-baht minimum). */
export const SELECTED_TOTAL = 580;
export const orderBody = (coupon: string | null) =>
  orderRequest({
    total: 580,
    shippingAddressId: 8,
    taxAddressId: 9,
    shipping: { fee: 40, discount: 40 },
    items: [
      [101, 2],
      [102, 1],
    ],
    coupon,
  });
export type Attempt = { selection: string; couponCode: string | null; key: string; body: unknown };
/**
 * A request an earlier visit sent for these lines with coupon C9, whose answer never came; C9 is not
 * offered any more (the order it made holds it): a tap sends that request again, key and body.
 */
export const keptAttempt: Attempt = {
  selection: SELECTION,
  couponCode: 'C9',
  key: 'kept-key',
  body: { ...orderBody('C9'), total: 570 },
};
/**
 * The request a tap sends for these lines with `coupon` when none is kept: a new key, this visit's
 * key and the summary's version (`${KEY}:${version}`), and the body the summary shows.
 */
export const freshAttempt = (coupon: string | null, version: number): Attempt => ({
  selection: SELECTION,
  couponCode: coupon,
  key: `${KEY}:${version}`,
  body: orderBody(coupon),
});
export const qrOrder = {
  order_id: 70,
  order_no: 'SO-70',
  payment_id: 12,
  qr_code: 'QR',
  qr_timeout: 15,
  created_date: '2026-01-01T10:00:00.000Z',
  total_amount: 580,
};
