import type { Navigate } from '../navigation.ts';
/**
 * Types of the home chart (home-machine.ts). Structural copies of the contract's entities
 * (contract/catalogue.ts), holding only the fields home shows, so the chart imports no app code.
 */

/** A banner; `type` is category, promotion or brand (anything else is ignored), `ref_id` may be ''. */
export type HomeBanner = { id: number; type: string; ref_id: string; name: string; image: string | null };
export type HomePromotion = { id: number; name: string; image: string | null; image_cover: string | null };
export type HomeBrand = { id: number; name_th: string; image: string | null; image_cover_url: string | null };
/** A customer group (shop type). */
export type HomeShopType = { id: number; name: string; image: string | null };
export type HomeProduct = {
  id: number;
  sku: string;
  title: string;
  image_url: string | null;
  net_price: number;
  price: number;
  discount_price: number | null;
};

export type HomeContext = {
  banners: HomeBanner[];
  promotions: HomePromotion[];
  shopTypes: HomeShopType[];
  brands: HomeBrand[];
  recommended: HomeProduct[];
};

export type HomeEvent = { type: 'home.bannerPressed'; banner: HomeBanner };

/** Navigation the screen performs with react-router. */
export type HomeEmitted = Navigate;

/** The data sources of home, loaded together (one wave). */
export type HomeSection = keyof HomeContext;
