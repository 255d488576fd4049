import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddLineParams } from '../../machines/add-to-cart/index.ts';
import type { ProductDetailData } from '../../machines/product-detail/index.ts';
import { system } from '../../src/app/theme.ts';
import { AddToCartBar } from '../../src/features/product/add-to-cart-bar.tsx';
import { ProductDetailView } from '../../src/features/product/product-detail-view.tsx';
import { toCartLine, useAddToCart } from '../../src/features/product/use-add-to-cart.ts';
import { th } from '../../src/i18n/th.ts';

/* The product page's content and bottom bar as a shop owner meets them (spec section 2, 3, 4, 5). */

afterEach(cleanup);

const ui = (element: ReactNode) => render(<ChakraProvider value={system}>{element}</ChakraProvider>);

const PRODUCT: ProductDetailData = {
  id: 3,
  sku: 'SKU-0003',
  title: 'เบียร์ช้าง 320 มล. แพ็ค 6',
  image_url: '/images/products/3.svg',
  net_price: 39.95,
  price: 47,
  discount_price: 15,
  description: 'บรรทัดแรก\nบรรทัดที่สอง',
  promotion_description: [
    {
      type: 'step_discount',
      name: 'ซื้อมากลดมาก',
      table_description: [
        { header: 'ซื้อ 5 แพ็คขึ้นไป', description: 'ลด 3%' },
        { header: 'ซื้อ 10 แพ็คขึ้นไป', description: 'ลด 5%' },
      ],
    },
    {
      type: 'step_free',
      name: 'ซื้อ 10 แถม 1',
      table_description: [{ header: 'ซื้อ 10 แพ็ค', description: 'แถม 1 แพ็ค' }],
    },
    {
      type: 'premium',
      name: 'ของแถมพรีเมียม',
      table_description: [{ header: 'ซื้อครบ 2,000 บาท', description: 'รับฟรี แก้วน้ำช้าง 1 ใบ' }],
    },
    {
      type: 'theme_brand',
      name: 'เทศกาลเป๊ปซี่',
      table_description: [{ header: 'ซื้อสินค้าเป๊ปซี่ ครบ 1,000 บาท', description: 'ลด 5% ทุกรายการ' }],
    },
  ],
};

