/** Types of the category chooser chart (category-chooser-machine.ts). */

/** The fields of a plain category (contract/catalogue.ts Category) the chooser uses. */
export type ChooserCategory = {
  id: number;
  th_name: string;
  image_url: string | null;
  image_cover_url: string | null;
};

export type CategoryChooserContext = { categories: ChooserCategory[] };

export type CategoryChooserEvent = { type: 'chooser.reload' };
