import { th } from '../i18n/th.ts';

/**
 * The word a product is sold by, for quantities the customer reads ('48 ลัง'): the first word of
 * its pack size ('ลัง 24 ขวด' -> 'ลัง', 'แพ็ค 6 กระป๋อง' -> 'แพ็ค'). A product without a pack size,
 * or one that starts with a number ('24 ขวด'), is counted in the neutral unit (th.product.unit).
 */
export function sellingUnit(packSize: string | null | undefined): string {
  const first = packSize?.trim().split(/\s+/u)[0] ?? '';
  return first === '' || /\d/u.test(first) ? th.product.unit : first;
}

/** A product's name and the pack size to print on its own line (null: none to print). */
export type NameAndPack = { name: string; packSize: string | null };

const SPACE = /\s/u;
/** What may stand between a name and the pack size that ends it ('… 350 มล. - แพ็ค 12 ขวด'). */
const SEPARATOR = /[\s,\-–—·/|:]+$/u;
const literal = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The pack size at the end of a name, spacing ignored ('แพ็ค12 ขวด' is 'แพ็ค 12 ขวด'), not starting
 * inside a number or a Latin word of the name ('6 ขวด' does not end '16 ขวด').
 */
function packAtEnd(packSize: string): RegExp {
  const chars = Array.from(packSize).filter((char) => !SPACE.test(char));
  const first = chars[0] ?? '';
  const inside = /\d/u.test(first) ? '(?<![\\d.])' : /[a-z]/iu.test(first) ? '(?<![a-z])' : '';
  return new RegExp(`${inside}${chars.map(literal).join('\\s*')}\\s*$`, 'iu');
}

/**
 * A product's name and pack size as the screens print them, one under the other (product cards,
 * search suggestions, the quick add panel, the product page, cart lines), so the pack size is said
 * once. The catalogue's names end with it ('น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด', sold by 'แพ็ค 12 ขวด'):
 * the name then loses that ending (spacing and letter case ignored) and the pack size keeps its own
 * line, which a name clamped to two lines can never cut. A name that says it elsewhere is printed
 * whole with the line too: cut at two lines it may lose it, and a phrase taken out of its middle
 * could leave it garbled. A name that is only its pack size is printed alone.
 */
export function nameAndPack(name: string, packSize: string | null | undefined): NameAndPack {
  const pack = packSize?.trim() ?? '';
  if (pack === '') return { name, packSize: null };
  const ending = packAtEnd(pack).exec(name);
  if (!ending) return { name, packSize: pack };
  const rest = name.slice(0, ending.index).replace(SEPARATOR, '');
  return rest === '' ? { name, packSize: null } : { name: rest, packSize: pack };
}
