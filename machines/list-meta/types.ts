import type { Brand } from '../../contract/catalogue.ts';

/** Types of the list-meta chart (list-meta-machine.ts). */

/**
 * What a list page looks up besides its products (when navigation state did not bring it): a
 * promotion's, brand's, category's or shop type's Thai name and cover, or every brand for /brands.
 */
export type ListMetaLookup = 'promotion' | 'brand' | 'allBrands' | 'category' | 'shoptype';

export type ListMetaInput = { lookup: ListMetaLookup | null; id: string };

/** A brand tile of /brands. */
export type ListBrand = Brand;

/** What the lookup found; null / [] when it found nothing or failed. */
export type ListMeta = { name: string | null; cover: string | null; brands: ListBrand[] };

export type ListMetaContext = ListMetaInput & ListMeta;

/** The page's route now names another list: look up its name and cover (or nothing) again. */
export type ListMetaEvent = { type: 'meta.routeChanged'; input: ListMetaInput };
