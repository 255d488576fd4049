import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { AccountContext, AccountProfile } from './types.ts';

/**
 * The account home /profiles (spec section 2 "Account home", section 7 "customer-profile fetch",
 * section 8 "Profile load failure: silently ignored; the screen stays empty"): the customer profile
 * loads on open. The shop profile on /information comes from browser storage, not from here.
 * Pure: loadProfile is a placeholder; src/features/account/use-account.ts provides it.
 */

const loaded = ({ event }: { event: { output: AccountProfile } }) => event.output;

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    tags: {} as 'loading',
  },
  actors: {
    loadProfile: fromPromise<AccountProfile>(() =>
      Promise.reject(new Error("account actor 'loadProfile' is not provided")),
    ),
  },
  actions: {
    assignProfile: assign((_, profile: AccountProfile) => ({ profile })),
  },
}).createMachine({
  id: 'account',
  context: { profile: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: { type: 'assignProfile', params: loaded } },
        onError: 'ready',
      },
    },
    ready: {},
  },
});

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** The loaded profile; null while loading or after a failed load (the blocks stay empty). */
export const selectProfile = (s: AccountSnapshot): AccountProfile | null => s.context.profile;
export const isLoadingProfile = (s: AccountSnapshot): boolean => s.hasTag('loading');
