import * as z from 'zod/mini';
import { Baht, DateTime, described, Id, IdNumber, Int, NullableString, Percent } from './common.ts';
import { LOOKUP_BATCH_MAX } from './limits.ts';
import { OrderBy, optionalQuery, QueryText, queryInt } from './query.ts';

/** Plain category list item (GET /categories): the chooser uses image_url. */
export const Category = z
  .object({
    id: Int,
    th_name: z.string(),
    en_name: z.string(),
    description: z.string(),
    supplier_id: Int,
    order: Int,
    split_order: Int,
    is_active: z.boolean(),
    is_banner: z.boolean(),
    image_url: NullableString,
    image_cover_url: NullableString,
    created_date: DateTime,
    created_by: z.string(),
    updated_date: z.nullable(DateTime),
    updated_by: NullableString,
    deleted_date: z.nullable(DateTime),
  })
  .check(z.meta({ id: 'Category' }));
export type Category = z.infer<typeof Category>;

const SubCategory = z.object({
  sub_category_id: Int,
  sub_category_name: z.string(),
  image: NullableString,
});

/** Category with its sub-categories (drawer). */
export const CategoryWithSubs = z
  .object({
    category_id: Int,
    category_name: z.string(),
    image_cover_url: NullableString,
    sub_categories: z.array(SubCategory),
  })
  .check(z.meta({ id: 'CategoryWithSubCategories' }));
export type CategoryWithSubs = z.infer<typeof CategoryWithSubs>;

export const CategoriesWithSubsQuery = z.object({ customer_group_id: optionalQuery(Id) });

/** Banner. `type` is category, promotion or brand; clients ignore other values. */
export const Banner = z
  .object({
    id: Int,
    type: described(z.string(), 'category | promotion | brand'),
    ref_id: described(z.string(), 'id of the category, promotion or brand; may be empty'),
    name: z.string(),
    image: NullableString,
  })
  .check(z.meta({ id: 'Banner' }));
export type Banner = z.infer<typeof Banner>;

export const OrderedListQuery = z.object({
  order_name: optionalQuery(z.enum(['order', 'id', 'name'])),
  order_by: optionalQuery(OrderBy),
});

export const Promotion = z
  .object({
    id: Int,
    name: z.string(),
    type: z.string(),
    image: NullableString,
    image_cover: NullableString,
    rules_description: described(
      z.optional(z.array(z.object({ header: z.string(), description: z.string() }))),
      'its rules in words: tiers, whether they repeat, gifts and their value (the reference server)',
    ),
  })
  .check(z.meta({ id: 'Promotion' }));
export type Promotion = z.infer<typeof Promotion>;

export const Brand = z
  .object({
    id: Int,
    name_th: z.string(),
    image: NullableString,
    image_cover_url: NullableString,
  })
  .check(z.meta({ id: 'Brand' }));
export type Brand = z.infer<typeof Brand>;

export const CustomerGroup = z
  .object({ id: Int, name: z.string(), image: NullableString })
  .check(z.meta({ id: 'CustomerGroup' }));
export type CustomerGroup = z.infer<typeof CustomerGroup>;

const productListShape = {
  id: described(z.int(), 'the sku id'),
  sku: z.string(),
  title: z.string(),
  image_url: NullableString,
  net_price: Baht,
  price: Baht,
  discount_price: described(z.nullable(Percent), 'discount in percent, null when none'),
};

/** A product as lists and suggestions show it (the OpenAPI schema `id`), its selling unit described. */
const listedProduct = <const Id extends string>(id: Id, packSize: string) =>
  z
    .object({ ...productListShape, pack_size: described(z.optional(NullableString), packSize) })
    .check(z.meta({ id }));

/** Product in lists. net_price = price less discount_price percent. */
export const ProductListItem = listedProduct(
  'ProductListItem',
  "the selling unit, e.g. 'ลัง 24 ขวด' (a card's quick add and its amount in the cart say it)",
);
export type ProductListItem = z.infer<typeof ProductListItem>;

const SKU_PAGE_SIZE_MAX = 100;

