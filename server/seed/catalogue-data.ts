/**
 * The seed catalogue as data: brands, the category tree, shop types and the product lines the
 * SKUs are generated from (server/seed/catalogue.ts). Customer-facing names are Thai.
 */

export interface BrandDef {
  id: number;
  code: string;
  nameTh: string;
  nameEn: string;
}

export const BRANDS: readonly BrandDef[] = [
  { id: 1, code: 'CHG', nameTh: 'ช้าง', nameEn: 'Chang' },
  { id: 2, code: 'SGH', nameTh: 'สิงห์', nameEn: 'Singha' },
  { id: 3, code: 'CRY', nameTh: 'คริสตัล', nameEn: 'Crystal' },
  { id: 4, code: 'NPL', nameTh: 'เนสท์เล่ เพียวไลฟ์', nameEn: 'Nestle Pure Life' },
  { id: 5, code: 'COK', nameTh: 'โค้ก', nameEn: 'Coke' },
  { id: 6, code: 'PEP', nameTh: 'เป๊ปซี่', nameEn: 'Pepsi' },
  { id: 7, code: 'FNT', nameTh: 'แฟนต้า', nameEn: 'Fanta' },
  { id: 8, code: 'SPR', nameTh: 'สไปรท์', nameEn: 'Sprite' },
  { id: 9, code: 'M15', nameTh: 'เอ็ม-150', nameEn: 'M-150' },
  { id: 10, code: 'CRB', nameTh: 'คาราบาวแดง', nameEn: 'Carabao' },
  { id: 11, code: 'KTD', nameTh: 'กระทิงแดง', nameEn: 'Krating Daeng' },
  { id: 12, code: 'ICH', nameTh: 'อิชิตัน', nameEn: 'Ichitan' },
  { id: 13, code: 'OIS', nameTh: 'โออิชิ', nameEn: 'Oishi' },
  { id: 14, code: 'NES', nameTh: 'เนสกาแฟ', nameEn: 'Nescafe' },
  { id: 15, code: 'BRD', nameTh: 'เบอร์ดี้', nameEn: 'Birdy' },
  { id: 16, code: 'MAL', nameTh: 'มาลี', nameEn: 'Malee' },
  { id: 17, code: 'TIP', nameTh: 'ทิปโก้', nameEn: 'Tipco' },
  { id: 18, code: 'MIL', nameTh: 'ไมโล', nameEn: 'Milo' },
  { id: 19, code: 'SPN', nameTh: 'สปอนเซอร์', nameEn: 'Sponsor' },
  { id: 20, code: 'GTR', nameTh: 'เกเตอเรด', nameEn: 'Gatorade' },
];

export interface CategoryDef {
  id: number;
  th: string;
  en: string;
  description: string;
  /** false: image_url is null, so the category chooser leaves it out. */
  hasImage: boolean;
  /** Sentence every product description of the category carries. */
  blurb: string;
  subs: readonly { id: number; name: string }[];
}

