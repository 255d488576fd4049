import type { ChartModel } from '../model.ts';
import { authModel } from './auth.ts';
import { cartModel } from './cart.ts';
import { checkoutModel } from './checkout.ts';
import { orderCancelModel } from './order-cancel.ts';
import { payModel } from './pay.ts';
import { paymentPollModel } from './payment-poll.ts';

/** Every chart whose transitions the coverage test walks (tests/machines/transitions/coverage.test.ts). */
export const models: ChartModel[] = [authModel, cartModel, checkoutModel, payModel, paymentPollModel, orderCancelModel];
