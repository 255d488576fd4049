/**
 * The seeded shops and the LINE users bound to them. The storefront's LIFF mock signs in as
 * DEFAULT_MOCK_LINE_USER_ID, which the seed binds to shop SHOP001.
 *
 * In LINE mock mode (no LINE_CHANNEL_ID), the server accepts these token forms:
 *   LINE access token: `mock-line-access.<lineUserId>`
 *   LINE ID token:     `mock-line-id.<lineUserId>`
 */
const DEFAULT_MOCK_LINE_USER_ID = 'U0000000000000000000000000000a001';

export const SEED_SHOPS = [
  { customerId: 1, customerCode: 'SHOP001', lineUserId: DEFAULT_MOCK_LINE_USER_ID, displayName: 'สมชาย ใจดี' },
  {
    customerId: 2,
    customerCode: 'SHOP002',
    lineUserId: 'U0000000000000000000000000000a002',
    displayName: 'สมหญิง รักค้า',
  },
  {
    customerId: 3,
    customerCode: 'SHOP003',
    lineUserId: 'U0000000000000000000000000000a003',
    displayName: 'ประยุทธ์ มั่นคง',
  },
  {
    customerId: 4,
    customerCode: 'SHOP004',
    lineUserId: 'U0000000000000000000000000000a004',
    displayName: 'วิไล ค้าส่ง',
  },
  /** A shop with no LINE user bound: nobody can sign in as it. */
  { customerId: 5, customerCode: 'SHOP005', lineUserId: null, displayName: '' },
] as const;

export const mockLineAccessToken = (lineUserId: string) => `mock-line-access.${lineUserId}`;
export const mockLineIdToken = (lineUserId: string) => `mock-line-id.${lineUserId}`;
