/**
 * The order summary, payment method, QR payment and contact texts of the one strings module
 * (src/i18n/): the screens of the checkout and the payment read `thCheckout.summary...` and the
 * functions below from here. Apart from th.ts so that the first screen's code does not carry them
 * (about 1.2 KB gzipped on /home): only the screens that show them load them.
 */
/** The QR page's note on an unpaid order's lifetime (spec section 9: an order lives 24 hours). */
const ORDER_LIFETIME_NOTE = 'คำสั่งซื้อที่ไม่ชำระเงินภายใน 24 ชั่วโมงจะถูกยกเลิกอัตโนมัติ';

export const thCheckout = {
  summary: {
    shippingAddress: 'ที่อยู่จัดส่ง',
    changeAddress: 'ต้องการเปลี่ยนที่อยู่? โทรหาร้านค้า',
    products: 'รายการสินค้า',
    freeGifts: 'ของแถม',
    orderTotal: 'ยอดรวมคำสั่งซื้อ',
    taxInvoiceAddress: 'ที่อยู่ใบกำกับภาษี',
    coupon: 'คูปองส่วนลด',
    chooseCoupon: 'เลือกคูปอง',
    /** An unusable coupon in the picker, instead of a discount of ฿0.00. */
    couponNotApplicable: 'ยอดสั่งซื้อยังไม่ถึงเงื่อนไขของคูปองนี้',
    noCoupon: 'ไม่ใช้คูปอง',
    paymentMethod: 'วิธีชำระเงิน',
    paymentDetails: 'รายละเอียดการชำระเงิน',
    subtotal: 'ยอดรวมสินค้า',
    shippingFee: 'ค่าจัดส่ง',
    shippingDiscount: 'ส่วนลดค่าจัดส่ง',
    promotionDiscount: 'ส่วนลดโปรโมชั่น',
    couponDiscount: 'ส่วนลดคูปอง',
    amountToPay: 'ยอดที่ต้องชำระ',
    placeOrder: 'สั่งซื้อสินค้า',
    /** The summary or the addresses did not load (offline): inline, with the retry. */
    loadFailed: 'โหลดรายละเอียดคำสั่งซื้อไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    retry: 'ลองอีกครั้ง',
    /** The coupon chosen could not be priced (offline): the summary and its coupon stay as they were. */
    couponFailed: 'ใช้คูปองที่เลือกไม่สำเร็จ ยอดชำระยังเป็นตามที่แสดง โปรดลองอีกครั้ง',
  },
  payment: {
    qrPayment: 'ชำระเงินผ่าน QR',
    /** The single hard-coded sample tax-invoice address of /payment/address. */
    sampleAddress: 'ร้านตัวอย่าง 99/9 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900',
    bestCouponBanner: 'ระบบจะใช้คูปองที่ให้ส่วนลดสูงสุดกับคำสั่งซื้อนี้',
    useCoupon: 'ใช้คูปอง',
    /** /payment/coupon's summary did not load (offline): inline, with the summary's retry. */
    couponsLoadFailed: 'โหลดรายการคูปองไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    promotionDiscountSheet: 'ส่วนลดโปรโมชั่น',
    couponDiscountSheet: 'ส่วนลดคูปอง',
    successful: 'ชำระเงินสำเร็จ',
    successfulNote: 'ขอบคุณที่สั่งซื้อสินค้ากับเรา',
    /** The success page could not load its order, so it cannot say yet whether it is paid. */
    checkFailed: 'ตรวจสอบการชำระเงินไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    payLaterTitle: 'ยังไม่สามารถชำระเงินได้ในขณะนี้',
    payLaterNote: 'กรุณาลองใหม่อีกครั้งภายหลังจากหน้าคำสั่งซื้อของฉัน',
    backToOrders: 'ไปที่คำสั่งซื้อของฉัน',
    /** The success page's button to the paid order. */
    viewOrder: 'ดูคำสั่งซื้อ',
  },
  qr: {
    title: 'ชำระเงินผ่าน QR',
    imageAlt: 'QR Code สำหรับชำระเงิน',
    totalAmount: 'ยอดชำระทั้งหมด',
    payee: 'ชื่อบัญชีผู้รับเงิน',
    /** The hard-coded company name (the spec does not give it). */
    payeeName: 'บริษัท เครื่องดื่มค้าส่ง จำกัด',
    timeLeft: 'กรุณาชำระเงินภายใน',
    expired: 'QR Code หมดอายุแล้ว',
    saveQr: 'บันทึก QR Code',
    /** Shown with the QR large where the share sheet cannot save files (LINE's in-app browser). */
    longPressHint: 'กดค้างที่รูป QR Code แล้วเลือก "บันทึกรูปภาพ" เพื่อบันทึกลงเครื่อง',
    expiredNote: 'QR Code นี้ใช้ชำระเงินไม่ได้แล้ว กรุณาสร้าง QR Code ใหม่ หรือดูคำสั่งซื้อ',
    newQr: 'สร้าง QR Code ใหม่',
    /**
     * The status checks do not reach the server (offline, no answer): said near the countdown while
     * the QR can be paid. Nothing about the payment itself: it may be paid meanwhile.
     */
    // A word joiner keeps 'ได้' off the start of a line at 360 px.
    connectionLost:
      'ขาดการเชื่อมต่ออินเทอร์เน็ต QR Code ยังใช้ชำระเงิน\u2060ได้ ระบบจะตรวจสอบการชำระเงินให้เองเมื่อกลับมาออนไลน์',
    /** The same once the QR has expired (it can no longer be paid; the last look still counts). */
    connectionLostExpired: 'ขาดการเชื่อมต่ออินเทอร์เน็ต ระบบจะตรวจสอบการชำระเงินให้เองเมื่อกลับมาออนไลน์',
    /**
     * Payment status 6 (paidToRefund): the money arrived, but did not pay for the order (a newer QR had
     * replaced this one, or the order was cancelled); the order is not paid and the money goes back.
     */
    notCountedTitle: 'ยอดเงินนี้ไม่ได้ใช้ชำระคำสั่งซื้อ',
    notCountedNote:
      'QR Code นี้ถูกแทนที่ด้วย QR Code ใหม่แล้ว หรือคำสั่งซื้อถูกยกเลิกแล้ว การชำระเงินครั้งนี้จึงไม่ได้นำไปชำระคำสั่งซื้อ',
    // No break inside '7-10 วันทำการ' (non-breaking hyphen, no-break space, word joiner), as the cancelled banner.
    notCountedRefund: 'เราจะคืนเงินจำนวนนี้ให้ภายใน 7\u201110\u00a0วัน\u2060ทำการ',
    /** Before the refunded amount. */
    refundAmount: 'ยอดเงินที่จะได้รับคืน',
    viewOrder: 'ดูคำสั่งซื้อ',
    orderDetailFailed: 'ไม่สามารถโหลดรายละเอียดคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
    howToPay: 'วิธีชำระเงิน',
    steps: [
      'บันทึกภาพ QR Code หรือแคปหน้าจอนี้ไว้',
      'เปิดแอปพลิเคชันธนาคารบนมือถือ',
      'เลือกเมนูสแกนจ่าย หรือสแกน QR',
      'เลือกภาพ QR Code ที่บันทึกไว้จากคลังภาพ',
      'ตรวจสอบยอดเงินและชื่อผู้รับเงิน แล้วยืนยันการชำระเงิน',
    ],
    contact: 'ติดต่อสอบถาม',
    notesTitle: 'หมายเหตุ',
    notes: [
      'QR Code นี้ใช้ชำระเงินได้ครั้งเดียว สำหรับคำสั่งซื้อนี้เท่านั้น',
      ORDER_LIFETIME_NOTE,
      'หลังชำระเงิน ระบบจะตรวจสอบและแจ้งผลให้อัตโนมัติ กรุณาอย่าปิดหน้านี้',
    ],
    /** Once the QR has expired, only what still holds: no steps to pay it, no 'do not close'. */
    expiredNotes: [ORDER_LIFETIME_NOTE],
  },
  /** Hard-coded contacts; the spec does not give their values, these are the demo shop's. */
  contact: {
    customerServicePhone: '02-000-0000',
    shopPhone: '02-000-0000',
    chatAccount: '@beverageshop',
  },
  /** What the order is close to (docs/pricing.md "Nudges"), in the cart and on the summary. */
  nudges: {
    title: 'ซื้อเพิ่มอีกนิด รับสิทธิ์เพิ่ม',
    more: 'ดูเพิ่มเติม',
    /** Beside the cart's list total: what /summary will ask (best coupon and shipping included). */
    estimate: 'ยอดชำระโดยประมาณ (หลังส่วนลด รวม\u2060ค่า\u2060ส่ง)',
    estimating: 'กำลังคำนวณส่วนลด…',
    estimateFailed: 'คำนวณส่วนลดไม่ได้ ดูยอดจริงในหน้าสรุปคำสั่งซื้อ',
    free: 'ฟรี',
  },
} as const;

