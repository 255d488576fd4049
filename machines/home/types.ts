import type { Banner, Brand, CustomerGroup, ProductListItem, Promotion } from '../../contract/catalogue.ts';
import type { UsualItem } from '../../contract/orders.ts';
import type { Navigate } from '../navigation.ts';

/** Types of the home chart (home-machine.ts): the contract's entities, as much of them as home shows. */

/** A banner; `type` is category, promotion or brand (anything else is ignored), `ref_id` may be ''. */
export type HomeBanner = Banner;
export type HomePromotion = Pick<Promotion, 'id' | 'name' | 'image' | 'image_cover' | 'rules_description'>;
export type HomeBrand = Brand;
/** A customer group (shop type). */
export type HomeShopType = CustomerGroup;
export type HomeProduct = ProductListItem;
/** A product of the shop's usual order (GET /orders/usual); `product` null: no longer sold. */
export type HomeUsualItem = UsualItem;

export type HomeContext = {
  banners: HomeBanner[];
  promotions: HomePromotion[];
  shopTypes: HomeShopType[];
  brands: HomeBrand[];
  recommended: HomeProduct[];
  /** The shop's usual order; [] for a new shop (the section is hidden). */
  usual: HomeUsualItem[];
};

export type HomeEvent =
  | { type: 'home.bannerPressed'; banner: HomeBanner }
  /** The customer taps the failure line's retry: the failed sections load again. */
  /** The retry tapped, or the browser back online (src/services/use-online-event.ts). */
  | { type: 'home.retry' };

/** Navigation the screen performs with react-router. */
export type HomeEmitted = Navigate;

/** The data sources of home, loaded together (one wave). */
export type HomeSection = keyof HomeContext;

/** The /promotions chart's events (promotions-machine.ts). */
export type PromotionsEvent =
  /** The customer taps the failure line's retry. */
  /** The retry tapped, or the browser back online (src/services/use-online-event.ts). */
  { type: 'promotions.retry' };
