import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../machines/product-list/index.ts';
import { system } from '../../src/app/theme.ts';
import { discountLabel, ProductCard } from '../../src/components/product-card.tsx';
import { ProductImage } from '../../src/components/product-image.tsx';
import { gridColumns } from '../../src/features/catalogue/product-grid.tsx';

/* A product card as a shop owner sees it in a list: price, badge, image or placeholder, link. */

afterEach(cleanup);

const PRODUCT: ProductSummary = {
  id: 1,
  title: 'น้ำดื่มตราช้าง 600 มล. แพ็ค 12 ขวด ราคาพิเศษสำหรับร้านค้าส่งทั่วประเทศ',
  image_url: '/images/products/1.svg',
  net_price: 39.95,
  price: 47,
  discount_price: 15,
};

function Where() {
  return <p data-testid="pathname">{useLocation().pathname}</p>;
}

function renderCard(product: ProductSummary) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ProductCard product={product} /> },
      { path: '/products/:id', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('ProductCard', () => {
  it('shows the net price with 2 decimals, the -N% badge and the struck-through list price', () => {
    renderCard(PRODUCT);
    expect(screen.getByText('฿39.95')).toBeTruthy();
    expect(screen.getByTestId('discount-badge').textContent).toBe('-15%');
    const listPrice = screen.getByRole('deletion');
    expect(listPrice.textContent).toBe('฿47.00');
  });

  it('says its selling unit on a line of its own, under a title cut at two lines', () => {
    renderCard({ ...PRODUCT, pack_size: 'แพ็ค 12 ขวด' });
    expect(screen.getByTestId('product-pack-size').textContent).toBe('แพ็ค 12 ขวด');
    // A product without one keeps the line empty, so the cards of a row stay aligned.
    cleanup();
    renderCard({ ...PRODUCT, pack_size: null });
    expect(screen.getByTestId('product-pack-size').textContent).toBe('');
  });

  it('says its pack size once: a title that ends with it shows without it, over the pack size line', () => {
    renderCard({ ...PRODUCT, title: 'น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด', pack_size: 'แพ็ค 12 ขวด' });
    expect(screen.getByTestId('product-title').textContent).toBe('น้ำดื่มตราช้าง 350 มล.');
    expect(screen.getByTestId('product-pack-size').textContent).toBe('แพ็ค 12 ขวด');
    expect(screen.getByTestId('product-card').textContent?.split('แพ็ค 12 ขวด')).toHaveLength(2);
  });

  it('has no badge and no struck-through price without a discount', () => {
    renderCard({ ...PRODUCT, discount_price: null, price: 25, net_price: 25 });
    expect(screen.getByText('฿25.00')).toBeTruthy();
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(screen.queryByRole('deletion')).toBeNull();
  });

  it('strikes the list price whenever it differs from the net price', () => {
    renderCard({ ...PRODUCT, discount_price: null, price: 30, net_price: 28.5 });
    expect(screen.getByRole('deletion').textContent).toBe('฿30.00');
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('writes a whole discount without decimals and keeps a fractional one', () => {
    expect(discountLabel(15)).toBe('-15%');
    expect(discountLabel(12.5)).toBe('-12.5%');
    expect(discountLabel(10.0)).toBe('-10%');
  });

  it('clamps the title to 2 lines', () => {
    renderCard(PRODUCT);
    const title = screen.getByTestId('product-title');
    expect(title.textContent).toBe(PRODUCT.title);
    expect(title.style.webkitLineClamp).toBe('2');
    expect(title.style.display).toBe('-webkit-box');
  });

  it('shows the product image lazily in a square box', () => {
    renderCard(PRODUCT);
    // Decorative: the title is right under it (alt="", no second reading of the name).
    const image = document.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img', { name: PRODUCT.title })).toBeNull();
    expect(image.getAttribute('src')).toBe('/images/products/1.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe(image.getAttribute('height'));
  });

  it('shows the placeholder when the image is null', () => {
    renderCard({ ...PRODUCT, image_url: null });
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the placeholder when the image fails to load', () => {
    renderCard({ ...PRODUCT, image_url: '/images/products/missing-26.svg' });
    const image = document.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('is a link to /products/{id}', async () => {
    renderCard(PRODUCT);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/products/1');
    await userEvent.click(link);
    expect(screen.getByTestId('pathname').textContent).toBe('/products/1');
  });
});

describe('ProductImage', () => {
  it('tries a new src after a failed one', () => {
    const { rerender } = render(
      <ChakraProvider value={system}>
        <ProductImage src="/a.svg" alt="ก" />
      </ChakraProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'ก' }));
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();
    rerender(
      <ChakraProvider value={system}>
        <ProductImage src="/b.svg" alt="ก" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('img', { name: 'ก' }).getAttribute('src')).toBe('/b.svg');
  });
});

describe('gridColumns (2, 3 or 6 product columns)', () => {
  it('is 2 on phones, 3 from 768 px, 6 from 1024 px', () => {
    expect(gridColumns(0)).toBe(2);
    expect(gridColumns(390)).toBe(2);
    expect(gridColumns(767)).toBe(2);
    expect(gridColumns(768)).toBe(3);
    expect(gridColumns(1023)).toBe(3);
    expect(gridColumns(1024)).toBe(6);
  });
});
