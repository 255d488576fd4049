import type { Brand, Promotion } from '../../contract/catalogue.ts';

/** Types of the list-meta chart (list-meta-machine.ts). */

/**
 * What a list page looks up besides its products (when navigation state did not bring it): a
 * promotion's, brand's, category's or shop type's Thai name and cover, or every brand for /brands.
 */
type ListMetaLookup = 'promotion' | 'brand' | 'allBrands' | 'category' | 'shoptype';

export type ListMetaInput = { lookup: ListMetaLookup | null; id: string };

/** A brand tile of /brands. */
export type ListBrand = Brand;

/** A promotion's rule in words ('ซื้อ 5 ลังขึ้นไป' / 'ลด 3%', 'เงื่อนไข' / ...), as GET /promotions writes it. */
export type PromotionRule = NonNullable<Promotion['rules_description']>[number];

/**
 * What the lookup found; null / [] when it found nothing or failed. `rules`: a promotion page's
 * rules in words (only GET /promotions has them), looked up even when navigation state brought its name and cover.
 */
export type ListMeta = {
  name: string | null;
  cover: string | null;
  brands: ListBrand[];
  rules: PromotionRule[];
};

export type ListMetaContext = ListMetaInput & ListMeta;

/** The page's route now names another list: look up its name and cover (or nothing) again. */
export type ListMetaEvent = { type: 'meta.routeChanged'; input: ListMetaInput };
