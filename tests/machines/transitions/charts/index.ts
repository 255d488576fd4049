import type { ChartModel } from '../model.ts';
import { accountModel } from './account.ts';
import { addToCartModel } from './add-to-cart.ts';
import { authModel } from './auth.ts';
import { cartModel } from './cart.ts';
import { checkoutModel } from './checkout.ts';
import {
  categoryChooserModel,
  couponDetailModel,
  couponsModel,
  listMetaModel,
  orderDetailModel,
  productDetailModel,
  promotionsModel,
} from './loading-screens.ts';
import { orderCancelModel } from './order-cancel.ts';
import { payModel } from './pay.ts';
import { paymentPollModel } from './payment-poll.ts';

/** Every chart whose transitions the coverage test walks (tests/machines/transitions/coverage.test.ts). */
export const models: ChartModel[] = [
  accountModel,
  addToCartModel,
  authModel,
  categoryChooserModel,
  couponDetailModel,
  couponsModel,
  listMetaModel,
  orderDetailModel,
  productDetailModel,
  promotionsModel,
  cartModel, checkoutModel, payModel, paymentPollModel, orderCancelModel];