export const CATEGORIES: readonly CategoryDef[] = [
  {
    id: 1,
    th: 'น้ำดื่ม',
    en: 'Drinking Water',
    description: 'น้ำดื่มและน้ำแร่ทุกขนาด ราคาส่ง',
    hasImage: true,
    blurb: 'น้ำดื่มสะอาด ผ่านการกรองและฆ่าเชื้อหลายขั้นตอน ได้มาตรฐาน อย.',
    subs: [
      { id: 101, name: 'น้ำดื่ม' },
      { id: 102, name: 'น้ำแร่' },
    ],
  },
  {
    id: 2,
    th: 'น้ำอัดลม',
    en: 'Soft Drinks',
    description: 'น้ำอัดลม โคล่า น้ำสี และโซดา',
    hasImage: true,
    blurb: 'น้ำอัดลมซ่าสดชื่น เสิร์ฟเย็นๆ พร้อมน้ำแข็งยิ่งอร่อย',
    subs: [
      { id: 201, name: 'โคล่า' },
      { id: 202, name: 'น้ำสี' },
      { id: 203, name: 'โซดา' },
    ],
  },
  {
    id: 3,
    th: 'เครื่องดื่มชูกำลัง',
    en: 'Energy Drinks',
    description: 'เครื่องดื่มชูกำลังแบบขวดและกระป๋อง',
    hasImage: true,
    blurb: 'เครื่องดื่มให้พลังงาน ช่วยให้สดชื่นกระปรี้กระเปร่า ไม่ควรดื่มเกินวันละ 2 ขวด',
    subs: [
      { id: 301, name: 'แบบขวด' },
      { id: 302, name: 'แบบกระป๋อง' },
    ],
  },
  {
    id: 4,
    th: 'ชาพร้อมดื่ม',
    en: 'Ready-to-drink Tea',
    description: 'ชาเขียว ชาดำ และชานมพร้อมดื่ม',
    hasImage: true,
    blurb: 'ชาพร้อมดื่มคุณภาพ ชงจากใบชาคัดพิเศษ',
    subs: [
      { id: 401, name: 'ชาเขียว' },
      { id: 402, name: 'ชาดำ' },
      { id: 403, name: 'ชานม' },
    ],
  },
  {
    id: 5,
    th: 'กาแฟพร้อมดื่ม',
    en: 'Ready-to-drink Coffee',
    description: 'กาแฟกระป๋องและกาแฟขวด',
    hasImage: true,
    blurb: 'กาแฟพร้อมดื่ม หอมกรุ่นจากเมล็ดกาแฟคั่วบด',
    subs: [
      { id: 501, name: 'กาแฟกระป๋อง' },
      { id: 502, name: 'กาแฟขวด' },
    ],
  },
  {
    id: 6,
    th: 'น้ำผลไม้',
    en: 'Juices',
    description: 'น้ำผลไม้ 100% และน้ำผลไม้ผสม',
    hasImage: false,
    blurb: 'น้ำผลไม้คุณภาพ ให้วิตามินซีสูง ไม่ใส่สีสังเคราะห์',
    subs: [
      { id: 601, name: 'น้ำผลไม้ 100%' },
      { id: 602, name: 'น้ำผลไม้ผสม' },
    ],
  },
  {
    id: 7,
    th: 'เครื่องดื่มมอลต์',
    en: 'Malt Drinks',
    description: 'เครื่องดื่มมอลต์ผสมนม ไม่มีแอลกอฮอล์',
    hasImage: false,
    blurb: 'เครื่องดื่มมอลต์ผสมนม ให้พลังงานและสารอาหารสำหรับทุกวัย',
    subs: [
      { id: 701, name: 'แบบกล่อง ยูเอชที' },
      { id: 702, name: 'แบบกระป๋อง' },
    ],
  },
  {
    id: 8,
    th: 'เครื่องดื่มเกลือแร่',
    en: 'Electrolyte Drinks',
    description: 'เครื่องดื่มเกลือแร่สำหรับคนทำงานและนักกีฬา',
    hasImage: true,
    blurb: 'เครื่องดื่มเกลือแร่ ช่วยชดเชยน้ำและเกลือแร่ที่สูญเสียไปกับเหงื่อ',
    subs: [],
  },
];

export const CUSTOMER_GROUPS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'ร้านโชห่วย' },
  { id: 2, name: 'มินิมาร์ท' },
  { id: 3, name: 'ร้านอาหาร' },
  { id: 4, name: 'คาเฟ่' },
  { id: 5, name: 'ร้านค้าส่ง' },
  { id: 6, name: 'ปั๊มน้ำมัน' },
];

/** A pack size: label in the title, code in the SKU code, wholesale baht per unit, container. */
export interface SizeDef {
  label: string;
  code: string;
  unit: number;
  container: string;
}

const size = (label: string, code: string, unit: number, container: string): SizeDef => ({
  label,
  code,
  unit,
  container,
});

