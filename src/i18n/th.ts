import { MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';

/**
 * Every customer-facing text of the storefront, grouped by screen. Texts the spec quotes are
 * verbatim (tests/unit/strings.test.ts holds the list); the others are the spec's English meaning
 * in the Thai a shop app would use. Money and dates are formatted by src/lib/format.ts and passed in
 * already formatted. The order summary, payment, QR and contact sections are ./th-checkout.ts
 * (`thCheckout`), the account, order and coupon sections ./th-account.ts (`thAccount`), the detail
 * pages' not-found texts ./th-detail.ts (`thDetail`) and sharing ./th-share.ts (`thShare`): the
 * screens that show them import them from there, so the first screen's code does not carry them.
 */
export const th = {
  common: {
    baht: 'บาท',
    /** After a time of day: '14:05 น.'. */
    timeSuffix: 'น.',
    close: 'ปิด',
    confirm: 'ยืนยัน',
    ok: 'ตกลง',
    backHome: 'กลับหน้าหลัก',
    imageAlt: 'รูปสินค้า',
  },
  app: {
    /** Shown until login finishes. */
    loading: 'loading',
    /** Shown where a browser refuses to close the window (the LINE user is not a registered shop). */
    closed: 'บัญชี LINE นี้ยังไม่ได้ลงทะเบียนกับร้านค้า กรุณาติดต่อร้านค้า',
    /** Sign-in answered 503 (LINE or the shop's service is down): never 'not registered'. */
    unavailableTitle: 'ระบบไม่พร้อมให้บริการชั่วคราว',
    unavailableNote: 'ไม่สามารถเข้าสู่ระบบได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    /** Sign-in got no answer and the phone is offline: the connection, not the shop, is down. */
    offlineTitle: 'ไม่ได้เชื่อมต่ออินเทอร์เน็ต',
    offlineNote: 'เข้าสู่ระบบไม่ได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต แอปจะเข้าสู่ระบบให้เองเมื่อกลับมาออนไลน์',
    retry: 'ลองใหม่อีกครั้ง',
  },
  /** A screen's code did not arrive (offline; machines/screen-load): header and tabs stay. */
  screenLoad: {
    title: 'เชื่อมต่อไม่สำเร็จ',
    note: 'โหลดหน้านี้ไม่ได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต หน้านี้จะโหลดให้เองเมื่อกลับมาออนไลน์',
    retry: 'ลองอีกครั้ง',
  },
  shell: {
    searchPlaceholder: 'ค้นหาสินค้า',
    back: 'ย้อนกลับ',
    openCategories: 'เปิดหมวดหมู่สินค้า',
    /** The header logo (text) on home. */
    logo: 'เครื่องดื่มค้าส่ง',
    cart: 'ตะกร้าสินค้า',
    cartWithItems: 'ตะกร้าสินค้า (มีสินค้า)',
    /** What a screen reader calls the tab bar (the navigation landmark). */
    tabBar: 'เมนูหลัก',
  },
  /** Suggestions under the header search box (machines/search-box). */
  searchBox: {
    suggestions: 'สินค้าที่ใกล้เคียง',
    loading: 'กำลังค้นหา…',
    noMatches: 'ไม่พบสินค้าที่ใกล้เคียง',
    failed: 'โหลดคำแนะนำไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
  tabs: {
    home: 'หน้าหลัก',
    promotions: 'โปรโมชั่น',
    categories: 'สินค้า',
    profiles: 'บัญชี',
  },
  /** Header titles; which one a route shows is decided in src/lib/route-meta.ts. */
  titles: {
    cart: 'ตะกร้าสินค้า',
    paymentMethod: 'เลือกวิธีชำระเงิน',
    address: 'เลือกที่อยู่',
    orderDetails: 'รายละเอียดคำสั่งซื้อ',
    coupon: 'คูปอง',
    paymentSuccessful: 'ชำระเงินสำเร็จ',
    payment: 'ชำระเงิน',
    account: 'บัญชีของฉัน',
    accountInformation: 'ข้อมูลบัญชี',
    orders: 'คำสั่งซื้อของฉัน',
    myCoupons: 'คูปองของฉัน',
    couponHistory: 'ประวัติคูปอง',
    couponDetails: 'รายละเอียดคูปอง',
    details: 'รายละเอียด',
    productDetail: 'รายละเอียดสินค้า',
  },
  /** A readable name for every route of contract/app-paths.ts ROUTE_PATHS, keyed by its path. */
  routeNames: {
    home: 'หน้าหลัก',
    products: 'สินค้าทั้งหมด',
    brands: 'Shop By Brands',
    'brands/:indexId': 'สินค้าตามแบรนด์',
    categories: 'หมวดหมู่สินค้า',
    'categories/:indexId': 'สินค้าในหมวดหมู่',
    'subcategories/:indexId': 'สินค้าในหมวดหมู่ย่อย',
    'shoptype/:indexId': 'สินค้าตามประเภทร้านค้า',
    'shoptype/subcategories/:indexId': 'หมวดหมู่ย่อยตามประเภทร้านค้า',
    promotions: 'โปรโมชั่น',
    'promotions/:indexId': 'สินค้าโปรโมชั่น',
    cart: 'ตะกร้าสินค้า',
    summary: 'รายละเอียดคำสั่งซื้อ',
    'payment/address': 'เลือกที่อยู่',
    'payment/method': 'เลือกวิธีชำระเงิน',
    'payment/coupon': 'คูปอง',
    'payment/:orderId/successful': 'ชำระเงินสำเร็จ',
    'payment/:paymentId/:orderId/qrcode': 'ชำระเงินผ่าน QR',
    'products/:productId': 'รายละเอียดสินค้า',
    profiles: 'บัญชีของฉัน',
    information: 'ข้อมูลบัญชี',
    ordershistory: 'คำสั่งซื้อของฉัน',
    'ordershistory/:orderId': 'รายละเอียดคำสั่งซื้อ',
    'ordershistory/paylater/:orderId': 'ชำระเงินภายหลัง',
    mycoupon: 'คูปองของฉัน',
    'mycoupon/history': 'ประวัติคูปอง',
    'mycoupon/:code': 'รายละเอียดคูปอง',
  },
  home: {
    bannerAlt: 'แบนเนอร์',
    promotionAlt: 'โปรโมชั่น',
    shopTypes: 'ประเภทร้านค้า',
    shopByBrand: 'ช้อปตามแบรนด์',
    seeAll: 'ดูทั้งหมด',
    recommended: 'สินค้าแนะนำ',
    nextBanner: 'แบนเนอร์ถัดไป',
    previousBanner: 'แบนเนอร์ก่อนหน้า',
    playBanners: 'เล่นแบนเนอร์อัตโนมัติ',
    pauseBanners: 'หยุดเล่นแบนเนอร์อัตโนมัติ',
    /** /promotions with no running promotion (a failed load says promotionsLoadFailed instead). */
    noPromotions: 'ยังไม่มีโปรโมชั่นในขณะนี้',
    /** /promotions whose list could not be loaded (offline, a server error): not 'no promotions'. */
    promotionsLoadFailed: 'โหลดโปรโมชั่นไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    /** Home when some section could not be loaded (one line), or every one (a heading and a note). */
    loadFailed: 'โหลดข้อมูลหน้าหลักไม่ครบ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    loadFailedAll: 'โหลดหน้าหลักไม่สำเร็จ',
    loadFailedAllNote: 'โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต หน้านี้จะโหลดให้เองเมื่อกลับมาออนไลน์',
    /** The usual order: the shop's products of its latest paid or delivered orders. */
    usual: 'สั่งประจำ',
    /** Fills the cart with the usual order, ticked. */
    reorderUsual: 'สั่งซ้ำ',
    /** A product of the usual order the catalogue no longer sells. */
    noLongerSold: 'เลิกขายแล้ว',
  },
  drawer: { title: 'หมวดหมู่สินค้า' },
  categories: {
    /** The local tile, id 999, leading to /products/. */
    all: 'ทั้งหมด',
    /** The compact list of the categories without an image, under the tiles. */
    others: 'หมวดหมู่อื่น ๆ',
    /** /categories whose list could not be loaded (offline, a server error). */
    loadFailed: 'โหลดหมวดหมู่สินค้าไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
  },
  productList: {
    loading: 'Loading',
    end: '--- End of Products ---',
    allBrands: 'Shop By Brands',
    allProducts: 'สินค้าทั้งหมด',
    searchResults: 'ผลการค้นหา',
    empty: 'ไม่พบสินค้า',
    /** A search page failed (offline, server error): not 'no products'. */
    failed: 'โหลดผลการค้นหาไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    /** A page of any other list failed (offline, server error): not 'no products'. */
    listFailed: 'โหลดสินค้าไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    retry: 'ลองอีกครั้ง',
    /** No results: the closest products, then the categories to browse instead. */
    suggestions: 'สินค้าที่ใกล้เคียง',
    browseCategories: 'เลือกดูตามหมวดหมู่',
    /** The filter chip: only the products the shop has bought before. */
    purchased: 'เคยซื้อ',
    /** A promotion's list page: the box with the promotion's rules in words. */
    promotionRules: 'เงื่อนไขโปรโมชั่น',
  },
  product: {
    description: 'รายละเอียดสินค้า',
    add: 'เพิ่มสินค้า',
    baht: 'บาท',
    promotions: 'โปรโมชั่น',
    quantity: 'จำนวน',
    decrease: 'ลดจำนวน',
    increase: 'เพิ่มจำนวน',
    /** Next to a stepper: the typed quantity was refused (empty, 0, negative, decimals). */
    qtyInvalid: 'กรุณาใส่จำนวนเต็มตั้งแต่ 1 ขึ้นไป',
    /** Next to a stepper: a quantity above 999 was brought down to 999. */
    qtyClamped: 'สั่งได้สูงสุด 999 ต่อรายการ จึงปรับเป็น 999',
    /** The link in the notice after an add. */
    viewCart: 'ดูตะกร้า',
    /** The unit of a quantity when the product has no pack size (src/lib/selling-unit.ts). */
    unit: 'ชิ้น',
    /** The quick add panel's button (a product card or a suggestion). */
    quickAdd: 'เพิ่มลงตะกร้า',
    /** Closes the quick add panel. */
    closeQuickAdd: 'ปิด',
  },
  cart: {
    selectAll: 'เลือกทั้งหมด',
    select: 'เลือกสินค้า',
    remove: 'ลบสินค้า',
    empty: 'ไม่มีสินค้าในตะกร้า',
    total: 'รวม',
    noneSelected: 'กรุณาเลือกสินค้า',
    belowMinimum: 'สั่งซื้อขั้นต่ำ 500 บาท',
    /** Before a line's total. */
    lineTotal: 'รวม',
    undo: 'เลิกทำ',
    /** Some lines could not be refreshed on opening (kept as they were). */
    notRefreshed: 'ไม่สามารถอัปเดตราคาสินค้าบางรายการได้ ระบบจะลองใหม่เมื่อเปิดตะกร้าอีกครั้ง',
    /** On a line that was not refreshed. */
    staleLine: 'ยังไม่ได้อัปเดตราคาล่าสุด',
  },
  reorder: {
    button: 'ซื้ออีกครั้ง',
    failed: 'ไม่สามารถซื้ออีกครั้งได้ในขณะนี้ กรุณาลองใหม่',
  },
  errors: {
    title: 'เกิดข้อผิดพลาด',
    cancelFailed: 'error',
    /** Shown to customers instead of a server's raw text (which goes to the console). */
    server: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
    network: 'ไม่สามารถเชื่อมต่อได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
    timeout: 'ระบบตอบกลับช้าเกินไป กรุณาลองใหม่อีกครั้ง',
    badRequest: 'ไม่สามารถสั่งซื้อได้ กรุณาตรวจสอบรายการสินค้าแล้วลองใหม่อีกครั้ง',
    conflict: 'ราคาหรือโปรโมชั่นมีการเปลี่ยนแปลง กรุณาตรวจสอบยอดชำระแล้วสั่งซื้ออีกครั้ง',
    signIn: 'กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  },
} as const;

/** The cart's red banner; `remaining` is formatNumber2's output, e.g. '120.50'. */
export function minimumOrderShortfall(remaining: string): string {
  return `ซื้อเพิ่มอีก ฿${remaining} (สั่งซื้อขั้นต่ำ ฿${MINIMUM_ORDER_BAHT})`;
}

/**
 * The notice after an add: the product and the quantity in its selling unit ('48 ลัง',
 * src/lib/selling-unit.ts); a no-break space keeps number and unit together.
 */
export function addedToCart(name: string, qty: number, unit: string): string {
  return `เพิ่ม ${name} จำนวน ${qty}\u00a0${unit} ลงตะกร้าแล้ว`;
}

/** The add control of a product card or suggestion (its accessible name). */
export function quickAddLabel(name: string): string {
  return `เพิ่ม ${name} ลงตะกร้า`;
}

/** On a product card: how many are already in the cart, in its selling unit. */
export function inCartLabel(qty: number, unit: string): string {
  return `ในตะกร้า ${qty}\u00a0${unit}`;
}

/** A line of the usual order: the last quantity, in its selling unit. */
export function usualQuantity(qty: number, unit: string): string {
  return `${qty}\u00a0${unit}`;
}

/** The undo bar after a line was removed. */
export function lineRemoved(name: string): string {
  return `ลบ ${name} ออกจากตะกร้าแล้ว`;
}

/** More lines ticked than one order may hold (LINES_MAX). */
export function tooManyLines(max: number, count: number): string {
  return `สั่งซื้อได้ไม่เกิน ${max} รายการต่อครั้ง (เลือกไว้ ${count} รายการ) กรุณาเอาเครื่องหมายออกบางรายการ`;
}

/** After a reorder: the order's items no longer sold, in one message. */
export function reorderUnavailable(names: readonly string[]): string {
  return `สินค้าต่อไปนี้ไม่มีจำหน่ายแล้ว จึงไม่ได้เพิ่มลงตะกร้า: ${names.join(', ')}`;
}

/** The cart's pay button with the count of selected lines. */
export function payWithCount(count: number): string {
  return `ชำระเงิน (${count})`;
}

/** '3 รายการ': line or item counts (orders, summary); a no-break space keeps number and unit together. */
export function itemCount(count: number): string {
  return `${count}\u00a0รายการ`;
}

/** 'x 2': quantity of an order line or a free gift. */
export function quantityTimes(quantity: number): string {
  return `x\u00a0${quantity}`;
}

/** 'x 48 แพ็ค': a summary line's quantity in the product's selling unit, as the cart counts it. */
export function quantityTimesIn(quantity: number, unit: string): string {
  return `${quantityTimes(quantity)}\u00a0${unit}`;
}

/** The banner carousel's slide names and position dots (read by screen readers). */
export function bannerPosition(position: number, count: number): string {
  return `แบนเนอร์ ${position} จาก ${count}`;
}
export function goToBanner(position: number): string {
  return `ไปที่แบนเนอร์ ${position}`;
}

/** Login init failure. */
export function initError(message: string): string {
  return `Error: ${message}`;
}
