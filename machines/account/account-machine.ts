import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import type { CustomerProfile } from '../../contract/users.ts';
import { notProvided, output } from '../chart-helpers.ts';
import { DEFAULT_ORDER_TAB, type OrderTab } from '../order-history/index.ts';
import type { AccountContext, AccountEmitted, AccountEvent } from './types.ts';

/**
 * The account home /profiles (spec section 2 "Account home", section 7 "customer-profile fetch",
 * section 8 "Profile load failure: silently ignored"): the customer profile loads on open. A failed
 * load opens no dialog, but the address blocks do not stay empty as if the shop had none: 'failed'
 * shows one line with a retry ('profile.retry', also sent when the browser is back online), as the
 * order list does (docs/machines/account.md). The shop profile on /information comes from browser
 * storage, not from here. The order-list menu row ('orders.open') first stores
 * order_history_active=1, then goes to /ordershistory. Pure: loadProfile is a placeholder;
 * src/features/account/use-account.ts provides it.
 */

const loaded = output<CustomerProfile>;

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    emitted: {} as AccountEmitted,
    tags: {} as 'loading',
  },
  actors: {
    loadProfile: fromPromise<CustomerProfile>(notProvided('account', 'loadProfile')),
  },
  actions: {
    assignProfile: assign((_, profile: CustomerProfile) => ({ profile })),
    /** Stores the order-history tab under order_history_active (provided by the hook). */
    storeOrdersTab: (_, _tab: OrderTab) => {},
    goToOrders: emit({ type: 'navigate' as const, to: paths.ordersHistory(), replace: false }),
  },
}).createMachine({
  id: 'account',
  description:
    'Account home (/profiles): the customer profile loads on open; the order list row opens /ordershistory.',
  context: { profile: null },
  initial: 'loading',
  on: {
    // Spec section 2 "Account home": the order list row first stores order_history_active=1.
    'orders.open': {
      description:
        'The customer taps the order list row: store order_history_active=1, then go to /ordershistory.',
      actions: [{ type: 'storeOrdersTab', params: DEFAULT_ORDER_TAB }, { type: 'goToOrders' }],
    },
  },
  states: {
    loading: {
      description: 'The customer profile is loading: grey lines stand for the name and the address blocks.',
      tags: 'loading',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'ready',
          description: 'The profile loaded: show the name and the address blocks.',
          actions: { type: 'assignProfile', params: loaded },
        },
        onError: {
          target: 'failed',
          description:
            'The profile failed to load: no dialog; a line with a retry replaces the address blocks.',
        },
      },
    },
    ready: {
      description: 'The profile is shown: the name and the address blocks.',
    },
    failed: {
      description: 'The profile could not be loaded: one line says so with a retry; the menu still works.',
      on: {
        'profile.retry': {
          target: 'loading',
          description: 'Retry tapped, or the browser is back online: load the profile again.',
        },
      },
    },
  },
});

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** The loaded profile; null while loading or after a failed load. */
export const selectProfile = (s: AccountSnapshot): CustomerProfile | null => s.context.profile;
export const isLoadingProfile = (s: AccountSnapshot): boolean => s.hasTag('loading');
/** The profile could not be loaded: the failure line with its retry takes the blocks' place. */
export const hasProfileLoadFailed = (s: AccountSnapshot): boolean => s.matches('failed');

/** What /profiles renders of the chart, read as one view (compared shallowly by the hook). */
export const accountView = (s: AccountSnapshot) => ({
  profile: selectProfile(s),
  loading: isLoadingProfile(s),
  loadFailed: hasProfileLoadFailed(s),
});
