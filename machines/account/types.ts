import type { CustomerProfile } from '../../contract/users.ts';
import type { Navigate } from '../navigation.ts';

/** Types of the account chart (account-machine.ts): /profiles. */

export type AccountContext = { profile: CustomerProfile | null };

/** The order-list menu row; the retry after a failed load (tapped, or back online). */
export type AccountEvent = { type: 'orders.open' } | { type: 'profile.retry' };

export type AccountEmitted = Navigate;
