import type { ChartModel } from '../model.ts';
import { accountModel } from './account.ts';
import { addToCartModel } from './add-to-cart.ts';
import { authModel } from './auth.ts';
import { cartModel } from './cart.ts';
import { cartPreviewModel } from './cart-preview.ts';
import { cartSyncModel } from './cart-sync.ts';
import { categoryDrawerModel } from './category-drawer.ts';
import { checkoutModel } from './checkout.ts';
import { couponDetailModel, orderDetailModel, productDetailModel } from './detail-screens.ts';
import { friendshipModel } from './friendship.ts';
import { homeModel } from './home.ts';
import { homeSectionModel } from './home-section.ts';
import { lineSessionModel } from './line-session.ts';
import { categoryChooserModel, couponsModel, listMetaModel, promotionsModel } from './loading-screens.ts';
import { orderCancelModel } from './order-cancel.ts';
import { orderHistoryModel } from './order-history.ts';
import { orderPlacementModel } from './order-placement.ts';
import { payModel } from './pay.ts';
import { paymentCouponModel } from './payment-coupon.ts';
import { paymentPollModel } from './payment-poll.ts';
import { productListModel } from './product-list.ts';
import { productShareModel } from './product-share.ts';
import { qrSaveModel } from './qr-save.ts';
import { screenLoadModel } from './screen-load.ts';
import { searchBoxModel } from './search-box.ts';
import { sessionModel } from './session.ts';
import { sharePickerModel } from './share-picker.ts';
import { shareSessionModel } from './share-session.ts';

/** Every chart whose transitions the coverage test walks (tests/machines/transitions/coverage.test.ts). */
export const models: ChartModel[] = [
  accountModel,
  addToCartModel,
  authModel,
  lineSessionModel,
  categoryChooserModel,
  categoryDrawerModel,
  couponDetailModel,
  couponsModel,
  friendshipModel,
  homeModel,
  homeSectionModel,
  listMetaModel,
  orderDetailModel,
  orderHistoryModel,
  productDetailModel,
  productListModel,
  productShareModel,
  promotionsModel,
  screenLoadModel,
  searchBoxModel,
  sessionModel,
  sharePickerModel,
  shareSessionModel,
  // The money charts.
  cartModel,
  cartSyncModel,
  cartPreviewModel,
  checkoutModel,
  orderPlacementModel,
  paymentCouponModel,
  payModel,
  paymentPollModel,
  qrSaveModel,
  orderCancelModel,
];
