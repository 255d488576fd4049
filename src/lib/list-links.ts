import { paths } from '../../contract/app-paths.ts';
import type { Brand, Category } from '../../contract/index.ts';

/**
 * A link that opens a product list carries the list's name and cover in its navigation state, so
 * the list shows its title at once instead of looking it up (src/features/catalogue/list-route.ts
 * reads them). Spread into a router Link: `<Link {...brandListLink(brand)}>`.
 */
export const brandListLink = (brand: Pick<Brand, 'id' | 'name_th' | 'image_cover_url'>) => ({
  to: paths.brand(brand.id),
  state: { name: brand.name_th, cover: brand.image_cover_url },
});

export const categoryListLink = (category: Pick<Category, 'id' | 'th_name' | 'image_cover_url'>) => ({
  to: paths.category(category.id),
  state: { name: category.th_name, cover: category.image_cover_url },
});
