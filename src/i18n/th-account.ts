import { ORDER_STATUS } from '../../contract/statuses.ts';

/**
 * The account, order and coupon texts of the one strings module (src/i18n/): the account, order
 * and coupon screens read `thAccount.orders...` and the functions below from here. Apart from th.ts
 * so that the first screen's code does not carry them: only the screens that show them load them.
 */

const orders = {
  tabs: {
    awaitingPayment: 'รอชำระเงิน',
    preparing: 'เตรียมจัดส่ง',
    inTransit: 'กำลังจัดส่ง',
    delivered: 'จัดส่งสำเร็จ',
    all: 'ทั้งหมด',
  },
  status: {
    awaitingPayment: 'รอชำระเงิน',
    preparing: 'กำลังเตรียมจัดส่ง',
    inTransit: 'อยู่ระหว่างจัดส่ง',
    delivered: 'จัดส่งสำเร็จ',
    cancelled: 'ยกเลิกแล้ว',
  },
  orderNo: 'หมายเลขคำสั่งซื้อ',
  createdDate: 'วันที่สั่งซื้อ',
  details: 'ดูรายละเอียด',
  empty: 'ยังไม่มีรายการคำสั่งซื้อ',
  shopNow: 'เลือกซื้อสินค้าเลย',
  tabsLabel: 'สถานะคำสั่งซื้อ',
  /** The orders list failed to load: not the empty state. */
  loadFailed: 'ไม่สามารถโหลดรายการคำสั่งซื้อได้',
  retry: 'ลองใหม่อีกครั้ง',
} as const;

export const thAccount = {
  orders,
  orderDetail: {
    cancelledTitle: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    // No break inside '7-10 วันทำการ' (non-breaking hyphen, no-break space, word joiner).
    refundNote: 'หากชำระเงินแล้ว จะได้รับเงินคืนภายใน 7\u201110\u00a0วัน\u2060ทำการ',
    contactNote: 'สอบถามเพิ่มเติม ติดต่อฝ่ายบริการลูกค้า',
    status: 'สถานะ',
    shippingAddress: 'ที่อยู่จัดส่ง',
    items: 'รายการสินค้า',
    freeGifts: 'ของแถม',
    paymentSummary: 'สรุปการชำระเงิน',
    orderTotal: 'ยอดรวมคำสั่งซื้อ',
    shippingFee: 'ค่าจัดส่ง',
    shippingDiscount: 'ส่วนลดค่าจัดส่ง',
    promotionDiscount: 'ส่วนลดโปรโมชั่น',
    couponDiscount: 'ส่วนลดคูปอง',
    amountToPay: 'ยอดที่ต้องชำระ',
    pay: 'ชำระเงิน',
    cancelOrder: 'ยกเลิกคำสั่งซื้อ',
    cancelConfirmTitle: 'ยกเลิกคำสั่งซื้อ',
    cancelConfirmText: 'ต้องการยกเลิกคำสั่งซื้อนี้หรือไม่?',
    cancelConfirmYes: 'ต้องการ!',
    cancelConfirmNo: 'ไม่ต้องการ',
  },
  coupons: {
    history: 'ประวัติคูปอง',
    empty: 'ยังไม่มีคูปอง',
    /** A list that could not be loaded (offline, a server error): not 'no coupons yet'. */
    loadFailed: 'โหลดรายการคูปองไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    condition: 'เงื่อนไข',
    used: 'ใช้แล้ว',
    expired: 'หมดอายุ',
    cancelled: 'ถูกยกเลิก',
    /** /mycoupon/{code} with an unknown code or a failed load. */
    notFound: 'ไม่พบคูปองนี้',
    /** Read by screen readers on a dimmed coupon detail (status not null). */
    unusable: 'คูปองนี้ใช้ไม่ได้แล้ว',
  },
  /** The add-friend prompt of the order success and account screens (src/components/add-friend-prompt.tsx). */
  friendship: {
    label: 'รับข่าวคำสั่งซื้อใน LINE',
    why: 'เพิ่ม LINE Official Account ของร้านเป็นเพื่อน เพื่อรับใบเสร็จและข่าวการจัดส่งในแชท',
    add: 'เพิ่มเพื่อน',
  },
  account: {
    shippingAddress: 'ที่อยู่จัดส่ง',
    taxInvoiceAddress: 'ที่อยู่ใบกำกับภาษี',
    phone: 'เบอร์โทรศัพท์',
    menuInformation: 'ข้อมูลบัญชี',
    menuOrders: 'รายการคำสั่งซื้อ',
    menuCoupons: 'คูปองของฉัน',
    profilePictureAlt: 'รูปโปรไฟล์',
    shopName: 'ชื่อร้าน',
    shopCategory: 'หมวดร้านค้า',
    shopCode: 'รหัสร้านค้า',
    loadFailed: 'โหลดข้อมูลบัญชีไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
  },
} as const;

/** A coupon's expiry; `date` is formatThaiDate's output. */
export function couponValidUntil(date: string): string {
  return `ใช้ได้ถึง ${date}`;
}

/** An order status the spec gives no label for. */
export function statusUnknown(id: number): string {
  return `Status ${id}`;
}

const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  [ORDER_STATUS.awaitingPayment]: orders.status.awaitingPayment,
  [ORDER_STATUS.paidPreparing]: orders.status.preparing,
  [ORDER_STATUS.packing]: orders.status.preparing,
  [ORDER_STATUS.inTransit]: orders.status.inTransit,
  [ORDER_STATUS.delivered]: orders.status.delivered,
  [ORDER_STATUS.cancelledByCustomer]: orders.status.cancelled,
  [ORDER_STATUS.cancelledUnpaid]: orders.status.cancelled,
  [ORDER_STATUS.cancelledBySupplier]: orders.status.cancelled,
};

/** The label of an order status_id (spec section 4); any other id is 'Status {id}'. */
export function orderStatusLabel(statusId: number): string {
  return ORDER_STATUS_LABELS[statusId] ?? statusUnknown(statusId);
}

/**
 * Above the order list the QR page sent the customer to when the bank said the payment was not made
 * (failed, cancelled, or expired unpaid): what happened and what to do next.
 */
export function paymentNotMade(orderNo: string): string {
  return `การชำระเงินคำสั่งซื้อ ${orderNo} ไม่สำเร็จ คำสั่งซื้อยังรอชำระเงิน กด 'ชำระเงิน' ที่คำสั่งซื้อเพื่อชำระอีกครั้ง`;
}
