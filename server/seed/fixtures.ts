/**
 * Facts about the seed that tests may rely on. The seed reads the ids below as inputs (which
 * SKUs lack images, which coupons are used...) and checks the counts when it runs.
 * Shops and LINE users are in ./identities.ts.
 */

/** How many of each the seed holds (the seed checks them when it runs). */
export const SEED_COUNTS = {
  skus: 331,
  activeSkus: 329,
  recommendedSkus: 24,
  brands: 20,
  categories: 8,
  subCategories: 16,
  customerGroups: 6,
  promotions: 9,
  banners: 8,
} as const;

/** The one category without sub-categories (the drawer goes straight to /categories/8). */
export const CATEGORY_ID_WITHOUT_SUBS = 8;
/** Categories with image_url null: the category chooser leaves them out. */
export const CATEGORY_IDS_WITHOUT_IMAGE: readonly number[] = [6, 7];

/** image_url is null. */
export const SKU_IDS_WITHOUT_IMAGE: readonly number[] = [18, 97, 166, 316];
/** image_url is '/images/products/missing-{id}.svg', which the server answers with 404. */
export const SKU_IDS_BROKEN_IMAGE: readonly number[] = [26, 142, 285];
/** is_active = false: never listed, not orderable. */
export const SKU_IDS_INACTIVE: readonly number[] = [150, 300];
/** Its description holds '<b>' and '<script>' text, to be shown as plain text. */
export const SKU_ID_HTML_DESCRIPTION = 297;
/** discount_price 15 (percent), price 47.00, net price 39.95. */
export const SKU_ID_WITH_DISCOUNT = 1;
/** No product discount and in no promotion. */
export const SKU_ID_PLAIN = 17;

/** Promotion ids by type; all run from now - 10 days to now + 60 days. */
export const PROMOTION_IDS_BY_TYPE = {
  step_discount: [1, 5, 9],
  step_free: [2, 6],
  premium: [3, 7],
  theme_brand: [4, 8],
} as const;

/** A SKU under a promotion of each type (3 is under step_discount 1 and premium 3). */
export const SKU_ID_BY_PROMOTION_TYPE = {
  step_discount: 3,
  step_free: 45,
  premium: 35,
  theme_brand: 61,
} as const;

/** theme_brand promotion 4 covers every SKU of this brand (Pepsi). */
export const THEME_BRAND_ID = 6;

export const BANNER_ID_EMPTY_REF = 7;
export const BANNER_ID_UNKNOWN_TYPE = 8;

/** Coupons of SHOP001 by status, and of SHOP002. */
export const COUPON_CODES = {
  /** status null, running, various min_total (0, 500, 1000, 3000). */
  usable: ['WELCOME50', 'SAVE10P', 'CASH100', 'BULK5P'],
  /** status null, running, min_total 5000: not applicable to small orders. */
  usableMin5000: 'VIP300',
  used: ['NEWYEAR100', 'SONGKRAN5P'],
  expired: ['OLDCASH50', 'XMAS10P'],
  /** status null but end_date in the past: reads as expired. */
  lapsed: 'FLASH80',
  cancelled: 'SORRY100',
  shop002Usable: ['HELLO30', 'MINI8P'],
} as const;

/** SHOP001's orders by status_id (the 18 seeded orders are 1001-1018; orders_id_seq starts at 10001). */
export const SHOP001_ORDER_IDS_BY_STATUS: Readonly<Record<number, readonly number[]>> = {
  1: [1013, 1014],
  2: [1007, 1011],
  3: [1006, 1012],
  4: [1005, 1009],
  5: [1001, 1002, 1010],
  6: [1004],
  7: [1008],
  12: [1003],
};
export const SHOP001_ORDER_COUNT = 14;
export const SHOP002_ORDER_IDS: readonly number[] = [1015, 1016, 1017, 1018];
