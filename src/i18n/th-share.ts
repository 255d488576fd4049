/**
 * Sharing a product to a LINE chat (spec section 4 "Share"), of the one strings module (src/i18n/):
 * the share button's states and the Flex message's button, with the share target picker's error
 * texts as LINE gives them. Apart from th.ts so that only the product page's share code carries them.
 */
export const thShare = {
  timeout: 'Timeout: not finished within 10min',
  outsideClient: 'need to call with ott in client',
  noProperArgument: 'no proper argument',
  tooManyMessages: 'exceed the limit of num of messages',
  share: 'แชร์',
  shared: 'แชร์แล้ว',
  cancelled: 'ยกเลิกการแชร์',
  opened: 'เปิดหน้าแชร์แล้ว',
  failed: 'แชร์ไม่สำเร็จ',
  view: 'ดูสินค้า',
} as const;