export const SkusQuery = z.object({
  limit: optionalQuery(queryInt(1, SKU_PAGE_SIZE_MAX)),
  page: optionalQuery(queryInt(1, 100_000)),
  order_name: optionalQuery(z.enum(['order', 'price', 'net_price', 'title', 'id'])),
  order_by: optionalQuery(OrderBy),
  search: optionalQuery(QueryText),
  category_id: optionalQuery(Id),
  sub_category_id: optionalQuery(Id),
  brand_id: optionalQuery(Id),
  promotion_id: optionalQuery(Id),
  customer_group_id: optionalQuery(Id),
  is_recommend: optionalQuery(z.enum(['0', '1'])),
  purchased: described(
    optionalQuery(z.enum(['0', '1'])),
    "'1': only products the caller bought in a paid or delivered order ('เคยซื้อ')",
  ),
});
export type SkusQuery = z.infer<typeof SkusQuery>;

const SKU_SUGGESTIONS_MAX = 10;

/** Suggestions while typing (GET /skus/suggestions): the closest products, best first. */
export const SkuSuggestionsQuery = z.object({
  search: described(QueryText, 'what was typed so far; empty answers []'),
  limit: optionalQuery(queryInt(1, SKU_SUGGESTIONS_MAX)),
});
export type SkuSuggestionsQuery = z.infer<typeof SkuSuggestionsQuery>;

/** A suggested product: as in lists, with its selling unit so the list says what one is. */
export const SkuSuggestion = listedProduct(
  'SkuSuggestion',
  "the selling unit, e.g. 'ลัง 24 ขวด'; null or absent when the catalogue has none",
);
export type SkuSuggestion = z.infer<typeof SkuSuggestion>;

export const PromotionDescription = z.object({
  type: described(z.string(), 'step_discount | step_free | premium | theme_brand'),
  name: z.string(),
  table_description: z.array(z.object({ header: z.string(), description: z.string() })),
});
export type PromotionDescription = z.infer<typeof PromotionDescription>;

export const ProductDetail = z
  .object({
    ...productListShape,
    description: z.string(),
    pack_size: described(
      NullableString,
      "the selling unit, e.g. 'ลัง 24 ขวด'; null when the catalogue has none",
    ),
    brand_id: Int,
    category_id: Int,
    promotion_description: z.array(PromotionDescription),
  })
  .check(z.meta({ id: 'ProductDetail' }));
export type ProductDetail = z.infer<typeof ProductDetail>;

export const SkuDetailQuery = z.object({ id: Id });

const skuLookupFields = {
  sku: z.string(),
  title: z.string(),
  price: Baht,
  discount_price: z.nullable(Percent),
  image_url: NullableString,
  pack_size: described(NullableString, "the selling unit, e.g. 'ลัง 24 ขวด'; null when none"),
};

/** Product lookup for a cart line (GET /skus/lookup/{sku_id}). */
export const SkuLookup = z.object(skuLookupFields).check(z.meta({ id: 'SkuLookup' }));
export type SkuLookup = z.infer<typeof SkuLookup>;

export const SkuIdParams = z.object({ sku_id: Id });

/** The products of a whole cart at once (POST /skus/lookup): at most LOOKUP_BATCH_MAX ids. */
export const SkuLookupBody = z.object({
  sku_ids: described(
    z
      .array(IdNumber)
      .check(
        z.minLength(1, 'must name at least one product'),
        z.maxLength(LOOKUP_BATCH_MAX, `must name at most ${LOOKUP_BATCH_MAX} products`),
      ),
    `the products to look up (1 to ${LOOKUP_BATCH_MAX}; a repeated id is answered once)`,
  ),
});
export type SkuLookupBody = z.infer<typeof SkuLookupBody>;

/**
 * Each product asked for once: in `products` (as GET /skus/lookup/{sku_id} answers it, with its
 * id) when it is sold, else its id in `missing` (what that GET answers 404 for).
 */
export const SkuLookupBatch = z
  .object({
    products: z.array(
      z
        .object({ sku_id: described(Int, 'the id asked for'), ...skuLookupFields })
        .check(z.meta({ id: 'SkuLookupItem' })),
    ),
    missing: described(z.array(Int), 'ids of products not sold (unknown or inactive)'),
  })
  .check(z.meta({ id: 'SkuLookupBatch' }));
export type SkuLookupBatch = z.infer<typeof SkuLookupBatch>;
