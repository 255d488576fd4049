import type { Address, Coupon, CustomerAddresses, CustomerProfile } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { Customer } from './auth.ts';

export interface AddressRow {
  id: number;
  kind: 'shipping' | 'tax';
  company_name: string | null;
  name: string;
  phone_1: string | null;
  phone_2: string | null;
  sub_district: string;
  district: string;
  province: string;
  zipcode: string;
}

async function addressesOf(db: Queryable, customerId: number) {
  const rows = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );
  return shippingAndTax(rows);
}

const ADDRESS_COLUMNS =
  'id, kind, company_name, name, phone_1, phone_2, sub_district, district, province, zipcode';

/** The customer's shipping address and tax-invoice address (the shipping one when there is none). */
export function shippingAndTax(rows: AddressRow[]) {
  const shipping = rows.find((r) => r.kind === 'shipping');
  const tax = rows.find((r) => r.kind === 'tax') ?? shipping;
  if (!shipping || !tax) throw new DomainError('notFound', 'customer', 'has no address on file');
  return { shipping, tax };
}

export const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  name: r.name,
  sub_district: r.sub_district,
  district: r.district,
  province: r.province,
  zipcode: r.zipcode,
  phone_1: r.phone_1,
});

const profileAddress = (r: AddressRow) => ({
  phone_1: r.phone_1,
  phone_2: r.phone_2,
  name: r.name,
  sub_district: r.sub_district,
  district: r.district,
  province: r.province,
  zipcode: r.zipcode,
});

/**
 * The customer's name with the shipping and the tax-invoice address, each in one answer's address
 * shape (GET /customers/addresses or the profile), the tax one with its company name.
 */
async function nameAndAddresses<A>(db: Queryable, customer: Customer, shape: (r: AddressRow) => A) {
  const { shipping, tax } = await addressesOf(db, customer.id);
  return {
    customer_detail: { name: customer.name },
    shipping_address: shape(shipping),
    tax_address: { ...shape(tax), company_name: tax.company_name },
  };
}

/** A coupon past its end date reads as 'Expired' even before anyone marks it. */
const COUPON_COLUMNS = `id, code, name, image, detail, privilege_condition_type_name, end_date,
  CASE WHEN status IS NULL AND end_date < $2 THEN 'Expired' ELSE status END AS status`;

type CouponRow = Omit<Coupon, 'end_date'> & { end_date: Date };
const toCoupon = (r: CouponRow): Coupon => ({ ...r, end_date: r.end_date.toISOString() });

export function createCustomers(db: Db, clock: Clock) {
  return {
    addresses(customer: Customer): Promise<CustomerAddresses> {
      return nameAndAddresses(db, customer, toAddress);
    },

    profile(customer: Customer): Promise<CustomerProfile> {
      return nameAndAddresses(db, customer, profileAddress);
    },

    /** Usable coupons, soonest to expire first. */
    async coupons(customer: Customer): Promise<Coupon[]> {
      const rows = await db.query<CouponRow>(
        `SELECT ${COUPON_COLUMNS} FROM coupons
          WHERE customer_id = $1 AND status IS NULL AND end_date >= $2 ORDER BY end_date, code`,
        [customer.id, clock.now()],
      );
      return rows.map(toCoupon);
    },

    /** Used, expired and cancelled coupons, newest end date first. */
    async couponHistory(customer: Customer): Promise<Coupon[]> {
      const rows = await db.query<CouponRow>(
        `SELECT ${COUPON_COLUMNS} FROM coupons
          WHERE customer_id = $1 AND (status IS NOT NULL OR end_date < $2) ORDER BY end_date DESC, code`,
        [customer.id, clock.now()],
      );
      return rows.map(toCoupon);
    },

    async coupon(customer: Customer, code: string): Promise<Coupon> {
      const rows = await db.query<CouponRow>(
        `SELECT ${COUPON_COLUMNS} FROM coupons WHERE customer_id = $1 AND code = $3`,
        [customer.id, clock.now(), code],
      );
      if (!rows[0]) throw new DomainError('notFound', 'coupon', 'no such coupon');
      return toCoupon(rows[0]);
    },
  };
}
