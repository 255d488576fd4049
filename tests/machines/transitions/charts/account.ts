import {
  type AccountSnapshot,
  accountMachine,
  isLoadingProfile,
  selectProfile,
} from '../../../../machines/account/account-machine.ts';
import { PROFILE } from '../../../fixtures/shop.ts';
import { actorResult, check, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * Account home, from spec section 2 "Account home" (the order list row stores
 * order_history_active=1, then opens /ordershistory) and section 8 ("Profile load failure":
 * silently ignored, the screen stays empty).
 */
const oracle: Oracle = (step) => {
  const snapshot = step.snapshot as AccountSnapshot;
  const result = actorResult(step);
  const problems: string[] = [];
  if (step.event.type === 'xstate.init')
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'loadProfile') && isLoadingProfile(snapshot),
        'the profile does not load on open',
      ),
    );
  if (result?.id === 'loadProfile')
    problems.push(
      ...check(
        !isLoadingProfile(snapshot) && selectProfile(snapshot) === (result.done ? result.output : null),
        'the profile (or, after a failure, nothing) is not shown',
      ),
    );
  if (step.event.type === 'orders.open') {
    problems.push(
      ...check(
        step.effects.some((e) => e.type === 'storeOrdersTab' && e.params === 1),
        'order_history_active=1 is not stored',
      ),
    );
    problems.push(...navigation(step, '/ordershistory'));
  } else problems.push(...navigation(step, null));
  return problems;
};

export const accountModel: ChartModel = {
  name: 'account',
  machine: accountMachine,
  outputs: { loadProfile: [PROFILE] },
  effects: ['storeOrdersTab'],
  oracle,
};
