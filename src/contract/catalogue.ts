import { z } from 'zod';
import { Baht, DateTime, Id, OrderBy, optionalQuery, Percent, QueryText } from './common.ts';

/** Plain category list item (GET /categories): the chooser uses image_url. */
export const Category = z
  .object({
    id: z.number().int(),
    th_name: z.string(),
    en_name: z.string(),
    description: z.string(),
    supplier_id: z.number().int(),
    order: z.number().int(),
    split_order: z.number().int(),
    is_active: z.boolean(),
    is_banner: z.boolean(),
    image_url: z.string().nullable(),
    image_cover_url: z.string().nullable(),
    created_date: DateTime,
    created_by: z.string(),
    updated_date: DateTime.nullable(),
    updated_by: z.string().nullable(),
    deleted_date: DateTime.nullable(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const SubCategory = z.object({
  sub_category_id: z.number().int(),
  sub_category_name: z.string(),
  image: z.string().nullable(),
});

/** Category with its sub-categories (drawer). */
export const CategoryWithSubs = z
  .object({
    category_id: z.number().int(),
    category_name: z.string(),
    image_cover_url: z.string().nullable(),
    sub_categories: z.array(SubCategory),
  })
  .meta({ id: 'CategoryWithSubCategories' });
export type CategoryWithSubs = z.infer<typeof CategoryWithSubs>;

export const CategoriesWithSubsQuery = z.object({ customer_group_id: optionalQuery(Id) });

/** Banner. `type` is category, promotion or brand; clients ignore other values. */
export const Banner = z
  .object({
    id: z.number().int(),
    type: z.string().describe('category | promotion | brand'),
    ref_id: z.string().describe('id of the category, promotion or brand; may be empty'),
    name: z.string(),
    image: z.string().nullable(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;

export const OrderedListQuery = z.object({
  order_name: optionalQuery(z.enum(['order', 'id', 'name'])),
  order_by: optionalQuery(OrderBy),
});

export const Promotion = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    image: z.string().nullable(),
    image_cover: z.string().nullable(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof Promotion>;

export const Brand = z
  .object({
    id: z.number().int(),
    name_th: z.string(),
    image: z.string().nullable(),
    image_cover_url: z.string().nullable(),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof Brand>;

export const CustomerGroup = z
  .object({ id: z.number().int(), name: z.string(), image: z.string().nullable() })
  .meta({ id: 'CustomerGroup' });
export type CustomerGroup = z.infer<typeof CustomerGroup>;

/** Product in lists. net_price = price less discount_price percent. */
export const ProductListItem = z
  .object({
    id: z.number().int().describe('the sku id'),
    sku: z.string(),
    title: z.string(),
    image_url: z.string().nullable(),
    net_price: Baht,
    price: Baht,
    discount_price: Percent.nullable().describe('discount in percent, null when none'),
  })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof ProductListItem>;

export const SKU_PAGE_SIZE_MAX = 100;

export const SkusQuery = z.object({
  limit: optionalQuery(z.coerce.number().int().min(1).max(SKU_PAGE_SIZE_MAX)),
  page: optionalQuery(z.coerce.number().int().min(1).max(100_000)),
  order_name: optionalQuery(z.enum(['order', 'price', 'net_price', 'title', 'id'])),
  order_by: optionalQuery(OrderBy),
  search: optionalQuery(QueryText),
  category_id: optionalQuery(Id),
  sub_category_id: optionalQuery(Id),
  brand_id: optionalQuery(Id),
  promotion_id: optionalQuery(Id),
  customer_group_id: optionalQuery(Id),
  is_recommend: optionalQuery(z.enum(['0', '1'])),
});
export type SkusQuery = z.infer<typeof SkusQuery>;

export const PromotionDescription = z.object({
  type: z.string().describe('step_discount | step_free | premium | theme_brand'),
  name: z.string(),
  table_description: z.array(z.object({ header: z.string(), description: z.string() })),
});

export const ProductDetail = ProductListItem.extend({
  description: z.string(),
  brand_id: z.number().int(),
  category_id: z.number().int(),
  promotion_description: z.array(PromotionDescription),
}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const SkuDetailQuery = z.object({ id: Id });

/** Product lookup for a cart line (GET /skus/lookup/{sku_id}). */
export const SkuLookup = z
  .object({
    sku: z.string(),
    title: z.string(),
    price: Baht,
    discount_price: Percent.nullable(),
    image_url: z.string().nullable(),
  })
  .meta({ id: 'SkuLookup' });
export type SkuLookup = z.infer<typeof SkuLookup>;

export const SkuIdParams = z.object({ sku_id: Id });
