import type { ChartModel } from '../model.ts';
import { paymentPollModel } from './payment-poll.ts';

/** Every chart whose transitions the coverage test walks (tests/machines/transitions/coverage.test.ts). */
export const models: ChartModel[] = [paymentPollModel];