/** A nudge's headline (docs/pricing.md "Nudges"); amounts are formatBaht's output. */
export const nudgeLines = {
  stepDiscount: (qty: number, unit: string, percent: number) => `อีก ${qty} ${unit} ลด ${percent}%`,
  stepFree: (qty: number, unit: string, free: number) => `อีก ${qty} ${unit} แถม ${free} ${unit} ฟรี`,
  premium: (amount: string, gift: string, quantity: number) => `อีก ${amount} รับ ${gift} ${quantity} ชิ้น ฟรี`,
  themeBrand: (amount: string, percent: number) => `อีก ${amount} ลด ${percent}%`,
  freeShipping: (amount: string) => `อีก ${amount} ส่งฟรี`,
  coupon: (amount: string, name: string) =>
    name.startsWith('คูปอง') ? `อีก ${amount} ใช้${name}ได้` : `อีก ${amount} ใช้คูปอง ${name} ได้`,
  /** The second line: the gift's value, the coupon's or the shipping's saving. */
  giftValue: (amount: string) => `มูลค่า ${amount}`,
  saving: (amount: string) => `ลด ${amount}`,
  /** What one tap adds. */
  add: (qty: number, unit: string) => `+${qty} ${unit}`,
  addLabel: (headline: string, title: string, qty: number, unit: string) =>
    `${headline}: เพิ่ม ${title} ${qty} ${unit}`,
} as const;

