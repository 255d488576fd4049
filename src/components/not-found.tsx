import { paths } from '../../contract/app-paths.ts';
import { th } from '../i18n/th.ts';
import { Notice } from './notice.tsx';

export interface NotFoundProps {
  /** What was not found: 'ไม่พบสินค้านี้'. */
  title: string;
  text: string;
}

/**
 * An unknown product, order or coupon (or one whose load failed): a Thai notice with a way home
 * instead of a blank page.
 */
export function NotFound({ title, text }: NotFoundProps) {
  return (
    <Notice tone="muted" title={title} text={text} action={{ to: paths.home(), label: th.common.backHome }} />
  );
}
