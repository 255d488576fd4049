/**
 * What the API benches send (http-bench.ts, server-bench.ts, profile-server.ts): a summary of four
 * lines touching promotions, coupons and a free gift, and shop owners' searches.
 */
export const SUMMARY_BODY = JSON.stringify([
  { sku_id: 1, quantity: 12 },
  { sku_id: 2, quantity: 3 },
  { sku_id: 10, quantity: 5 },
  { sku_id: 25, quantity: 1 },
]);

export const SEARCHES = [
  'โค้ก',
  'น้ำดื่ม',
  'pepsi 1.5',
  'กระทิงแดง',
  'โซดา',
  'ชาเขียว',
  'm150',
  'น้ำส้ม',
  'เบียร์',
  'กาแฟ',
];

/** GET /skus?search= for a query: page 1 of 20, the catalogue's order. */
export const searchPath = (query: string) =>
  `/api/v1/ssc/skus?limit=20&page=1&search=${encodeURIComponent(query)}&order_name=order&order_by=asc`;
