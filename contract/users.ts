import * as z from 'zod/mini';
import { Int, NullableString } from './common.ts';

const CustomerCode = z
  .string({ error: 'must be a string' })
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(32, 'must be at most 32 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"'),
  );

export const LoginBody = z.object({ customer_code: CustomerCode });
export const LoginAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.int().check(z.describe('seconds')),
  })
  .check(z.meta({ id: 'LoginAnswer' }));

/** The supplier's own backend profile (GET /api/getProfile, LINE access token as bearer). */
export const BackendProfile = z
  .object({
    shopCode: z.string(),
    shopName: z.string(),
    shopCatName: z.string(),
    phoneNumber: z.string(),
    regionCode: z.string(),
    areaCode: z.string(),
  })
  .check(z.meta({ id: 'BackendProfile' }));
export type BackendProfile = z.infer<typeof BackendProfile>;

const addressShape = {
  id: Int,
  name: z.string().check(z.describe('address line')),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zipcode: z.string(),
  phone_1: NullableString,
};

/** Shipping address as the summary and the order request refer to it. */
export const Address = z.object(addressShape).check(z.meta({ id: 'Address' }));
export type Address = z.infer<typeof Address>;

const TaxAddress = z
  .object({ ...addressShape, company_name: NullableString })
  .check(z.meta({ id: 'TaxAddress' }));

export const CustomerAddresses = z
  .object({
    customer_detail: z.object({ name: z.string() }),
    shipping_address: Address,
    tax_address: TaxAddress,
  })
  .check(z.meta({ id: 'CustomerAddresses' }));
export type CustomerAddresses = z.infer<typeof CustomerAddresses>;

const profileAddressShape = {
  phone_1: NullableString,
  phone_2: NullableString,
  name: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zipcode: z.string(),
};

export const CustomerProfile = z
  .object({
    customer_detail: z.object({ name: z.string() }),
    shipping_address: z.object(profileAddressShape),
    tax_address: z.object({ ...profileAddressShape, company_name: NullableString }),
  })
  .check(z.meta({ id: 'CustomerProfile' }));
export type CustomerProfile = z.infer<typeof CustomerProfile>;