export const SIZES = {
  W330: size('330 มล.', '330', 4.2, 'ขวด'),
  W350: size('350 มล.', '350', 3.9, 'ขวด'),
  W600: size('600 มล.', '600', 4.6, 'ขวด'),
  W1500: size('1.5 ลิตร', '1500', 9.5, 'ขวด'),
  W6L: size('6 ลิตร', '6000', 32, 'แกลลอน'),
  G250: size('250 มล.', '250G', 8.5, 'ขวดแก้ว'),
  M500: size('500 มล.', '500', 7.5, 'ขวด'),
  C325: size('325 มล.', '325C', 13, 'กระป๋อง'),
  P450: size('450 มล.', '450', 12.5, 'ขวด'),
  P1250: size('1.25 ลิตร', '1250', 22, 'ขวด'),
  S325: size('325 มล.', '325', 8, 'ขวด'),
  S1L: size('1 ลิตร', '1000', 15, 'ขวด'),
  E150: size('150 มล.', '150', 8.5, 'ขวด'),
  E250C: size('250 มล.', '250C', 13, 'กระป๋อง'),
  E330C: size('330 มล.', '330C', 14, 'กระป๋อง'),
  T420: size('420 มล.', '420', 16, 'ขวด'),
  T500: size('500 มล.', '500', 18, 'ขวด'),
  T800: size('800 มล.', '800', 27, 'ขวด'),
  K180: size('180 มล.', '180C', 12, 'กระป๋อง'),
  K280: size('280 มล.', '280', 19, 'ขวด'),
  J200: size('200 มล.', '200', 12, 'กล่อง'),
  J1L: size('1 ลิตร', '1000', 48, 'กล่อง'),
  U180: size('180 มล.', '180', 11.75, 'กล่อง'),
  U110: size('110 มล.', '110', 8.5, 'กล่อง'),
  U240C: size('240 มล.', '240C', 15, 'กระป๋อง'),
  L250: size('250 มล.', '250', 9, 'ขวด'),
  L580: size('580 มล.', '580', 14, 'ขวด'),
  G350: size('350 มล.', '350', 14, 'ขวด'),
} as const;

type SizeKey = keyof typeof SIZES;

/** A product line: every (size, pack) of `variants` becomes one SKU. */
export interface ProductLine {
  brand: string;
  code: string;
  title: string;
  category: number;
  sub: number | null;
  /** First sentence of each description. */
  note: string;
  /** Price factor against the size's unit price (premium lines cost more). */
  factor?: number;
  variants: readonly (readonly [SizeKey, readonly number[]])[];
}

const WATER: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['W350', [12, 24]],
  ['W600', [12, 24]],
  ['W1500', [6, 12]],
  ['W6L', [2, 4]],
];
const SODA: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['C325', [6, 12, 24]],
  ['G250', [24]],
  ['P450', [12, 24]],
  ['P1250', [6, 12]],
];
const SODA_SMALL: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['C325', [6, 24]],
  ['G250', [24]],
  ['P450', [12, 24]],
  ['P1250', [6, 12]],
];
const TEA: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['T420', [12, 24]],
  ['T800', [6, 12]],
];
const COFFEE_CAN: readonly (readonly [SizeKey, readonly number[]])[] = [['K180', [6, 24, 30]]];
const COFFEE_BOTTLE: readonly (readonly [SizeKey, readonly number[]])[] = [['K280', [6, 12, 24]]];
const JUICE: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['J200', [6, 24, 36]],
  ['J1L', [6, 12]],
];
const MALT_UHT: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['U180', [4, 12, 36]],
  ['U110', [12, 48]],
];
const SALTS: readonly (readonly [SizeKey, readonly number[]])[] = [
  ['L250', [6, 12, 24]],
  ['L580', [12, 24]],
];

const line = (
  brand: string,
  code: string,
  title: string,
  category: number,
  sub: number | null,
  note: string,
  variants: readonly (readonly [SizeKey, readonly number[]])[],
  factor = 1,
): ProductLine => ({ brand, code, title, category, sub, note, variants, factor });

