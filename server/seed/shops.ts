import { COUPON_STATUS } from '../../contract/statuses.ts';
import type { Address } from '../../contract/users.ts';
import { SEED_SHOPS } from './identities.ts';
import { addDays } from './util.ts';

/** The seeded shops' customer rows (ids and codes from identities.ts). */
export interface SeedCustomer {
  id: number;
  customer_code: string;
  name: string;
  shop_name: string;
  shop_cat_name: string;
  phone_number: string;
  region_code: string;
  area_code: string;
  customer_group_id: number;
}

const PROFILES = [
  ['สมชาย ใจดี', 'ร้านสมชายการค้า', 'ร้านโชห่วย', '0812345678', 'BKK', 'BKK-01', 1],
  ['สมหญิง รักค้า', 'มินิมาร์ทสมหญิง', 'มินิมาร์ท', '0823456789', 'BKK', 'NBI-02', 2],
  ['ประยุทธ์ มั่นคง', 'ครัวประยุทธ์', 'ร้านอาหาร', '0834567890', 'NTH', 'CMI-01', 3],
  ['วิไล ค้าส่ง', 'วิไลค้าส่ง', 'ร้านค้าส่ง', '0845678901', 'NE', 'KKN-01', 5],
  ['มานพ ขายดี', 'ปั๊มมานพบริการ', 'ปั๊มน้ำมัน', '0856789012', 'EST', 'CBI-03', 6],
] as const;

export const CUSTOMERS: readonly SeedCustomer[] = SEED_SHOPS.map((shop, i) => {
  const [name, shop_name, shop_cat_name, phone_number, region_code, area_code, group] = PROFILES[i]!;
  return {
    id: shop.customerId,
    customer_code: shop.customerCode,
    name,
    shop_name,
    shop_cat_name,
    phone_number,
    region_code,
    area_code,
    customer_group_id: group,
  };
});

export const LINE_BINDINGS = SEED_SHOPS.flatMap((shop) =>
  shop.lineUserId === null
    ? []
    : [
        {
          line_user_id: shop.lineUserId,
          customer_id: shop.customerId,
          display_name: shop.displayName,
          picture_url: `/images/avatars/${shop.customerId}.svg`,
        },
      ],
);

/** A row of `addresses`: the contract's Address with its shop, its kind and the tax address's fields. */
export type SeedAddress = Address & {
  customer_id: number;
  kind: 'shipping' | 'tax';
  company_name: string | null;
  phone_2: string | null;
};

