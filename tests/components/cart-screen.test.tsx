import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '../../machines/cart/index.ts';
import type { KeyValueStorage } from '../../machines/storage.ts';
import { system } from '../../src/app/theme.ts';
import CartScreen from '../../src/features/cart/cart-screen.tsx';
import { CartView } from '../../src/features/cart/cart-view.tsx';
import { useCartView } from '../../src/features/cart/use-cart.ts';
import { th, tooManyLines } from '../../src/i18n/th.ts';
import { reorderAdded } from '../../src/i18n/th-checkout.ts';
import { type CartActor, type CartServices, cartOf } from '../../src/services/cart.ts';
import type { AppServices } from '../../src/services/services.ts';
import { ServicesContext } from '../../src/services/services-context.tsx';
import { useMachineNavigation } from '../../src/services/use-machine-navigation.ts';

/* The cart page over a real cart actor (memory storage): spec section 2 "Cart", sections 4 and 5. */

afterEach(cleanup);

const COLA: CartLine = {
  id: 1,
  name: 'โค้ก',
  price: 47,
  discount: 15,
  imageUrl: null,
  qty: 10,
  select: false,
};
const WATER: CartLine = {
  id: 17,
  name: 'น้ำดื่ม',
  price: 60,
  discount: 0,
  imageUrl: null,
  qty: 1,
  select: false,
};

function memoryStorage(cart: Cart): KeyValueStorage {
  const map = new Map<string, string>([['cart', JSON.stringify(cart)]]);
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  } as KeyValueStorage;
}

function Harness({ actor }: { actor: CartActor }) {
  useMachineNavigation(actor);
  const cart = useCartView(actor);
  return <CartView cart={cart} />;
}

/** The screen under test sends no refresh and no reorder: no API call is made. */
const api = {} as CartServices['api'];

function renderCart(...products: CartLine[]) {
  const actor = cartOf({ api, storage: memoryStorage({ id: 1, products, total: 0 }), notify: () => {} });
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<Harness actor={actor} />} />
          <Route path="/summary" element={<p>summary page</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  return actor;
}

const qtyBox = (row: HTMLElement) =>
  within(row).getByRole('spinbutton', { name: new RegExp(`^${th.product.quantity} `) }) as HTMLInputElement;
const pay = () => screen.getByRole('button', { name: /^ชำระเงิน \(\d+\)$/ });
const selectAll = () => screen.getByRole('checkbox', { name: th.cart.selectAll }) as HTMLInputElement;

