import type { Navigate } from '../navigation.ts';

/** Types of the account chart (account-machine.ts): /profiles. */

type ProfileAddress = {
  phone_1: string | null;
  phone_2: string | null;
  name: string;
  sub_district: string;
  district: string;
  province: string;
  zipcode: string;
};

/** The customer profile of spec section 3 (contract/users.ts CustomerProfile). */
export type AccountProfile = {
  customer_detail: { name: string };
  shipping_address: ProfileAddress;
  tax_address: ProfileAddress & { company_name: string | null };
};

export type AccountContext = { profile: AccountProfile | null };

/** The order-list menu row. */
export type AccountEvent = { type: 'orders.open' };

export type AccountEmitted = Navigate;
