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
