import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackButton } from '../../src/components/back-button.tsx';
import { MainHeader, type MainHeaderProps } from '../../src/components/main-header.tsx';
import { TabBar } from '../../src/components/tab-bar.tsx';
import { TitleHeader } from '../../src/components/title-header.tsx';
import { HeaderSearch } from '../../src/features/catalogue/header-search.tsx';
import { th } from '../../src/i18n/th.ts';
import type { Tab } from '../../src/lib/route-meta.ts';
import { useCartHasProducts } from '../../src/services/cart-indicator.ts';
import { suggestionsApi } from '../machines/search-suggestions.ts';
import { renderAt as renderElementAt } from './render.tsx';

/*
 * The shell's pieces as a shop owner meets them: queried by role and visible name, inside Chakra
 * and a memory router whose other routes print where the user landed.
 */

beforeAll(() => {
  // jsdom has no matchMedia or scrollTo; Chakra and react-router may reach for them.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders `element` at `path` (the initial entry), every other path showing <Where />. */
const renderAt = (element: ReactNode, path = '/home') => renderElementAt(element, path);

const pathname = () => screen.getByTestId('pathname').textContent;
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? 'null') as unknown;

function header(props: Partial<MainHeaderProps> = {}) {
  const onOpenDrawer = vi.fn();
  const all: MainHeaderProps = {
    showBack: false,
    showLogo: false,
    cartHasProducts: false,
    onOpenDrawer,
    // The real search box chart; nothing is suggested (tests/components/search-box.test.tsx).
    search: <HeaderSearch deps={suggestionsApi(async () => []) as never} />,
    ...props,
  };
  return { onOpenDrawer, ...renderAt(<MainHeader {...all} />) };
}

describe('MainHeader', () => {
  it("has a search box with the placeholder 'ค้นหาสินค้า'", () => {
    header();
    const box = screen.getByRole('combobox', { name: 'ค้นหาสินค้า' });
    expect(box.getAttribute('placeholder')).toBe('ค้นหาสินค้า');
    expect(screen.getByPlaceholderText('ค้นหาสินค้า')).toBe(box);
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('searching for ช้าง goes to /products with search state', async () => {
    const { user, router } = header();
    await user.type(screen.getByRole('combobox', { name: 'ค้นหาสินค้า' }), 'ช้าง{Enter}');
    expect(pathname()).toBe('/products');
    expect(state()).toEqual({ type: 'search', indexId: 'ช้าง' });
    expect(router.state.location.state).toEqual({ type: 'search', indexId: 'ช้าง' });
  });

  it('trims the search term', async () => {
    const { user } = header();
    await user.type(screen.getByRole('combobox', { name: 'ค้นหาสินค้า' }), '  ช้าง  {Enter}');
    expect(pathname()).toBe('/products');
    expect(state()).toEqual({ type: 'search', indexId: 'ช้าง' });
  });

  it.each([
    ['empty', '{Enter}'],
    ['blank', '   {Enter}'],
  ])('an %s search does not navigate', async (_kind, keys) => {
    const { user, router } = header();
    await user.type(screen.getByRole('combobox', { name: 'ค้นหาสินค้า' }), keys);
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByTestId('pathname')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'ค้นหาสินค้า' })).toBeTruthy();
  });

  it('shows the back button only when showBack', () => {
    const { unmount } = header({ showBack: false });
    expect(screen.queryByRole('button', { name: th.shell.back })).toBeNull();
    unmount();
    header({ showBack: true });
    expect(screen.getByRole('button', { name: th.shell.back })).toBeTruthy();
  });

  it('shows the logo only when showLogo', () => {
    const { unmount } = header({ showLogo: false });
    expect(screen.queryByText(th.shell.logo)).toBeNull();
    unmount();
    header({ showLogo: true });
    expect(screen.getByText(th.shell.logo)).toBeTruthy();
  });

  it('the bag is a plain link to /cart when the cart is empty', async () => {
    const { user } = header({ cartHasProducts: false });
    const bag = screen.getByRole('link', { name: th.shell.cart });
    expect(bag.getAttribute('href')).toBe('/cart');
    expect(screen.queryByTestId('cart-dot')).toBeNull();
    await user.click(bag);
    expect(pathname()).toBe('/cart');
  });

  it('the bag shows a dot when the cart has products', async () => {
    const { user } = header({ cartHasProducts: true });
    const bag = screen.getByRole('link', { name: th.shell.cartWithItems });
    expect(bag.getAttribute('href')).toBe('/cart');
    expect(within(bag).getByTestId('cart-dot')).toBeTruthy();
    expect(screen.getAllByTestId('cart-dot')).toHaveLength(1);
    await user.click(bag);
    expect(pathname()).toBe('/cart');
  });

  it('the drawer button calls onOpenDrawer', async () => {
    const { user, onOpenDrawer } = header();
    expect(onOpenDrawer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: th.shell.openCategories }));
    expect(onOpenDrawer).toHaveBeenCalledTimes(1);
  });

  it('is a banner landmark', () => {
    header();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});

