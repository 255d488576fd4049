import {
  type AccountSnapshot,
  accountMachine,
  hasProfileLoadFailed,
  isLoadingProfile,
  selectProfile,
} from '../../../../machines/account/account-machine.ts';
import { PROFILE } from '../../../fixtures/shop.ts';
import { actorResult, check, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * Account home, from spec section 2 "Account home" (the order list row stores
 * order_history_active=1, then opens /ordershistory) and section 8 ("Profile load failure":
 * no dialog; docs/machines/account.md: one line with a retry, not empty address blocks).
 */
const oracle: Oracle = (step) => {
  const snapshot = step.snapshot as AccountSnapshot;
  const result = actorResult(step);
  const problems: string[] = [];
  if (step.event.type === 'xstate.init' || step.event.type === 'profile.retry')
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'loadProfile') && isLoadingProfile(snapshot),
        'the profile does not load on open',
      ),
    );
  if (result?.id === 'loadProfile')
    problems.push(
      ...check(
        !isLoadingProfile(snapshot) &&
          selectProfile(snapshot) === (result.done ? result.output : null) &&
          hasProfileLoadFailed(snapshot) === !result.done,
        'the profile (or, after a failure, the failure line and no profile) is not shown',
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