describe('ProductDetailView', () => {
  it('shows the title, the net price, the struck-through price with บาท and the -N% badge', () => {
    ui(<ProductDetailView product={PRODUCT} />);
    expect(screen.getByRole('heading', { level: 2, name: PRODUCT.title })).toBeTruthy();
    expect(screen.getByTestId('net-price').textContent).toBe('฿39.95');
    const listPrice = screen.getByTestId('list-price');
    expect(listPrice.tagName).toBe('S');
    expect(listPrice.textContent).toBe('47.00 บาท');
    expect(screen.getByTestId('discount-badge').textContent).toBe('-15%');
    const image = document.querySelector('main img, article img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('no discount: no strike-through and no badge', () => {
    ui(<ProductDetailView product={{ ...PRODUCT, discount_price: null, net_price: 47 }} />);
    expect(screen.getByTestId('net-price').textContent).toBe('฿47.00');
    expect(screen.queryByTestId('list-price')).toBeNull();
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('renders step_discount and step_free as header/description tables', () => {
    ui(<ProductDetailView product={PRODUCT} />);
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.getAttribute('data-promotion-type'))).toEqual(['step_discount', 'step_free']);
    const [stepDiscount] = tables;
    if (!stepDiscount) throw new Error('no table');
    expect(within(stepDiscount).getByText('ซื้อมากลดมาก').tagName).toBe('CAPTION');
    const rows = within(stepDiscount).getAllByRole('row');
    expect(
      rows.map((r) => [
        within(r).getByRole('rowheader').textContent,
        within(r).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['ซื้อ 5 แพ็คขึ้นไป', 'ลด 3%'],
      ['ซื้อ 10 แพ็คขึ้นไป', 'ลด 5%'],
    ]);
  });

  it('renders premium and theme_brand as grey info boxes, not tables', () => {
    ui(<ProductDetailView product={PRODUCT} />);
    const boxes = screen.getAllByRole('note');
    expect(boxes.map((b) => b.getAttribute('data-promotion-type'))).toEqual(['premium', 'theme_brand']);
    for (const box of boxes) {
      expect(within(box).queryByRole('table')).toBeNull();
      // jsdom does not resolve CSS variables: the declared background is the grey token.
      expect(getComputedStyle(box).getPropertyValue('background')).toBe('var(--chakra-colors-gray-100)');
    }
    const premium = screen.getByRole('note', { name: 'ของแถมพรีเมียม' });
    expect(premium.textContent).toContain('ซื้อครบ 2,000 บาท');
    expect(premium.textContent).toContain('รับฟรี แก้วน้ำช้าง 1 ใบ');
  });

  it('no promotions: no promotion section', () => {
    ui(<ProductDetailView product={{ ...PRODUCT, promotion_description: [] }} />);
    expect(screen.queryByRole('heading', { name: th.product.promotions })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the description under 'รายละเอียดสินค้า' as text, keeping its line breaks", () => {
    ui(<ProductDetailView product={PRODUCT} />);
    expect(screen.getByRole('heading', { level: 2, name: 'รายละเอียดสินค้า' })).toBeTruthy();
    const description = screen.getByTestId('product-description');
    expect(description.textContent).toBe('บรรทัดแรก\nบรรทัดที่สอง');
    expect(getComputedStyle(description).whiteSpace).toBe('pre-line');
  });

  it('a description with HTML shows it literally: no <b> or <script> element', () => {
    const description = 'สูตรใหม่ <b>หวานน้อย</b>\nข้อความ <script>alert("x")</script> ธรรมดา';
    const { container } = ui(<ProductDetailView product={{ ...PRODUCT, description }} />);
    expect(screen.getByTestId('product-description').textContent).toBe(description);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<script>alert\("x"\)<\/script>/)).toBeTruthy();
  });
});

/** The bar driven by the real add-to-cart chart (fly delay shortened to 50 ms with fake timers). */
function Bar({ addLine }: { addLine: (params: AddLineParams) => void }) {
  const cart = useAddToCart({ addLine, flyToCartMs: 50 });
  return (
    <AddToCartBar
      quantity={cart.quantity}
      canAdd={cart.canAdd}
      canDecrement={cart.canDecrement}
      onSetQuantity={cart.setQuantity}
      onIncrement={cart.increment}
      onDecrement={cart.decrement}
      onAdd={() => cart.add(toCartLine(PRODUCT))}
    />
  );
}

describe('AddToCartBar', () => {
  const addButton = () => screen.getByRole('button', { name: 'เพิ่มสินค้า' }) as HTMLButtonElement;
  const quantity = () => screen.getByRole('spinbutton', { name: th.product.quantity }) as HTMLInputElement;

  it('the stepper starts at 1, steps by 1 and never goes below 1', async () => {
    const user = userEvent.setup();
    ui(<Bar addLine={vi.fn()} />);
    expect(quantity().value).toBe('1');
    const minus = screen.getByRole('button', { name: th.product.decrease }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: th.product.increase }));
    await user.click(screen.getByRole('button', { name: th.product.increase }));
    expect(quantity().value).toBe('3');
    await user.click(minus);
    expect(quantity().value).toBe('2');
  });

  it('typing takes whole numbers only; anything else returns to the quantity on blur', async () => {
    const user = userEvent.setup();
    const addLine = vi.fn();
    ui(<Bar addLine={addLine} />);
    await user.clear(quantity());
    await user.type(quantity(), '12');
    expect(quantity().value).toBe('12');
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.tab();
    expect(quantity().value).toBe('12');
  });

  it('the add button is disabled during the flight, then the line is added once', async () => {
    vi.useFakeTimers();
    try {
      const addLine = vi.fn();
      ui(<Bar addLine={addLine} />);
      act(() => addButton().click());
      expect(addButton().disabled).toBe(true);
      act(() => addButton().click());
      act(() => vi.advanceTimersByTime(49));
      expect(addButton().disabled).toBe(true);
      expect(addLine).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(addButton().disabled).toBe(false);
      expect(addLine).toHaveBeenCalledTimes(1);
      expect(addLine).toHaveBeenCalledWith({
        line: { id: 3, name: PRODUCT.title, price: 47, discount: 15, imageUrl: '/images/products/3.svg' },
        qty: 1,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