describe('TabBar', () => {
  const LABELS = ['หน้าหลัก', 'โปรโมชั่น', 'สินค้า', 'บัญชี'];
  const TARGETS = ['/home', '/promotions', '/categories', '/profiles'];

  it('has four links named by the Thai labels, in order, to the tab routes', () => {
    renderAt(<TabBar active={null} />);
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(LABELS);
    LABELS.forEach((label, i) => {
      expect(within(nav).getByRole('link', { name: label }).getAttribute('href')).toBe(TARGETS[i]);
    });
  });

  it.each([
    ['home', 'หน้าหลัก'],
    ['promotions', 'โปรโมชั่น'],
    ['categories', 'สินค้า'],
    ['profiles', 'บัญชี'],
  ] as [Tab, string][])('active %s marks only %s with aria-current="page"', (tab, label) => {
    renderAt(<TabBar active={tab} />);
    expect(screen.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    const current = screen.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'));
    expect(current.map((l) => l.textContent)).toEqual([label]);
  });

  it('null active marks no tab', () => {
    renderAt(<TabBar active={null} />);
    for (const link of screen.getAllByRole('link')) expect(link.hasAttribute('aria-current')).toBe(false);
  });

  it('tapping a tab navigates to its route', async () => {
    const { user } = renderAt(<TabBar active="home" />);
    await user.click(screen.getByRole('link', { name: 'บัญชี' }));
    expect(pathname()).toBe('/profiles');
  });
});

describe('TitleHeader', () => {
  it('renders an h1 with the title and a back button when showBack', () => {
    renderAt(<TitleHeader title={th.titles.cart} showBack />, '/cart');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(th.titles.cart);
    expect(screen.getByRole('heading', { level: 1, name: th.titles.cart })).toBe(heading);
    expect(screen.getByRole('button', { name: th.shell.back })).toBeTruthy();
  });

  it('has no back button when not showBack', () => {
    renderAt(<TitleHeader title={th.titles.account} showBack={false} />, '/profiles');
    expect(screen.getByRole('heading', { level: 1, name: th.titles.account })).toBeTruthy();
    expect(screen.queryByRole('button', { name: th.shell.back })).toBeNull();
  });
});

describe('BackButton', () => {
  it('with no history goes to /home, replacing the entry', async () => {
    const { user, router } = renderAt(<BackButton />, '/cart');
    await user.click(screen.getByRole('button', { name: th.shell.back }));
    expect(pathname()).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

function CartProbe() {
  return <p data-testid="has-products">{String(useCartHasProducts())}</p>;
}

const hasProducts = () => screen.getByTestId('has-products').textContent;
const line = { id: 101, name: 'น้ำดื่ม', price: 10, qty: 1, discount: 0, imageUrl: '', select: false };

describe('useCartHasProducts', () => {
  it('is false with no stored cart', () => {
    render(<CartProbe />);
    expect(hasProducts()).toBe('false');
  });

  it.each([
    ['an empty products list', JSON.stringify({ id: 1, products: [], total: 0 })],
    ['no products field', JSON.stringify({ id: 1, total: 0 })],
    ['corrupt JSON', '{'],
    ['products not a list', '{"products":"x"}'],
    ['products an object', '{"products":{"0":{"id":1}}}'],
    ['JSON null', 'null'],
    ['a JSON string', '"cart"'],
    ['an empty string', ''],
  ])('is false with %s', (_kind, raw) => {
    localStorage.setItem('cart', raw);
    render(<CartProbe />);
    expect(hasProducts()).toBe('false');
  });

  it('is true with one product', () => {
    localStorage.setItem('cart', JSON.stringify({ id: 1, products: [line], total: 10 }));
    render(<CartProbe />);
    expect(hasProducts()).toBe('true');
  });

  it("updates after the 'storefront:cart' event, both ways", () => {
    render(<CartProbe />);
    expect(hasProducts()).toBe('false');

    localStorage.setItem('cart', JSON.stringify({ id: 1, products: [line], total: 10 }));
    act(() => {
      window.dispatchEvent(new Event('storefront:cart'));
    });
    expect(hasProducts()).toBe('true');

    localStorage.setItem('cart', JSON.stringify({ id: 1, products: [], total: 0 }));
    act(() => {
      window.dispatchEvent(new Event('storefront:cart'));
    });
    expect(hasProducts()).toBe('false');
  });

  it("updates after a 'storage' event (another tab changed the cart)", () => {
    render(<CartProbe />);
    localStorage.setItem('cart', JSON.stringify({ id: 1, products: [line], total: 10 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(hasProducts()).toBe('true');
  });

  it('drives the MainHeader dot', () => {
    function Wired() {
      return (
        <MainHeader
          showBack={false}
          showLogo
          cartHasProducts={useCartHasProducts()}
          onOpenDrawer={() => {}}
          search={null}
        />
      );
    }
    renderAt(<Wired />);
    expect(screen.queryByTestId('cart-dot')).toBeNull();
    localStorage.setItem('cart', JSON.stringify({ id: 1, products: [line], total: 10 }));
    act(() => {
      window.dispatchEvent(new Event('storefront:cart'));
    });
    expect(screen.getByTestId('cart-dot')).toBeTruthy();
  });
});