/** [line, sub-district, district, province, zipcode, phone_2] per shop; the tax address differs for 3 and 4. */
const PLACES = [
  ['99/12 ถ.พหลโยธิน', 'สามเสนใน', 'พญาไท', 'กรุงเทพมหานคร', '10400', '021234567'],
  ['45/7 ถ.รัตนาธิเบศร์', 'บางกระสอ', 'เมืองนนทบุรี', 'นนทบุรี', '11000', null],
  ['128 ถ.นิมมานเหมินท์', 'สุเทพ', 'เมืองเชียงใหม่', 'เชียงใหม่', '50200', '053222333'],
  ['77/3 ถ.มิตรภาพ', 'ในเมือง', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', null],
  ['200/9 ถ.สุขุมวิท', 'เสม็ด', 'เมืองชลบุรี', 'ชลบุรี', '20000', null],
] as const;

const TAX_PLACES: Record<number, readonly [string, string, string, string, string]> = {
  3: ['55 ถ.ห้วยแก้ว', 'ช้างเผือก', 'เมืองเชียงใหม่', 'เชียงใหม่', '50300'],
  4: ['9/1 หมู่ 4 ถ.เหล่านาดี', 'ศิลา', 'เมืองขอนแก่น', 'ขอนแก่น', '40000'],
};

const COMPANIES = [
  'บริษัท สมชายการค้า จำกัด',
  'ห้างหุ้นส่วนจำกัด สมหญิงมินิมาร์ท',
  'บริษัท ครัวประยุทธ์ จำกัด',
  'บริษัท วิไลค้าส่ง จำกัด',
  'บริษัท มานพปิโตรเลียม จำกัด',
];

/** Customer n has shipping address n*10+1 and tax address n*10+2. */
export const ADDRESSES: readonly SeedAddress[] = CUSTOMERS.flatMap((c, i) => {
  const [line, sub_district, district, province, zipcode, phone_2] = PLACES[i]!;
  const tax = TAX_PLACES[c.id] ?? [line, sub_district, district, province, zipcode];
  return [
    {
      id: c.id * 10 + 1,
      customer_id: c.id,
      kind: 'shipping' as const,
      company_name: null,
      name: line,
      phone_1: c.phone_number,
      phone_2,
      sub_district,
      district,
      province,
      zipcode,
    },
    {
      id: c.id * 10 + 2,
      customer_id: c.id,
      kind: 'tax' as const,
      company_name: COMPANIES[i]!,
      name: tax[0],
      phone_1: c.phone_number,
      phone_2: i % 2 === 0 ? phone_2 : null,
      sub_district: tax[1],
      district: tax[2],
      province: tax[3],
      zipcode: tax[4],
    },
  ];
});

export interface SeedCoupon {
  id: number;
  code: string;
  customer_id: number;
  name: string;
  detail: string;
  image: string;
  privilege_condition_type_name: string;
  discount_type: 'amount' | 'percent';
  discount_value: number;
  max_discount: number | null;
  min_total: number;
  start_date: Date;
  end_date: Date;
  status: string | null;
  used_order_id: number | null;
}

type CouponDef = [
  code: string,
  customer: number,
  name: string,
  type: 'amount' | 'percent',
  value: number,
  max: number | null,
  min: number,
  startDays: number,
  endDays: number,
  status: string | null,
  usedOrder: number | null,
];

const { used, expired, cancelled } = COUPON_STATUS;

const COUPON_DEFS: readonly CouponDef[] = [
  ['WELCOME50', 1, 'คูปองต้อนรับสมาชิกใหม่', 'amount', 50, null, 0, -30, 30, null, null],
  ['SAVE10P', 1, 'ลดทั้งร้าน 10%', 'percent', 10, 200, 1000, -20, 45, null, null],
  ['CASH100', 1, 'ส่วนลดเงินสด 100 บาท', 'amount', 100, null, 500, -10, 20, null, null],
  ['BULK5P', 1, 'สั่งเยอะลดเพิ่ม 5%', 'percent', 5, 500, 3000, -15, 60, null, null],
  ['VIP300', 1, 'คูปองลูกค้าคนพิเศษ', 'amount', 300, null, 5000, -5, 90, null, null],
  ['NEWYEAR100', 1, 'คูปองปีใหม่', 'amount', 100, null, 1000, -40, 20, used, 1002],
  ['SONGKRAN5P', 1, 'คูปองสงกรานต์', 'percent', 5, 100, 500, -40, 20, used, 1006],
  ['OLDCASH50', 1, 'ส่วนลดเงินสด 50 บาท', 'amount', 50, null, 300, -60, -5, expired, null],
  ['XMAS10P', 1, 'คูปองคริสต์มาส', 'percent', 10, 150, 800, -90, -40, expired, null],
  ['FLASH80', 1, 'แฟลชเซลล์ลด 80 บาท', 'amount', 80, null, 800, -12, -2, null, null],
  ['SORRY100', 1, 'คูปองขออภัยในความไม่สะดวก', 'amount', 100, null, 0, -8, 30, cancelled, null],
  ['HELLO30', 2, 'คูปองต้อนรับสมาชิกใหม่', 'amount', 30, null, 0, -30, 30, null, null],
  ['MINI8P', 2, 'ส่วนลดมินิมาร์ท 8%', 'percent', 8, 150, 800, -10, 40, null, null],
  ['CHEF200', 3, 'คูปองร้านอาหาร', 'amount', 200, null, 2000, -10, 40, null, null],
];

const baht = (n: number) => n.toLocaleString('en-US');

export function buildCoupons(now: Date): SeedCoupon[] {
  return COUPON_DEFS.map(
    ([code, customer, name, type, value, max, min, startDays, endDays, status, usedOrder], i) => {
      const off = type === 'amount' ? `ลด ${baht(value)} บาท` : `ลด ${value}% สูงสุด ${baht(max ?? 0)} บาท`;
      const floor = min > 0 ? `เมื่อสั่งซื้อครบ ${baht(min)} บาท` : 'ไม่มียอดสั่งซื้อขั้นต่ำ';
      return {
        id: i + 1,
        code,
        customer_id: customer,
        name,
        detail: `${off} ${floor} ใช้ได้ 1 ครั้งต่อคำสั่งซื้อ`,
        image: `/images/coupons/${i + 1}.svg`,
        privilege_condition_type_name: type === 'amount' ? 'ส่วนลดเงินสด' : 'ส่วนลดเปอร์เซ็นต์',
        discount_type: type,
        discount_value: value,
        max_discount: max,
        min_total: min,
        start_date: addDays(now, startDays),
        end_date: addDays(now, endDays),
        status,
        used_order_id: usedOrder,
      };
    },
  );
}
