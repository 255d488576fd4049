import { z } from 'zod';

export const CustomerCode = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'is required')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"');

export const LoginBody = z.object({ customer_code: CustomerCode });
export const LoginAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('seconds'),
  })
  .meta({ id: 'LoginAnswer' });

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
  .meta({ id: 'BackendProfile' });
export type BackendProfile = z.infer<typeof BackendProfile>;

/** Shipping address as the summary and the order request refer to it. */
export const Address = z
  .object({
    id: z.number().int(),
    name: z.string().describe('address line'),
    sub_district: z.string(),
    district: z.string(),
    province: z.string(),
    zipcode: z.string(),
    phone_1: z.string().nullable(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const TaxAddress = Address.extend({ company_name: z.string().nullable() }).meta({ id: 'TaxAddress' });

export const CustomerAddresses = z
  .object({
    customer_detail: z.object({ name: z.string() }),
    shipping_address: Address,
    tax_address: TaxAddress,
  })
  .meta({ id: 'CustomerAddresses' });
export type CustomerAddresses = z.infer<typeof CustomerAddresses>;

const ProfileAddress = z.object({
  phone_1: z.string().nullable(),
  phone_2: z.string().nullable(),
  name: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zipcode: z.string(),
});

export const CustomerProfile = z
  .object({
    customer_detail: z.object({ name: z.string() }),
    shipping_address: ProfileAddress,
    tax_address: ProfileAddress.extend({ company_name: z.string().nullable() }),
  })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfile = z.infer<typeof CustomerProfile>;
