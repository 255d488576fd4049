import catalogue from './catalogue.json' with { type: 'json' };

/**
 * The seed catalogue as data (./catalogue.json): brands, the category tree, shop types, pack sizes
 * and the product lines the SKUs are generated from (server/seed/catalogue.ts). Customer-facing
 * names are Thai. This module gives the data its types and checks what JSON cannot: that every
 * product line names pack sizes and variant sets that exist.
 */

export interface BrandDef {
  id: number;
  code: string;
  nameTh: string;
  nameEn: string;
}

export interface CategoryDef {
  id: number;
  th: string;
  en: string;
  description: string;
  /** false: image_url is null, so the category chooser leaves it out. */
  hasImage: boolean;
  /** Sentence every product description of the category carries. */
  blurb: string;
  subs: readonly { id: number; name: string }[];
}

/** A pack size: label in the title, code in the SKU code, wholesale baht per unit, container. */
export interface SizeDef {
  label: string;
  code: string;
  unit: number;
  container: string;
}

/** The packs a product line is sold in: each [size, pack counts] pair gives one SKU per count. */
type Variants = readonly (readonly [size: string, packs: readonly number[]])[];

/** A product line: every (size, pack) of `variants` becomes one SKU. */
export interface ProductLine {
  brand: string;
  code: string;
  title: string;
  /** English name: shop owners also search in English ('coke', 'chang water'). */
  titleEn: string;
  category: number;
  sub: number | null;
  /** First sentence of each description. */
  note: string;
  /** Price factor against the size's unit price (premium lines cost more). */
  factor: number;
  variants: Variants;
}

/** A product line as catalogue.json writes it: its variants inline or as the name of a shared set. */
type ProductLineRow = Omit<ProductLine, 'factor' | 'variants'> & {
  factor?: number;
  variants: string | Variants;
};

const data = catalogue as unknown as {
  brands: BrandDef[];
  categories: CategoryDef[];
  customerGroups: { id: number; name: string }[];
  sizes: Record<string, SizeDef>;
  variantSets: Record<string, Variants>;
  productLines: ProductLineRow[];
  storageNotes: string[];
  htmlDescription: string;
};

export const BRANDS: readonly BrandDef[] = data.brands;
export const CATEGORIES: readonly CategoryDef[] = data.categories;
export const CUSTOMER_GROUPS: readonly { id: number; name: string }[] = data.customerGroups;
export const SIZES: Readonly<Record<string, SizeDef>> = data.sizes;

export const PRODUCT_LINES: readonly ProductLine[] = data.productLines.map((row) => {
  const variants = typeof row.variants === 'string' ? data.variantSets[row.variants] : row.variants;
  if (!variants) throw new Error(`seed: ${row.brand}-${row.code} names no variant set ${row.variants}`);
  for (const [size] of variants)
    if (!SIZES[size]) throw new Error(`seed: ${row.brand}-${row.code} names no pack size ${size}`);
  return { ...row, factor: row.factor ?? 1, variants };
});

/** Last sentence of a description, picked per SKU. */
export const STORAGE_NOTES: readonly string[] = data.storageNotes;

/** The one description with markup-like text: the storefront must show it as plain text. */
export const HTML_DESCRIPTION: string = data.htmlDescription;
