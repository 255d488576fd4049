/**
 * Words of our own failure texts ('โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต', 'การชำระเงินคำสั่งซื้อ ...
 * ไม่สำเร็จ') that the browser's Thai dictionary splits at the end of a narrow line ('ตรวจ / สอบ',
 * 'เชื่อม / ต่อ', 'คำ / สั่งซื้อ'): each is kept on one
 * line (a nowrap span), so a 360 px phone breaks between words. The DOM text stays the given text.
 * Catalogue text has its own, larger rules (src/components/thai-text.tsx).
 */
const WHOLE = /(ตรวจสอบ|เชื่อมต่อ|อินเทอร์เน็ต|คำสั่งซื้อ)/u;

export function WholeWords({ text }: { text: string }) {
  // split() with a capture group puts each kept word at an odd index.
  return text.split(WHOLE).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
      <span key={index} className="sf-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