export const PRODUCT_LINES: readonly ProductLine[] = [
  // น้ำดื่ม
  line('CHG', 'WTR', 'น้ำดื่มตราช้าง', 1, 101, 'น้ำดื่มตราช้าง สะอาด บริสุทธิ์ ดื่มได้ทุกวัน', WATER),
  line('SGH', 'WTR', 'น้ำดื่มสิงห์', 1, 101, 'น้ำดื่มสิงห์ คุณภาพจากบุญรอดบริวเวอรี่', [
    ['W330', [12, 24]],
    ['W600', [12, 24]],
    ['W1500', [6, 12]],
    ['W6L', [2, 4]],
  ]),
  line('CRY', 'WTR', 'น้ำดื่มคริสตัล', 1, 101, 'น้ำดื่มคริสตัล สดชื่นทุกหยด', WATER),
  line('NPL', 'WTR', 'เนสท์เล่ เพียวไลฟ์ น้ำดื่ม', 1, 101, 'น้ำดื่มเนสท์เล่ เพียวไลฟ์ ผ่านการกรอง 12 ขั้นตอน', [
    ['W330', [12, 24]],
    ['W600', [12, 24]],
    ['W1500', [6, 12]],
    ['W6L', [2, 4]],
  ]),
  line(
    'CHG',
    'MIN',
    'น้ำแร่ช้าง',
    1,
    102,
    'น้ำแร่ธรรมชาติจากแหล่งน้ำใต้ดินลึก',
    [
      ['W330', [12, 24]],
      ['M500', [12, 24]],
      ['W1500', [6, 12]],
    ],
    1.3,
  ),
  line(
    'NPL',
    'MIN',
    'เนสท์เล่ เพียวไลฟ์ น้ำแร่',
    1,
    102,
    'น้ำแร่ธรรมชาติ มีแร่ธาตุที่ร่างกายต้องการ',
    [
      ['W330', [12, 24]],
      ['M500', [12, 24]],
      ['W1500', [6, 12]],
    ],
    1.35,
  ),
  // น้ำอัดลม
  line('COK', 'ORG', 'โค้ก ออริจินัล', 2, 201, 'โค้ก รสชาติต้นตำรับ ซ่าสะใจ', SODA),
  line('COK', 'ZRO', 'โค้ก ไม่มีน้ำตาล', 2, 201, 'โค้ก สูตรไม่มีน้ำตาล อร่อยเต็มรส', SODA),
  line('PEP', 'ORG', 'เป๊ปซี่', 2, 201, 'เป๊ปซี่ โคล่ารสชาติเข้มข้น', SODA, 0.97),
  line('PEP', 'MAX', 'เป๊ปซี่ แม็กซ์ เทสต์ ไม่มีน้ำตาล', 2, 201, 'เป๊ปซี่ แม็กซ์ เทสต์ ซ่าเต็มรส ไม่มีน้ำตาล', SODA_SMALL, 0.97),
  line('FNT', 'ORN', 'แฟนต้า น้ำส้ม', 2, 202, 'แฟนต้า กลิ่นส้ม สีสันสดใส', SODA_SMALL),
  line('FNT', 'STR', 'แฟนต้า สตรอเบอร์รี่', 2, 202, 'แฟนต้า กลิ่นสตรอเบอร์รี่ หอมหวาน', SODA_SMALL),
  line('FNT', 'GRN', 'แฟนต้า น้ำเขียว', 2, 202, 'แฟนต้า น้ำเขียว กลิ่นครีมโซดา ขวัญใจทุกคน', SODA_SMALL),
  line('FNT', 'GRP', 'แฟนต้า องุ่น', 2, 202, 'แฟนต้า กลิ่นองุ่น ซ่าหวานชื่นใจ', SODA_SMALL),
  line('SPR', 'ORG', 'สไปรท์', 2, 202, 'สไปรท์ เลมอนไลม์ ใสซ่า ดับกระหาย', SODA),
  line('SPR', 'ZRO', 'สไปรท์ ไม่มีน้ำตาล', 2, 202, 'สไปรท์ สูตรไม่มีน้ำตาล สดชื่นไม่ต้องกังวล', SODA_SMALL),
  line('CHG', 'SDA', 'โซดาตราช้าง', 2, 203, 'โซดาช้าง ซ่าแรง เหมาะสำหรับผสมเครื่องดื่ม', [
    ['S325', [12, 24]],
    ['C325', [6, 24]],
    ['S1L', [6, 12]],
  ]),
  line(
    'SGH',
    'SDA',
    'สิงห์ โซดา',
    2,
    203,
    'โซดาสิงห์ ฟองละเอียด ซ่านาน',
    [
      ['S325', [12, 24]],
      ['C325', [6, 24]],
      ['S1L', [6, 12]],
    ],
    0.9,
  ),
  line(
    'SGH',
    'LEM',
    'สิงห์ เลมอนโซดา',
    2,
    203,
    'สิงห์ เลมอนโซดา กลิ่นเลมอนสดชื่น ไม่มีน้ำตาล',
    [
      ['S325', [12, 24]],
      ['C325', [6, 24]],
    ],
    1.2,
  ),
  // เครื่องดื่มชูกำลัง
  line('M15', 'ORG', 'เอ็ม-150', 3, 301, 'เอ็ม-150 เครื่องดื่มชูกำลังยอดนิยมของคนทำงาน', [['E150', [10, 50]]]),
  line('M15', 'LSG', 'เอ็ม-150 สูตรน้ำตาลน้อย', 3, 301, 'เอ็ม-150 สูตรน้ำตาลน้อย พลังเต็มเปี่ยม', [['E150', [10, 50]]]),
  line('CRB', 'RED', 'คาราบาวแดง', 3, 301, 'คาราบาวแดง เครื่องดื่มชูกำลังสูตรเข้มข้น', [['E150', [10, 50]]]),
  line('CRB', 'CAN', 'คาราบาวแดง กระป๋อง', 3, 302, 'คาราบาวแดงแบบกระป๋อง พกพาสะดวก', [['E330C', [6, 12, 24]]]),
  line('KTD', 'ORG', 'กระทิงแดง', 3, 301, 'กระทิงแดง ต้นตำรับเครื่องดื่มชูกำลังไทย', [['E150', [10, 50]]]),
  line('KTD', 'CAN', 'กระทิงแดง กระป๋อง', 3, 302, 'กระทิงแดงแบบกระป๋อง เย็นชื่นใจ', [['E250C', [6, 12, 24]]]),
  line('KTD', 'XTR', 'กระทิงแดง เอ็กซ์ตร้า', 3, 301, 'กระทิงแดง เอ็กซ์ตร้า เพิ่มวิตามินบีรวม', [['E150', [10, 50]]], 1.1),
  // ชาพร้อมดื่ม
  line('ICH', 'GRN', 'อิชิตัน ชาเขียว ต้นตำรับ', 4, 401, 'อิชิตัน ชาเขียวรสต้นตำรับ หอมละมุน', TEA),
  line('ICH', 'HNL', 'อิชิตัน ชาเขียว น้ำผึ้งผสมมะนาว', 4, 401, 'ชาเขียวน้ำผึ้งผสมมะนาว หวานอมเปรี้ยว', TEA),
  line('ICH', 'ZRO', 'อิชิตัน ชาเขียว ไม่มีน้ำตาล', 4, 401, 'ชาเขียวสูตรไม่มีน้ำตาล สำหรับคนรักสุขภาพ', TEA),
  line('ICH', 'CHR', 'อิชิตัน ชาเขียว รสเก๊กฮวย', 4, 401, 'ชาเขียวผสมเก๊กฮวย หอมดอกไม้ ชื่นใจ', TEA),
  line('ICH', 'BLK', 'อิชิตัน ชาดำ เลมอน', 4, 402, 'ชาดำกลิ่นเลมอน ดื่มง่าย สดชื่น', TEA),
  line('ICH', 'MLK', 'อิชิตัน ชานม', 4, 403, 'ชานมรสกลมกล่อม หอมชาและนม', [['T420', [12, 24]]], 1.1),
  line('OIS', 'GRN', 'โออิชิ กรีนที ต้นตำรับ', 4, 401, 'โออิชิ กรีนที รสต้นตำรับ ชาเขียวญี่ปุ่นแท้', [
    ['T420', [12, 24]],
    ['T500', [12, 24]],
    ['T800', [6, 12]],
  ]),
  line('OIS', 'HNL', 'โออิชิ กรีนที น้ำผึ้งผสมมะนาว', 4, 401, 'กรีนทีน้ำผึ้งผสมมะนาว หวานกำลังดี', [
    ['T420', [12, 24]],
    ['T500', [12, 24]],
    ['T800', [6, 12]],
  ]),
  line('OIS', 'GNM', 'โออิชิ กรีนที ข้าวญี่ปุ่น', 4, 401, 'กรีนทีผสมข้าวญี่ปุ่นคั่ว หอมกลิ่นข้าว', TEA),
  line('OIS', 'ZRO', 'โออิชิ กรีนที ไม่มีน้ำตาล', 4, 401, 'กรีนทีสูตรไม่มีน้ำตาล ชาเขียวแท้ 100%', TEA),
  line('OIS', 'CKZ', 'โออิชิ ชาคูลล์ซ่า เลมอน', 4, 401, 'ชาเขียวอัดแก๊สกลิ่นเลมอน ซ่าสดชื่น', TEA),
  line('OIS', 'BLK', 'โออิชิ ชาดำ เลมอน', 4, 402, 'ชาดำเลมอน สดชื่นทุกจิบ', TEA),
  line('OIS', 'MLK', 'โออิชิ ชานมญี่ปุ่น', 4, 403, 'ชานมสไตล์ญี่ปุ่น นุ่มละมุน', [['T420', [12, 24]]], 1.1),
  // กาแฟพร้อมดื่ม
  line('NES', 'ESP', 'เนสกาแฟ เอสเปรสโซ โรสต์', 5, 501, 'เนสกาแฟ เอสเปรสโซ โรสต์ เข้มข้นถึงใจ', COFFEE_CAN),
  line('NES', 'LAT', 'เนสกาแฟ ลาเต้', 5, 501, 'เนสกาแฟ ลาเต้ นุ่มนวลด้วยนมสด', COFFEE_CAN),
  line('NES', 'BLK', 'เนสกาแฟ แบล็ค', 5, 501, 'เนสกาแฟ แบล็ค กาแฟดำไม่มีน้ำตาล', COFFEE_CAN),
  line('NES', 'CAP', 'เนสกาแฟ คาปูชิโน่', 5, 501, 'เนสกาแฟ คาปูชิโน่ ฟองนมนุ่ม หอมกาแฟ', COFFEE_CAN),
  line('NES', 'LTB', 'เนสกาแฟ ลาเต้ ขวด', 5, 502, 'เนสกาแฟ ลาเต้ขวดใหญ่ ดื่มได้นานขึ้น', COFFEE_BOTTLE),
  line('NES', 'AMB', 'เนสกาแฟ อเมริกาโน่ ขวด', 5, 502, 'อเมริกาโน่ขวด หอมกาแฟคั่วเข้ม', COFFEE_BOTTLE),
  line('BRD', 'ROB', 'เบอร์ดี้ โรบัสต้า', 5, 501, 'เบอร์ดี้ โรบัสต้า กาแฟกระป๋องขวัญใจคนทำงาน', COFFEE_CAN, 0.95),
  line('BRD', 'ESP', 'เบอร์ดี้ เอสเปรสโซ', 5, 501, 'เบอร์ดี้ เอสเปรสโซ เข้มข้น หอมกรุ่น', COFFEE_CAN, 0.95),
  line('BRD', 'LAT', 'เบอร์ดี้ ลาเต้', 5, 501, 'เบอร์ดี้ ลาเต้ หวานมันกลมกล่อม', COFFEE_CAN, 0.95),
  line('BRD', 'BLK', 'เบอร์ดี้ แบล็ค', 5, 501, 'เบอร์ดี้ แบล็ค กาแฟดำแท้ ไม่มีน้ำตาล', COFFEE_CAN, 0.95),
  line('BRD', 'LTB', 'เบอร์ดี้ ลาเต้ ขวด', 5, 502, 'เบอร์ดี้ ลาเต้ขวด ดื่มง่ายทุกวัน', COFFEE_BOTTLE, 0.95),
  line('BRD', 'CAP', 'เบอร์ดี้ คาปูชิโน่ ขวด', 5, 502, 'คาปูชิโน่ขวด ฟองนมนุ่ม', COFFEE_BOTTLE, 0.95),
  // น้ำผลไม้
  line('MAL', 'ORN', 'มาลี น้ำส้มสายน้ำผึ้ง 100%', 6, 601, 'น้ำส้มสายน้ำผึ้งแท้ 100% ไม่เติมน้ำตาล', JUICE),
  line('MAL', 'APL', 'มาลี น้ำแอปเปิ้ล 100%', 6, 601, 'น้ำแอปเปิ้ลแท้ 100% หวานธรรมชาติ', JUICE),
  line('MAL', 'GRP', 'มาลี น้ำองุ่น 100%', 6, 601, 'น้ำองุ่นแดงแท้ 100% เข้มข้น', JUICE),
  line('MAL', 'MXF', 'มาลี น้ำผลไม้รวม 100%', 6, 601, 'น้ำผลไม้รวมแท้ 100% หลากรสในกล่องเดียว', JUICE),
  line('MAL', 'TRP', 'มาลี ทรอปิคอล น้ำส้ม 40%', 6, 602, 'น้ำส้มผสม 40% ดื่มง่าย ราคาประหยัด', JUICE, 0.75),
  line('MAL', 'GUA', 'มาลี น้ำฝรั่ง 40%', 6, 602, 'น้ำฝรั่งผสม 40% หอมหวานเย็นชื่นใจ', JUICE, 0.75),
  line('TIP', 'ORN', 'ทิปโก้ น้ำส้มสายน้ำผึ้ง 100%', 6, 601, 'ทิปโก้ น้ำส้มสายน้ำผึ้งคั้นแท้ 100%', JUICE),
  line('TIP', 'PNE', 'ทิปโก้ น้ำสับปะรด 100%', 6, 601, 'น้ำสับปะรดภูแลแท้ 100% หอมหวาน', JUICE),
  line('TIP', 'MXV', 'ทิปโก้ น้ำผักผลไม้รวม 100%', 6, 601, 'น้ำผักผลไม้รวม 100% ใยอาหารสูง', JUICE),
  line('TIP', 'POM', 'ทิปโก้ น้ำทับทิม 100%', 6, 601, 'น้ำทับทิมแท้ 100% อุดมด้วยสารต้านอนุมูลอิสระ', JUICE, 1.15),
  line('TIP', 'SQZ', 'ทิปโก้ สควีซ น้ำส้ม 25%', 6, 602, 'น้ำส้มผสม 25% ดื่มเย็นๆ สดชื่น', [['J200', [6, 24, 36]]], 0.7),
  // เครื่องดื่มมอลต์
  line('MIL', 'UHT', 'ไมโล ยูเอชที', 7, 701, 'ไมโล ช็อกโกแลตมอลต์ผสมนม ให้พลังงานพร้อมเรียนรู้', MALT_UHT),
  line('MIL', 'LSG', 'ไมโล ยูเอชที สูตรน้ำตาลน้อย', 7, 701, 'ไมโล สูตรน้ำตาลน้อย อร่อยเหมือนเดิม', MALT_UHT),
  line('MIL', 'CAN', 'ไมโล แอคทีฟโก กระป๋อง', 7, 702, 'ไมโลกระป๋อง เย็นชื่นใจ พกพาง่าย', [['U240C', [6, 24, 30]]]),
  // เครื่องดื่มเกลือแร่ (ไม่มีหมวดย่อย)
  line('SPN', 'ORG', 'สปอนเซอร์ ออริจินัล', 8, null, 'สปอนเซอร์ ออริจินัล เติมความสดชื่นระหว่างวัน', SALTS),
  line('SPN', 'ACT', 'สปอนเซอร์ แอคทีฟ', 8, null, 'สปอนเซอร์ แอคทีฟ สำหรับคนออกกำลังกาย', SALTS),
  line('SPN', 'ZRO', 'สปอนเซอร์ ไม่มีน้ำตาล', 8, null, 'สปอนเซอร์ สูตรไม่มีน้ำตาล 0 แคลอรี่', SALTS),
  line('GTR', 'BLU', 'เกเตอเรด บลูบอลท์', 8, null, 'เกเตอเรด บลูบอลท์ เกลือแร่สำหรับนักกีฬา', [['G350', [6, 12, 24]]]),
  line('GTR', 'LMN', 'เกเตอเรด เลมอนไลม์', 8, null, 'เกเตอเรด กลิ่นเลมอนไลม์ สดชื่น', [['G350', [6, 12, 24]]]),
  line('GTR', 'GRP', 'เกเตอเรด องุ่น', 8, null, 'เกเตอเรด กลิ่นองุ่น เติมพลังระหว่างออกกำลังกาย', [
    ['G350', [6, 12, 24]],
  ]),
  line('GTR', 'ORN', 'เกเตอเรด ส้ม', 8, null, 'เกเตอเรด กลิ่นส้ม ดื่มง่าย', [['G350', [6, 12, 24]]]),
];

