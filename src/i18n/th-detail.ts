/**
 * The product's, order's and coupon's pages when they have nothing to show, of the one strings
 * module (src/i18n/): not found (a 404), or could not load (no answer). Apart from th.ts so that
 * the first screen's code does not carry them: only the detail pages load them (shop-kit).
 */
export const thDetail = {
  /** Unknown product, order or coupon: a notice with a way home. */
  notFound: {
    product: 'ไม่พบสินค้านี้',
    productText: 'สินค้านี้อาจหมดหรือไม่มีจำหน่ายแล้ว ลองเลือกสินค้าอื่นจากหน้าหลัก',
    order: 'ไม่พบคำสั่งซื้อนี้',
    orderText: 'ไม่สามารถแสดงคำสั่งซื้อนี้ได้ กรุณาลองใหม่อีกครั้งภายหลัง',
    couponText: 'คูปองนี้อาจหมดอายุหรือถูกยกเลิกแล้ว',
  },
  /** A product, order or coupon page whose load got no answer (offline, a server error): not "not found". */
  loadFailed: {
    product: 'โหลดสินค้าไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    order: 'โหลดคำสั่งซื้อไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    coupon: 'โหลดคูปองไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
  },
};
