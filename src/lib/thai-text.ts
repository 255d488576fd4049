/**
 * Thai line breaking for catalogue text. Thai writes no spaces between words, so the
 * browser breaks lines with its own word dictionary (ICU). Two things go wrong with product titles:
 * - brand names and loan words the dictionary lacks are split mid-word ('เป๊ป|ซี่', 'ร้านโช|ห่วย');
 * - a line breaks between a number and its unit ('250 / มล.', 'แพ็ค 4 / แกลลอน').
 *
 * `thaiLineBreaks` marks the text: numbers and their units bound with NO-BREAK SPACE (U+00A0), a
 * word of KEEP_WHOLE glued with WORD JOINER (U+2060) where the segmenter would split it, and every
 * other boundary between two Thai words (Intl.Segmenter) given a ZERO WIDTH SPACE (U+200B): an
 * explicit break opportunity for web views without a Thai dictionary. `thaiBreakParts` turns the
 * marks into parts for src/components/thai-text.tsx, which renders <wbr> between parts and keeps
 * bound parts on one line with `white-space: nowrap`, so the DOM text (and every accessible name)
 * stays exactly the catalogue's text. Strings of our own (src/i18n/th.ts) use bindNumbersToUnits.
 */

export const NBSP = '\u00a0';
export const WORD_JOINER = '\u2060';
export const ZWSP = '\u200b';

/**
 * Words the browser's dictionary splits: the catalogue's brand names and shop types, and common
 * beverage loan words. Kept whole; a new brand that breaks badly is added here.
 */
const KEEP_WHOLE: readonly string[] = [
  'เป๊ปซี่',
  'แฟนต้า',
  'สไปรท์',
  'คาราบาว',
  'กระทิงแดง',
  'อิชิตัน',
  'โออิชิ',
  'เนสกาแฟ',
  'เนสท์เล่',
  'เพียวไลฟ์',
  'คริสตัล',
  'เบอร์ดี้',
  'ทิปโก้',
  'ไมโล',
  'สปอนเซอร์',
  'เกเตอเรด',
  'โคล่า',
  'โซดา',
  'โชห่วย',
  'ค้าส่ง',
  'มินิมาร์ท',
  'คาเฟ่',
  'ยูเอชที',
  'แกลลอน',
  'กระป๋อง',
];

/** Units and counters that follow a number ('250 มล.', '4 แกลลอน', '12 ขวด', '1.5 L'). */
const UNIT_AFTER =
  /(\d)[ \t]+(?=(?:มล\.|ml\b|mL\b|ML\b|ลิตร|ล\.|L\b|l\b|ซีซี|cc\b|กรัม|ก\.|g\b|กก\.|kg\b|ออนซ์|oz\b|ขวด|กระป๋อง|กล่อง|แพ็ค|แพค|ลัง|แกลลอน|ถุง|ซอง|ชิ้น|โหล|รายการ|ครั้ง|บาท|วัน|ชั่วโมง|นาที|%))/gu;
/** Counters that precede a number ('แพ็ค 4', 'x 6', 'ลัง 24'). */
const COUNTER_BEFORE = /((?:แพ็ค|แพค|ลัง|โหล|กล่อง|pack|Pack|PACK|x|X|×))[ \t]+(?=\d)/gu;

/** Binds every number to its unit (and pack counters to their number) with no-break spaces. */
export function bindNumbersToUnits(text: string): string {
  return text.replace(UNIT_AFTER, `$1${NBSP}`).replace(COUNTER_BEFORE, `$1${NBSP}`);
}

const THAI = /[\u0E00-\u0E7F]/u;
const isThaiAt = (text: string, index: number) =>
  index >= 0 && index < text.length && THAI.test(text[index]!);

let segmenter: Intl.Segmenter | null | undefined;
function thaiSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('th', { granularity: 'word' })
        : null;
  }
  return segmenter;
}

/** [start, end) ranges of KEEP_WHOLE words in the text. */
function keptRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const word of KEEP_WHOLE) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
      ranges.push([at, at + word.length]);
    }
  }
  return ranges;
}

/**
 * Break opportunities between Thai words (U+200B) and none inside KEEP_WHOLE words (U+2060),
 * from Intl.Segmenter's Thai word boundaries. Text without Thai, or a runtime without
 * Intl.Segmenter, comes back unchanged.
 */
export function thaiWordBreaks(text: string): string {
  const seg = thaiSegmenter();
  if (!seg || !THAI.test(text)) return text;
  const kept = keptRanges(text);
  const inside = (index: number) => kept.some(([start, end]) => index > start && index < end);
  let out = '';
  let last = 0;
  for (const { index } of seg.segment(text)) {
    if (index === 0) continue;
    out += text.slice(last, index);
    last = index;
    // Only between two Thai characters: spaces, digits and Latin keep their own rules.
    if (!isThaiAt(text, index - 1) || !isThaiAt(text, index)) continue;
    out += inside(index) ? WORD_JOINER : ZWSP;
  }
  return out + text.slice(last);
}

/** A catalogue title ready to show: numbers bound to units, then Thai word boundaries marked. */
export function thaiLineBreaks(text: string): string {
  return thaiWordBreaks(bindNumbersToUnits(text));
}

export interface ThaiPart {
  text: string;
  /** Never broken inside (a number with its unit, a KEEP_WHOLE word). */
  nowrap: boolean;
}

/**
 * The text in parts: a line may break between two parts (a <wbr>), inside a plain part at its
 * spaces, never inside a `nowrap` part. Joined, the parts give back the text (runs of spaces
 * next to a number and its unit become one space).
 */
export function thaiBreakParts(text: string): ThaiPart[][] {
  return thaiLineBreaks(text)
    .split(ZWSP)
    .map((chunk) =>
      chunk
        .split(/([ \t\n]+)/u)
        .filter((token) => token !== '')
        .map((token) =>
          token.includes(NBSP) || token.includes(WORD_JOINER)
            ? { text: token.replaceAll(NBSP, ' ').replaceAll(WORD_JOINER, ''), nowrap: true }
            : { text: token, nowrap: false },
        ),
    );
}