/**
 * English product names per product line ('CHG-WTR'): shop owners also search in English ('coke',
 * 'chang water'); a SKU's title_en adds its size and pack (server/seed/catalogue.ts).
 */
export const LINE_TITLES_EN: Readonly<Record<string, string>> = {
  'CHG-WTR': 'Chang Drinking Water',
  'SGH-WTR': 'Singha Drinking Water',
  'CRY-WTR': 'Crystal Drinking Water',
  'NPL-WTR': 'Nestle Pure Life Drinking Water',
  'CHG-MIN': 'Chang Mineral Water',
  'NPL-MIN': 'Nestle Pure Life Mineral Water',
  'COK-ORG': 'Coca-Cola Original',
  'COK-ZRO': 'Coca-Cola Zero Sugar',
  'PEP-ORG': 'Pepsi Cola',
  'PEP-MAX': 'Pepsi Max Taste Zero Sugar',
  'FNT-ORN': 'Fanta Orange',
  'FNT-STR': 'Fanta Strawberry',
  'FNT-GRN': 'Fanta Cream Soda',
  'FNT-GRP': 'Fanta Grape',
  'SPR-ORG': 'Sprite Lemon-Lime',
  'SPR-ZRO': 'Sprite Zero Sugar',
  'CHG-SDA': 'Chang Soda Water',
  'SGH-SDA': 'Singha Soda Water',
  'SGH-LEM': 'Singha Lemon Soda',
  'M15-ORG': 'M-150 Energy Drink',
  'M15-LSG': 'M-150 Energy Drink Less Sugar',
  'CRB-RED': 'Carabao Energy Drink',
  'CRB-CAN': 'Carabao Energy Drink Can',
  'KTD-ORG': 'Krating Daeng Energy Drink',
  'KTD-CAN': 'Krating Daeng Energy Drink Can',
  'KTD-XTR': 'Krating Daeng Extra',
  'ICH-GRN': 'Ichitan Green Tea Original',
  'ICH-HNL': 'Ichitan Green Tea Honey Lemon',
  'ICH-ZRO': 'Ichitan Green Tea No Sugar',
  'ICH-CHR': 'Ichitan Green Tea Chrysanthemum',
  'ICH-BLK': 'Ichitan Lemon Black Tea',
  'ICH-MLK': 'Ichitan Milk Tea',
  'OIS-GRN': 'Oishi Green Tea Original',
  'OIS-HNL': 'Oishi Green Tea Honey Lemon',
  'OIS-GNM': 'Oishi Genmai Green Tea',
  'OIS-ZRO': 'Oishi Green Tea No Sugar',
  'OIS-CKZ': 'Oishi Chakulza Lemon',
  'OIS-BLK': 'Oishi Lemon Black Tea',
  'OIS-MLK': 'Oishi Japanese Milk Tea',
  'NES-ESP': 'Nescafe Espresso Roast',
  'NES-LAT': 'Nescafe Latte',
  'NES-BLK': 'Nescafe Black',
  'NES-CAP': 'Nescafe Cappuccino',
  'NES-LTB': 'Nescafe Latte Bottle',
  'NES-AMB': 'Nescafe Americano Bottle',
  'BRD-ROB': 'Birdy Robusta',
  'BRD-ESP': 'Birdy Espresso',
  'BRD-LAT': 'Birdy Latte',
  'BRD-BLK': 'Birdy Black',
  'BRD-LTB': 'Birdy Latte Bottle',
  'BRD-CAP': 'Birdy Cappuccino Bottle',
  'MAL-ORN': 'Malee 100% Sai Nam Phueng Orange Juice',
  'MAL-APL': 'Malee 100% Apple Juice',
  'MAL-GRP': 'Malee 100% Grape Juice',
  'MAL-MXF': 'Malee 100% Mixed Fruit Juice',
  'MAL-TRP': 'Malee Tropical Orange Juice 40%',
  'MAL-GUA': 'Malee Guava Juice 40%',
  'TIP-ORN': 'Tipco 100% Sai Nam Phueng Orange Juice',
  'TIP-PNE': 'Tipco 100% Pineapple Juice',
  'TIP-MXV': 'Tipco 100% Mixed Vegetable and Fruit Juice',
  'TIP-POM': 'Tipco 100% Pomegranate Juice',
  'TIP-SQZ': 'Tipco Squeeze Orange Juice 25%',
  'MIL-UHT': 'Milo UHT',
  'MIL-LSG': 'Milo UHT Less Sugar',
  'MIL-CAN': 'Milo Activ-Go Can',
  'SPN-ORG': 'Sponsor Original',
  'SPN-ACT': 'Sponsor Active',
  'SPN-ZRO': 'Sponsor Zero Sugar',
  'GTR-BLU': 'Gatorade Blue Bolt',
  'GTR-LMN': 'Gatorade Lemon-Lime',
  'GTR-GRP': 'Gatorade Grape',
  'GTR-ORN': 'Gatorade Orange',
};

/** Last sentence of a description, picked per SKU. */
export const STORAGE_NOTES: readonly string[] = [
  'เก็บในที่แห้งและเย็น หลีกเลี่ยงแสงแดดโดยตรง',
  'แช่เย็นก่อนดื่มเพื่อรสชาติที่ดีที่สุด',
  'เปิดแล้วควรดื่มให้หมดภายใน 1 วัน',
  'สินค้าขายดี เหมาะสำหรับสต็อกหน้าร้าน',
];

/** The one description with markup-like text: the storefront must show it as plain text. */
export const HTML_DESCRIPTION =
  'สูตรใหม่ <b>หวานน้อยกว่าเดิม</b> อร่อยเหมือนเดิม\n' +
  'ข้อความ <script>alert("seed")</script> นี้ต้องแสดงเป็นตัวอักษรธรรมดา ไม่ใช่ HTML';