/** A coupon's minimum order in the picker; `amount` is formatBaht's output. */
export function couponMinimum(amount: string): string {
  return `ขั้นต่ำ ${amount}`;
}

/** 'ใช้คูปองนี้ได้' with word joiners between its words: never split across lines. */
const USE_THIS_COUPON = ['ใช้', 'คูปอง', 'นี้', 'ได้'].join('\u2060');

/** The most a percent coupon takes off; `amount` is formatBaht's output. */
export function couponCap(amount: string): string {
  return `ลดสูงสุด ${amount}`;
}

/**
 * What this order still needs before a coupon applies; `amount` is formatBaht's output. Word
 * joiners keep 'ใช้คูปองนี้ได้' on one line of a narrow picker (it broke before 'นี้ได้' or 'ได้').
 */
export function couponMissing(amount: string): string {
  return `อีก ${amount} ${USE_THIS_COUPON}`;
}

/** The QR countdown, 'mm:ss' or 'h:mm:ss' already formatted. */
export function qrTimeLeft(clock: string): string {
  return `${thCheckout.qr.timeLeft} ${clock}`;
}

export function phoneContact(phone: string): string {
  return `โทร ${phone}`;
}

export function chatContact(account: string): string {
  return `LINE ${account}`;
}

/**
 * /cart after a reorder ('ซื้ออีกครั้ง', or 'สั่งซ้ำ' on home when `orderNo` is null): how many of its
 * lines are new in the cart and how many already there had their quantity raised, so a second tap
 * is seen, and how many would have passed 999 and were set to 999 (spec section 5, as a typed
 * quantity above 999 is: th.product.qtyClamped). The counts are the cart chart's
 * (machines/cart/reorder.ts `reorderOutcome`).
 */
export function reorderAdded(orderNo: string | null, added: number, grown: number, capped = 0): string {
  const from = orderNo ? `จากคำสั่งซื้อ ${orderNo}` : 'จากรายการสั่งประจำ';
  const first = added > 0 ? `เพิ่ม ${added}\u00a0รายการ${from}` : from;
  // A word joiner keeps 'เพิ่มจำนวน' whole (a 360 px cart broke it after 'เพิ่ม').
  const counted = grown > 0 ? `${first} · ${grown}\u00a0รายการที่มีอยู่แล้วเพิ่ม\u2060จำนวน` : first;
  return capped > 0 ? `${counted} · ${capped}\u00a0รายการจำนวนเกิน 999 จึงปรับเป็น\u00a0999` : counted;
}
