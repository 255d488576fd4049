import type { Banner, Brand, CustomerGroup, ProductListItem, Promotion } from '../../contract/catalogue.ts';
import type { UsualItem } from '../../contract/orders.ts';
import type { Navigate } from '../navigation.ts';

/** Types of the home chart (home-machine.ts) and its section chart (home-section-machine.ts): the contract's entities, as much of them as home shows. */

/** A banner; `type` is category, promotion or brand (anything else is ignored), `ref_id` may be ''. */
export type HomeBanner = Banner;
export type HomePromotion = Pick<Promotion, 'id' | 'name' | 'image' | 'image_cover' | 'rules_description'>;
export type HomeBrand = Brand;
/** A customer group (shop type). */
export type HomeShopType = CustomerGroup;
export type HomeProduct = ProductListItem;
/** A product of the shop's usual order (GET /orders/usual); `product` null: no longer sold. */
export type HomeUsualItem = UsualItem;

/** What each home section shows once loaded: its items (empty while loading and after a failed load). */
export type HomeItems = {
  banners: HomeBanner[];
  promotions: HomePromotion[];
  shopTypes: HomeShopType[];
  brands: HomeBrand[];
  recommended: HomeProduct[];
  /** The shop's usual order; [] for a new shop (the section is hidden). */
  usual: HomeUsualItem[];
};

/** The data sources of home, loaded together (one wave): one section chart each (home-section-machine.ts). */
export type HomeSection = keyof HomeItems;

/** Where a section's chart is, as it last told home: its request in flight, shown, or failed. */
export type HomeSectionStatus = 'loading' | 'loaded' | 'failed';

/** What home renders: each section's items and status, as the section charts told it. */
export type HomeContext = {
  items: HomeItems;
  sections: Record<HomeSection, HomeSectionStatus>;
};

/** What a section chart tells home (sendParent): its items, or that it failed. */
export type HomeSectionNews =
  | { type: 'home.sectionLoaded'; section: HomeSection; items: HomeItems[HomeSection] }
  | { type: 'home.sectionFailed'; section: HomeSection };

export type HomeEvent =
  | { type: 'home.bannerPressed'; banner: HomeBanner }
  /** The retry tapped, or the browser back online (src/services/use-online-event.ts): the failed sections load again. */
  | { type: 'home.retry' }
  | HomeSectionNews;

/** Navigation the screen performs with react-router. */
export type HomeEmitted = Navigate;

/** A section chart's input, and its loader's: which section it loads. */
export type HomeSectionInput = { section: HomeSection };

/** The section chart's one event: home passes the retry on to a failed section. */
export type HomeSectionEvent = { type: 'home.retry' };

/** The /promotions chart's events (promotions-machine.ts). */
export type PromotionsEvent =
  /** The customer taps the failure line's retry. */
  /** The retry tapped, or the browser back online (src/services/use-online-event.ts). */
  { type: 'promotions.retry' };
