import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import type { CustomerProfile } from '../../contract/users.ts';
import { notProvided, output } from '../chart-helpers.ts';
import { DEFAULT_ORDER_TAB, type OrderTab } from '../order-history/index.ts';
import type { AccountContext, AccountEmitted, AccountEvent } from './types.ts';

/**
 * The account home /profiles (spec section 2 "Account home", section 7 "customer-profile fetch",
 * section 8 "Profile load failure: silently ignored; the screen stays empty"): the customer profile
 * loads on open. The shop profile on /information comes from browser storage, not from here. The
 * order-list menu row ('orders.open') first stores order_history_active=1, then goes to /ordershistory.
 * Pure: loadProfile is a placeholder; src/features/account/use-account.ts provides it.
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
      description: 'The customer profile is loading; the name and address blocks are still empty.',
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
          target: 'ready',
          description: 'The profile failed to load: silently ignored, the blocks stay empty.',
        },
      },
    },
    ready: {
      description: 'The profile is shown; after a failed load the blocks stay empty (silently ignored).',
    },
  },
});

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** The loaded profile; null while loading or after a failed load (the blocks stay empty). */
export const selectProfile = (s: AccountSnapshot): CustomerProfile | null => s.context.profile;
export const isLoadingProfile = (s: AccountSnapshot): boolean => s.hasTag('loading');
