import type { Category } from '../../contract/catalogue.ts';

/** Types of the category chooser chart (category-chooser-machine.ts). */

/** The fields of a plain category the chooser uses. */
export type ChooserCategory = Pick<Category, 'id' | 'th_name' | 'image_url' | 'image_cover_url'>;

export type CategoryChooserContext = { categories: ChooserCategory[] };

/** The failure line's retry tapped, or the browser back online (src/services/use-online-event.ts). */
export type CategoryChooserEvent = { type: 'chooser.retry' };
