import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDED_NOTICE_MS, type AddLineParams, toCartLine } from '../../machines/add-to-cart/index.ts';
import type { CartRef } from '../../machines/cart/index.ts';
import type { ProductDetailData } from '../../machines/product-detail/index.ts';
import { system } from '../../src/app/theme.ts';
import { AddToCartBar } from '../../src/features/product/add-to-cart-bar.tsx';
import { AddedNotice } from '../../src/features/product/added-notice.tsx';
import { ProductDetailView } from '../../src/features/product/product-detail-view.tsx';
import { addedToCart, th } from '../../src/i18n/th.ts';
import { useAddToCart } from '../../src/services/use-add-to-cart.ts';
import { loadPlainStyles } from './plain-styles.ts';

/* The product page's content and bottom bar as a shop owner meets them (spec section 2, 3, 4, 5). */

beforeAll(loadPlainStyles);
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
    // The page's picture is above the fold: loaded at once, with high priority (issue 12).
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
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

  it('issue 10: the pack size shows under the title when the catalogue has one', () => {
    ui(<ProductDetailView product={{ ...PRODUCT, pack_size: 'ลัง 24 ขวด' }} />);
    expect(screen.getByTestId('pack-size').textContent).toBe('ลัง 24 ขวด');
    cleanup();
    ui(<ProductDetailView product={{ ...PRODUCT, pack_size: null }} />);
    expect(screen.queryByTestId('pack-size')).toBeNull();
  });

  it('a title that ends with its pack size says it once: the title without it, the pack size under it', () => {
    ui(
      <ProductDetailView
        product={{ ...PRODUCT, title: 'น้ำดื่มตราช้าง 350 มล. ลัง 24 ขวด', pack_size: 'ลัง 24 ขวด' }}
      />,
    );
    // The heading still names the whole product; the pack size is its second line.
    const heading = screen.getByRole('heading', { level: 2, name: 'น้ำดื่มตราช้าง 350 มล. ลัง 24 ขวด' });
    expect(within(heading).getByTestId('pack-size').textContent).toBe('ลัง 24 ขวด');
    expect(screen.getByRole('article').textContent?.split('ลัง 24 ขวด')).toHaveLength(2);
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

/** A cart that hands each added line to `addLine`. */
const cartOf = (addLine: (params: AddLineParams) => void): CartRef => ({
  send: (event) => {
    if (event.type === 'cart.addLine') addLine({ line: event.line, qty: event.qty });
  },
});

/** The bar driven by the real add-to-cart chart (fly delay shortened to 50 ms with fake timers). */
function Bar({
  addLine,
  onAdded = () => {},
  withNotice = false,
  product = PRODUCT,
}: {
  addLine: (params: AddLineParams) => void;
  onAdded?: (added: { name: string; qty: number }) => void;
  /** The notice after an add above the bar, as on the page. */
  withNotice?: boolean;
  product?: ProductDetailData;
}) {
  const cart = useAddToCart({ cart: cartOf(addLine) }, { flyToCartMs: 50, onAdded });
  return (
    <MemoryRouter>
      <AddToCartBar
        cart={cart}
        onAdd={() => cart.add(toCartLine(product))}
        notice={withNotice ? <AddedNotice added={cart.added} /> : undefined}
      />
    </MemoryRouter>
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

  it('issue 10: a spinbutton with a numeric keypad whose value is selected on focus: typing 48 gives 48', async () => {
    const user = userEvent.setup();
    ui(<Bar addLine={vi.fn()} />);
    expect(quantity().getAttribute('inputmode')).toBe('numeric');
    await user.click(quantity());
    expect([quantity().selectionStart, quantity().selectionEnd]).toEqual([0, 1]);
    await user.keyboard('48');
    expect(quantity().value).toBe('48');
    expect(quantity().getAttribute('aria-valuenow')).toBe('48');
    await user.keyboard('{ArrowUp}');
    expect(quantity().value).toBe('49');
  });

  it.each(['', '0', '-2', '1.5'])(
    'issue 10: %j: the add is refused with a message next to the field, also after leaving the box',
    async (text) => {
      const user = userEvent.setup();
      const addLine = vi.fn();
      ui(<Bar addLine={addLine} />);
      await user.click(quantity());
      await user.keyboard('12');
      fireEvent.change(quantity(), { target: { value: text } });
      expect(quantity().value).toBe(text);
      expect(screen.getByRole('status').textContent).toBe(th.product.qtyInvalid);
      expect(quantity().getAttribute('aria-invalid')).toBe('true');
      await user.click(addButton());
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(addLine).not.toHaveBeenCalled();
      expect(quantity().value).toBe(text);
      expect(screen.getByRole('status').textContent).toBe(th.product.qtyInvalid);
    },
  );

  it('issue 10: after an add the notice names the product and the quantity, and the stepper is 1 again', async () => {
    const user = userEvent.setup();
    const addLine = vi.fn();
    const onAdded = vi.fn();
    const product = { ...PRODUCT, pack_size: 'ลัง 24 ขวด' };
    ui(<Bar addLine={addLine} onAdded={onAdded} withNotice product={product} />);
    await user.click(quantity());
    await user.keyboard('48');
    await user.click(addButton());
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ name: PRODUCT.title, qty: 48 })),
    );
    expect(addLine).toHaveBeenCalledWith(expect.objectContaining({ qty: 48 }));
    expect(quantity().value).toBe('1');
    // Issue 20 item 1: the amount in the product's selling unit, '48 ลัง'.
    expect(screen.getByTestId('added-notice').textContent).toContain(addedToCart(PRODUCT.title, 48, 'ลัง'));
  });

  it('issue 20: the notice shows once the line is in the cart, for about 4 s, and a new add replaces it', () => {
    vi.useFakeTimers();
    try {
      ui(<Bar addLine={vi.fn()} withNotice />);
      act(() => addButton().click());
      expect(screen.queryByTestId('added-notice')).toBeNull();
      act(() => vi.advanceTimersByTime(50));
      // No pack size: the neutral unit.
      expect(screen.getByTestId('added-notice').textContent).toContain(
        addedToCart(PRODUCT.title, 1, th.product.unit),
      );
      act(() => vi.advanceTimersByTime(ADDED_NOTICE_MS - 1));
      expect(screen.queryByTestId('added-notice')).not.toBeNull();
      // A new press hides it during the flight; the new add shows its own.
      act(() => addButton().click());
      expect(screen.queryByTestId('added-notice')).toBeNull();
      act(() => vi.advanceTimersByTime(50));
      expect(screen.queryByTestId('added-notice')).not.toBeNull();
      act(() => vi.advanceTimersByTime(ADDED_NOTICE_MS));
      expect(screen.queryByTestId('added-notice')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
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
        line: {
          id: 3,
          name: PRODUCT.title,
          price: 47,
          discount: 15,
          imageUrl: '/images/products/3.svg',
          packSize: null,
        },
        qty: 1,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the notice after an add', () => {
  const NAME = 'น้ำดื่มช้าง 600 มล. ลัง 24 ขวด';
  const added = {
    line: { id: 7, name: NAME, price: 60, discount: 0, imageUrl: null, packSize: 'ลัง 24 ขวด' },
    qty: 48,
  };

  it('names the product and the quantity in its unit, links to the cart, in a polite live region', () => {
    render(
      <MemoryRouter>
        <AddedNotice added={added} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('added-notice').querySelector('p')?.textContent).toBe(
      addedToCart(NAME, 48, 'ลัง'),
    );
    expect(screen.getByTestId('added-notice').textContent).toContain('48\u00a0ลัง');
    expect(screen.getByRole('link', { name: th.product.viewCart }).getAttribute('href')).toBe('/cart');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    // Only 'ดูตะกร้า' takes taps; the region and the card let them through to the page under them.
    expect(getComputedStyle(region).pointerEvents).toBe('none');
    expect(getComputedStyle(screen.getByTestId('added-notice')).pointerEvents).toBe('none');
    expect(getComputedStyle(screen.getByRole('link', { name: th.product.viewCart })).pointerEvents).toBe(
      'auto',
    );
  });

  it('keeps its live region on the page while nothing is shown', () => {
    render(
      <MemoryRouter>
        <AddedNotice added={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
