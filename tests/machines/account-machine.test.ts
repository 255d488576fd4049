import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CustomerProfile } from '../../contract/users.ts';
import {
  accountMachine,
  accountView,
  hasProfileLoadFailed,
  isLoadingProfile,
  selectProfile,
} from '../../machines/account/index.ts';
import { PROFILE as SHARED_PROFILE } from '../fixtures/shop.ts';

/* /profiles (spec section 2 "Account home", section 8 "Profile load failure"). */

// Tax invoices go to the shipping address here.
const PROFILE: CustomerProfile = {
  ...SHARED_PROFILE,
  tax_address: {
    ...SHARED_PROFILE.shipping_address,
    company_name: SHARED_PROFILE.tax_address.company_name,
    phone_2: '021234567',
  },
};

const start = (load: () => Promise<CustomerProfile>) => {
  let calls = 0;
  const log: string[] = [];
  const actor = createActor(
    accountMachine.provide({
      actors: {
        loadProfile: fromPromise<CustomerProfile>(() => {
          calls += 1;
          return load();
        }),
      },
      actions: { storeOrdersTab: (_, tab: number) => void log.push(`store order_history_active=${tab}`) },
    }),
  );
  actor.on('navigate', ({ to, replace }) => void log.push(`navigate ${to}${replace ? ' (replace)' : ''}`));
  actor.start();
  return { actor, calls: () => calls, log };
};

describe('accountMachine', () => {
  it('loads the customer profile once on open', async () => {
    const { actor, calls } = start(async () => PROFILE);
    expect(isLoadingProfile(actor.getSnapshot())).toBe(true);
    expect(selectProfile(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectProfile(actor.getSnapshot())).toEqual(PROFILE);
    expect(calls()).toBe(1);
  });

  it('a failed load opens no dialog: it is said with a retry, which loads the profile again', async () => {
    let fail = true;
    const { actor, calls, log } = start(() =>
      fail ? Promise.reject(new Error('500')) : Promise.resolve(PROFILE),
    );
    expect(hasProfileLoadFailed(actor.getSnapshot())).toBe(false);
    await waitFor(actor, hasProfileLoadFailed);
    expect(accountView(actor.getSnapshot())).toEqual({ profile: null, loading: false, loadFailed: true });
    expect(log).toEqual([]);
    fail = false;
    actor.send({ type: 'profile.retry' });
    expect(isLoadingProfile(actor.getSnapshot())).toBe(true);
    expect(hasProfileLoadFailed(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(accountView(actor.getSnapshot())).toEqual({ profile: PROFILE, loading: false, loadFailed: false });
    expect(calls()).toBe(2);
  });

  it('profile.retry does nothing once the profile is shown or while it loads', async () => {
    const { actor, calls } = start(async () => PROFILE);
    actor.send({ type: 'profile.retry' });
    expect(calls()).toBe(1);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'profile.retry' });
    expect(isLoadingProfile(actor.getSnapshot())).toBe(false);
    expect(calls()).toBe(1);
  });

  it('the order-list row stores order_history_active=1, then goes to /ordershistory (spec section 2)', async () => {
    for (const load of [() => new Promise<CustomerProfile>(() => {}), async () => PROFILE]) {
      const { actor, log } = start(load);
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.send({ type: 'orders.open' });
      expect(log).toEqual(['store order_history_active=1', 'navigate /ordershistory']);
    }
  });
});
