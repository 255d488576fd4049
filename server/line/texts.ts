/**
 * The Thai texts of the LINE messages the server pushes (messages.ts). The storefront's strings
 * live in src/i18n, which the server may not import (ADR 0009); the words the chat shares with the
 * app (status labels, the refund note of spec section 2, 'ซื้ออีกครั้ง') are written the same here,
 * and tests/server/line-messages.test.ts compares them with src/i18n.
 */
export const lineTexts = {
  orderNo: 'หมายเลขคำสั่งซื้อ',
  placed: {
    title: 'ได้รับคำสั่งซื้อแล้ว',
    note: 'กรุณาชำระเงินด้วย QR PromptPay ภายในเวลาที่กำหนด',
    amount: 'ยอดที่ต้องชำระ',
    deadline: 'ชำระภายใน',
    button: 'ชำระเงิน',
  },
  paid: {
    title: 'ชำระเงินสำเร็จ',
    receipt: 'ใบเสร็จรับเงิน',
    items: 'รายการสินค้า',
    freeGifts: 'ของแถม',
    orderTotal: 'ยอดรวมคำสั่งซื้อ',
    shippingFee: 'ค่าจัดส่ง',
    shippingDiscount: 'ส่วนลดค่าจัดส่ง',
    promotionDiscount: 'ส่วนลดโปรโมชั่น',
    couponDiscount: 'ส่วนลดคูปอง',
    total: 'ยอดชำระทั้งหมด',
    paidAt: 'ชำระเมื่อ',
  },
  preparing: { title: 'กำลังเตรียมจัดส่ง', note: 'ร้านกำลังจัดเตรียมสินค้าของคุณ' },
  inTransit: { title: 'อยู่ระหว่างจัดส่ง', note: 'สินค้าของคุณออกจากคลังแล้ว กำลังเดินทางไปยังร้านของคุณ' },
  delivered: { title: 'จัดส่งสำเร็จ', note: 'สินค้าถึงร้านของคุณแล้ว ขอบคุณที่สั่งซื้อ' },
  cancelled: {
    title: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    // As the app's cancelled banner (src/i18n/th-account.ts): no break inside '7-10 วันทำการ'.
    refundNote: 'หากชำระเงินแล้ว จะได้รับเงินคืนภายใน 7\u201110\u00a0วัน\u2060ทำการ',
    contactNote: 'สอบถามเพิ่มเติม ติดต่อฝ่ายบริการลูกค้า',
  },
  viewOrder: 'ดูคำสั่งซื้อ',
  buyAgain: 'ซื้ออีกครั้ง',
  quantity: (n: number) => `x${n}`,
  moreItems: (n: number) => `และอีก ${n} รายการ`,
} as const;
