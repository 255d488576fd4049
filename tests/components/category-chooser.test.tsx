import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChooserCategory, chooserBanner, chooserLayout } from '../../machines/category-chooser/index.ts';
import { CategoryChooser } from '../../src/features/catalogue/category-chooser.tsx';
import { th } from '../../src/i18n/th.ts';
import { renderAt } from './render.tsx';

/** The category chooser as a shop owner meets it: tiles by their Thai names, links they lead to. */

afterEach(cleanup);

const category = (id: number, image = true): ChooserCategory => ({
  id,
  th_name: `หมวด ${id}`,
  image_url: image ? `/images/categories/${id}.svg` : null,
  image_cover_url: image ? `/images/categories/${id}-cover.svg` : null,
});

// Eight categories, two without an image (not tiles; in the compact list below): six tiles.
const CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => category(id, id !== 6 && id !== 7));

function renderChooser(categories: ChooserCategory[], loading = false) {
  const { user, router } = renderAt(
    <CategoryChooser categories={categories} loading={loading} />,
    '/categories',
  );
  return { user, router };
}

const names = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('CategoryChooser layout', () => {
  it('tiles only for categories with an image: the first 3 stacked, the next 2 in a row, the rest after', () => {
    renderChooser(CATEGORIES);
    expect(names(screen.getByTestId('chooser-stacked'))).toEqual(['หมวด 1', 'หมวด 2', 'หมวด 3']);
    expect(names(screen.getByTestId('chooser-pair'))).toEqual(['หมวด 4', 'หมวด 5']);
    expect(names(screen.getByTestId('chooser-rest'))).toEqual(['หมวด 8', th.categories.all]);
  });

  it('the categories without an image are reachable from a compact list under the tiles', async () => {
    const { user, router } = renderChooser(CATEGORIES);
    const others = screen.getByRole('navigation', { name: th.categories.others });
    expect(names(others)).toEqual(['หมวด 6', 'หมวด 7']);
    await user.click(within(others).getByRole('link', { name: 'หมวด 7' }));
    expect(router.state.location.pathname).toBe('/categories/7');
  });

  it('no compact list when every category has an image', () => {
    renderChooser(CATEGORIES.filter((c) => c.image_url));
    expect(screen.queryByTestId('chooser-others')).toBeNull();
  });

  it("the 'ทั้งหมด' tile (id 999) is always last, even with no categories", () => {
    renderChooser([]);
    expect(screen.queryByTestId('chooser-pair')).toBeNull();
    expect(names(screen.getByTestId('chooser-stacked'))).toEqual([]);
    const all = screen.getByRole('link', { name: th.categories.all });
    expect(all.getAttribute('data-category-id')).toBe('999');
    expect(names(screen.getByTestId('chooser-rest'))).toEqual([th.categories.all]);
  });

  it('chooserLayout and chooserBanner follow the rule for any count', () => {
    const two = chooserLayout([category(1), category(2, false), category(3)]);
    expect(two.stacked.map((c) => c.id)).toEqual([1, 3]);
    expect(two.pair).toEqual([]);
    expect(two.rest).toEqual([]);
    expect(chooserLayout(CATEGORIES).rest.map((c) => c.id)).toEqual([8]);
    expect(chooserBanner([category(6, false), category(2)])).toBe('/images/categories/2-cover.svg');
    expect(chooserBanner([])).toBeNull();
  });

  it('the banner uses the first cover image and falls back to the default on error', () => {
    renderChooser(CATEGORIES);
    const images = document.querySelectorAll('img');
    const banner = images[0] as HTMLImageElement;
    expect(banner.getAttribute('src')).toBe('/images/categories/1-cover.svg');
    fireEvent.error(banner);
    expect(document.querySelector('img[src="/images/categories/1-cover.svg"]')).toBeNull();
    expect(screen.getAllByTestId('image-placeholder').length).toBeGreaterThan(0);
  });

  it('tile images are lazy with a fixed aspect ratio', () => {
    renderChooser(CATEGORIES);
    const tile = screen.getByRole('link', { name: 'หมวด 2' }).querySelector('img') as HTMLImageElement;
    expect(tile.getAttribute('loading')).toBe('lazy');
    expect(tile.getAttribute('src')).toBe('/images/categories/2.svg');
  });
});

describe('CategoryChooser navigation', () => {
  it("'ทั้งหมด' leads to /products/", async () => {
    const { user } = renderChooser(CATEGORIES);
    await user.click(screen.getByRole('link', { name: th.categories.all }));
    expect(screen.getByTestId('pathname').textContent).toBe('/products/');
  });

  it('a category tile leads to /categories/{id} with its Thai name and cover', async () => {
    const { user } = renderChooser(CATEGORIES);
    await user.click(screen.getByRole('link', { name: 'หมวด 4' }));
    expect(screen.getByTestId('pathname').textContent).toBe('/categories/4');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      name: 'หมวด 4',
      cover: '/images/categories/4-cover.svg',
    });
  });
});
