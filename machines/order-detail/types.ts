/** Types of the order-detail chart (order-detail-machine.ts): /ordershistory/{order_id}. */

/** The order detail of spec section 3 (contract/orders.ts OrderDetail). */
export type OrderDetailData = {
  order_id: number;
  order_no: string;
  status_id: number;
  customer_name: string;
  shipping_address_detail: {
    phone_1: string | null;
    phone_2: string | null;
    address: string;
    sub_dist: string;
    district: string;
    province: string;
    zipcode: string;
  };
  order_items: { sku_id: number; image_url: string | null; title: string; price: number; quantity: number }[];
  premiums: { image: string | null; title: string; price: number; free_quantity: number }[];
  total_sale: number;
  shipping_fee: number;
  discount_shipping: number;
  /** The promotion discount. */
  total_discount: number;
  coupon_discount: number;
  coupon_code: string | null;
  total_amount: number;
};

export type OrderDetailInput = { orderId: string };
export type LoadOrderDetailInput = { orderId: string };

export type OrderDetailContext = { orderId: string; order: OrderDetailData | null };