describe('CartView', () => {
  it('an empty cart shows the empty text and a link home', () => {
    renderCart();
    expect(screen.getByText(th.cart.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: th.common.backHome }).getAttribute('href')).toBe('/home');
  });

  it('rows: image links to the product, displayed price, quantity', () => {
    renderCart(COLA);
    const row = screen.getByTestId('cart-row');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/products/1');
    expect(within(row).getByTestId('line-price').textContent).toBe('฿39.95');
    expect(qtyBox(row).value).toBe('10');
    expect(within(row).getByTestId('line-total').textContent).toBe(`${th.cart.lineTotal} ฿399.50`);
  });

  it('none selected: greyed (aria-disabled) pay button; pressing warns กรุณาเลือกสินค้า', async () => {
    renderCart(COLA);
    expect(pay().textContent).toBe('ชำระเงิน (0)');
    expect(pay().getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('minimum-banner')).toBeNull();
    await userEvent.click(pay());
    expect(screen.getByRole('alert').textContent).toBe('กรุณาเลือกสินค้า');
  });

  it('under 500: the red banner and, on press, สั่งซื้อขั้นต่ำ 500 บาท', async () => {
    renderCart({ ...COLA, select: true });
    expect(screen.getByTestId('minimum-banner').textContent).toBe('ซื้อเพิ่มอีก ฿100.50 (สั่งซื้อขั้นต่ำ ฿500)');
    expect(screen.getByTestId('cart-total').textContent).toBe('฿399.50');
    expect(pay().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(pay());
    expect(screen.getByRole('alert').textContent).toBe('สั่งซื้อขั้นต่ำ 500 บาท');
    expect(screen.queryByText('summary page')).toBeNull();
  });

  it('at 500 or more: enabled, no banner, goes to /summary', async () => {
    renderCart({ ...COLA, select: true, qty: 13 });
    expect(screen.queryByTestId('minimum-banner')).toBeNull();
    expect(pay().getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(pay());
    expect(screen.getByText('summary page')).toBeTruthy();
  });

  it('the select-all box reflects whether every line is selected and toggles all', async () => {
    const actor = renderCart({ ...COLA, select: true }, WATER);
    expect(selectAll().checked).toBe(false);
    await userEvent.click(selectAll());
    expect(selectAll().checked).toBe(true);
    expect(pay().textContent).toBe('ชำระเงิน (2)');
    await userEvent.click(selectAll());
    expect(selectAll().checked).toBe(false);
    expect(pay().textContent).toBe('ชำระเงิน (0)');
    act(() => actor.send({ type: 'cart.toggleSelect', id: 1 }));
    act(() => actor.send({ type: 'cart.toggleSelect', id: 17 }));
    expect(selectAll().checked).toBe(true);
  });

  it('stepper and remove icon change the cart', async () => {
    renderCart({ ...COLA, qty: 1 }, WATER);
    const [first] = screen.getAllByTestId('cart-row');
    const row = within(first as HTMLElement);
    expect((row.getByRole('button', { name: th.product.decrease }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(row.getByRole('button', { name: th.product.increase }));
    expect(qtyBox(first as HTMLElement).value).toBe('2');
    await userEvent.click(row.getByRole('button', { name: new RegExp(th.cart.remove) }));
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
  });

  it('issue 10: the quantity box is typed into: 48 is 48 with its line total; the value is selected on focus', async () => {
    const actor = renderCart({ ...COLA, qty: 1 });
    const row = screen.getByTestId('cart-row');
    const box = qtyBox(row);
    expect(box.getAttribute('inputmode')).toBe('numeric');
    await userEvent.click(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 1]);
    await userEvent.keyboard('48');
    expect(box.value).toBe('48');
    expect(actor.getSnapshot().context.products[0]?.qty).toBe(48);
    expect(within(row).getByTestId('line-total').textContent).toBe(`${th.cart.lineTotal} ฿1,917.60`);
  });

  it.each(['', '0', '1.5', '-2'])(
    'issue 10: %j is refused next to the field; the line keeps its quantity',
    async (text) => {
      const actor = renderCart({ ...COLA, qty: 6 });
      const row = screen.getByTestId('cart-row');
      await userEvent.click(qtyBox(row));
      // The whole text at once: typed key by key, '1.5' passes through a valid '1' first.
      fireEvent.change(qtyBox(row), { target: { value: text } });
      expect(within(row).getByRole('status').textContent).toBe(th.product.qtyInvalid);
      expect(qtyBox(row).getAttribute('aria-invalid')).toBe('true');
      expect(actor.getSnapshot().context.products[0]?.qty).toBe(6);
      await userEvent.tab();
      expect(qtyBox(row).value).toBe('6');
    },
  );

  it('issue 10: above 999 is clamped to 999 and says so', async () => {
    renderCart({ ...COLA, qty: 6 });
    const row = screen.getByTestId('cart-row');
    await userEvent.click(qtyBox(row));
    await userEvent.keyboard('1500');
    expect(qtyBox(row).value).toBe('999');
    expect(within(row).getByRole('status').textContent).toBe(th.product.qtyClamped);
  });

  it("issue 10: removing a line offers 'เลิกทำ', which puts it back at its place", async () => {
    renderCart(COLA, WATER);
    const [first] = screen.getAllByTestId('cart-row');
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: new RegExp(th.cart.remove) }),
    );
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
    await userEvent.click(within(screen.getByTestId('undo-bar')).getByRole('button', { name: th.cart.undo }));
    expect(
      screen.getAllByTestId('cart-row').map((r) => within(r).getByRole('link').getAttribute('href')),
    ).toEqual(['/products/1', '/products/17']);
    expect(screen.queryByTestId('undo-bar')).toBeNull();
  });

  it('the pack size shows on its line; a line not refreshed says so, with one message for the cart', () => {
    renderCart({ ...COLA, packSize: 'แพ็ค 6 กระป๋อง', stale: true }, { ...WATER, stale: true });
    expect(screen.getAllByTestId('line-pack').map((e) => e.textContent)).toEqual(['แพ็ค 6 กระป๋อง']);
    expect(screen.getAllByTestId('line-stale')).toHaveLength(2);
    expect(screen.getAllByText(th.cart.notRefreshed)).toHaveLength(1);
  });

  it('a name that ends with its pack size says it once: the name without it, the pack size on its line', () => {
    renderCart({ ...WATER, name: 'น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด', packSize: 'แพ็ค 12 ขวด' });
    const row = screen.getByTestId('cart-row');
    const name = row.querySelector('.sf-cart-line > p');
    expect(name?.textContent).toBe('น้ำดื่มตราช้าง 350 มล.');
    // Broken between Thai words only (src/components/thai-text.tsx), not mid-word at 360 px.
    expect(name?.querySelectorAll('wbr').length).toBeGreaterThan(0);
    expect(within(row).getByTestId('line-pack').textContent).toBe('แพ็ค 12 ขวด');
    expect(row.textContent?.split('แพ็ค 12 ขวด')).toHaveLength(2);
    // What the row's controls are called keeps the whole name.
    expect(within(row).getByRole('checkbox').getAttribute('aria-label')).toBe(
      `${th.cart.select} น้ำดื่มตราช้าง 350 มล. แพ็ค 12 ขวด`,
    );
  });

  it('issue 11: more than 200 selected lines: a clear message on /cart and pay does not go to /summary', async () => {
    const lines = Array.from({ length: 201 }, (_, i) => ({ ...WATER, id: 1000 + i, qty: 10, select: true }));
    renderCart(...lines);
    expect(screen.getByTestId('cart-notice-too-many').textContent).toBe(tooManyLines(200, 201));
    expect(pay().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(pay());
    expect(screen.getByRole('alert').textContent).toBe(tooManyLines(200, 201));
    expect(screen.queryByText('summary page')).toBeNull();
  });
});

describe('CartScreen after a reorder (the page in the browser history, as the app runs it)', () => {
  const REORDER = { orderNo: 'SO2611290001', added: 1, grown: 1, capped: 1 };

  /** The app's /cart (the real useCart) over a browser router, on the history entry as it is now. */
  function openCart(services: AppServices) {
    return render(
      <ServicesContext.Provider value={services}>
        <BrowserRouter>
          <Routes>
            <Route path="/cart" element={<CartScreen name="cart" />} />
          </Routes>
        </BrowserRouter>
      </ServicesContext.Provider>,
    );
  }

  it('says what the reorder did once: a reload of /cart, or a later return to its entry, does not say it again', async () => {
    const lookupSkus = vi.fn(async () => ({ products: [], missing: [] }));
    const services = {
      api: { lookupSkus, getSummary: vi.fn(async () => ({ cart: [] })) },
      storage: memoryStorage({ id: 1, products: [{ ...WATER, qty: 999, select: true }], total: 0 }),
      now: () => 0,
    } as unknown as AppServices;
    // The reorder's navigation to /cart, as BrowserRouter writes it (its state under `usr`).
    window.history.pushState({ usr: { reorder: REORDER }, key: 'reordered', idx: 1 }, '', '/cart');
    const view = openCart(services);
    const said = screen.getByTestId('cart-notice-reordered');
    expect(said.textContent).toBe(reorderAdded('SO2611290001', 1, 1, 1));
    expect(said.textContent).toContain('1\u00a0รายการจำนวนเกิน 999 จึงปรับเป็น\u00a0999');
    // Read once: the entry keeps its key and index, not the message.
    expect(window.history.state).toEqual({ usr: null, key: 'reordered', idx: 1 });
    await waitFor(() => expect(lookupSkus).toHaveBeenCalled());
    // Still said while the page is open.
    expect(screen.getByTestId('cart-notice-reordered')).toBeTruthy();

    // A reload (or back to this entry later): the page opens again from the same history entry.
    view.unmount();
    openCart(services);
    expect(screen.getAllByTestId('cart-row')).toHaveLength(1);
    expect(screen.queryByTestId('cart-notice-reordered')).toBeNull();
  });
});
