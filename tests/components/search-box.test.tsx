import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme.ts';
import { QuickAddContext, type QuickAddProduct } from '../../src/components/quick-add.tsx';
import { HeaderSearch } from '../../src/features/catalogue/header-search.tsx';
import { quickAddLabel, th } from '../../src/i18n/th.ts';
import { COKE, COKE_ZERO, type LoadSuggestions, suggestionsApi } from '../machines/search-suggestions.ts';

/*
 * The header search box as a shop owner uses it: type, see the suggested products in a grid under
 * the combobox (each row the product and its quick add '+'), pick one with the mouse or the
 * keyboard, add one without opening it, or press Enter to search. Real chart and timers (the 250 ms
 * pause), a fake loader.
 */

/** The suggested products' cells (without a quick add panel the rows hold nothing else). */
const productCells = () => screen.getAllByRole('gridcell');

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

/** The box on /home; with `quickAdd`, in a layout whose quick add panel is that function. */
function renderBox(load: LoadSuggestions, quickAdd?: (product: QuickAddProduct) => void) {
  const search = <HeaderSearch deps={suggestionsApi(load) as never} />;
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: quickAdd ? (
          <QuickAddContext.Provider value={quickAdd}>
            {search}
            <Where />
          </QuickAddContext.Provider>
        ) : (
          search
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: th.shell.searchPlaceholder }) };
}

/** The box with COKE and COKE_ZERO suggested, in a layout whose quick add panel records what it opens. */
function renderWithQuickAdd() {
  const opened: QuickAddProduct[] = [];
  return {
    ...renderBox(
      async () => [COKE, COKE_ZERO],
      (product) => opened.push(product),
    ),
    opened,
  };
}

describe('SearchBox', () => {
  it('lists the suggestions for what is typed, as rows of a grid', async () => {
    const load = vi.fn<LoadSuggestions>(async () => [COKE, COKE_ZERO]);
    const { user, box } = renderBox(load);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'โค๊ก');
    const options = await screen.findAllByRole('gridcell');
    // Each with its selling unit when the catalogue has one, said once (the title ends with it),
    // and its price.
    expect(COKE.title.endsWith('ลัง 24 กระป๋อง')).toBe(true);
    expect(options.map((o) => o.textContent)).toEqual([`${COKE.title}฿312.00`, `${COKE_ZERO.title}฿299.50`]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('grid', { name: th.searchBox.suggestions }).id).toBe(
      box.getAttribute('aria-controls'),
    );
    // Asked once, after the typing paused, for the whole text.
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('โค๊ก');
  });

  it('down arrow highlights a row (aria-activedescendant), Enter opens its product', async () => {
    const { user, box } = renderBox(async () => [COKE, COKE_ZERO]);
    await user.type(box, 'โค้ก');
    await screen.findAllByRole('gridcell');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = productCells()[1]!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(`/products/${COKE_ZERO.id} null`);
  });

  it('clicking a suggestion opens its product', async () => {
    const { user, box } = renderBox(async () => [COKE, COKE_ZERO]);
    await user.type(box, 'coke');
    await user.click(await screen.findByRole('gridcell', { name: new RegExp(COKE.title) }));
    expect(screen.getByTestId('where').textContent).toBe(`/products/${COKE.id} null`);
  });

  it('Enter without a highlighted option searches for the text', async () => {
    const { user, box } = renderBox(async () => [COKE]);
    await user.type(box, ' น้ำดื่มช้าง {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/products {"type":"search","indexId":"น้ำดื่มช้าง"}');
  });

  it('Escape closes the list and keeps the text', async () => {
    const { user, box } = renderBox(async () => [COKE]);
    await user.type(box, 'โค้ก');
    await screen.findAllByRole('gridcell');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('gridcell')).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('โค้ก');
  });

  it('nothing close says so; a failed load offers retry', async () => {
    const load = vi
      .fn<LoadSuggestions>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([COKE]);
    const { user, box } = renderBox(load);
    await user.type(box, 'iphone');
    expect(await screen.findByText(th.searchBox.noMatches)).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'โค้ก');
    expect(await screen.findByText(th.searchBox.failed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: th.searchBox.retry }));
    expect(await screen.findByRole('gridcell', { name: new RegExp(COKE.title) })).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it("each row has a quick add '+': a tap opens the panel for that product and the list stays", async () => {
    const { user, box, opened } = renderWithQuickAdd();
    await user.type(box, 'โค้ก');
    const plus = await screen.findByRole('button', { name: quickAddLabel(COKE_ZERO.title) });
    // The '+' is a button in a cell of its own row, never inside the product's cell.
    expect(plus.closest('[role="gridcell"]')?.id).not.toBe(
      screen.getByRole('gridcell', { name: new RegExp(COKE_ZERO.title) }).id,
    );
    expect(plus.closest('[role="row"]')?.textContent).toContain(COKE_ZERO.title);
    await user.click(plus);
    expect(opened).toEqual([
      {
        id: COKE_ZERO.id,
        name: COKE_ZERO.title,
        price: COKE_ZERO.price,
        discount: 0,
        imageUrl: null,
        packSize: null,
        netPrice: COKE_ZERO.net_price,
      },
    ]);
    // Still on the page, the list still open, the focus still in the box.
    expect(screen.getByTestId('where').textContent).toBe('/home null');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(box);
  });

  it("right arrow moves to the row's '+', Enter opens the panel; left arrow back to the product", async () => {
    const { user, box, opened } = renderWithQuickAdd();
    await user.type(box, 'โค้ก');
    await screen.findAllByRole('row');
    // Without a highlighted row the arrows move the caret.
    await user.keyboard('{ArrowRight}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const plusCell = screen
      .getByRole('button', { name: quickAddLabel(COKE.title) })
      .closest('[role="gridcell"]');
    expect(box.getAttribute('aria-activedescendant')).toBe(plusCell?.id);
    // Down keeps the column.
    await user.keyboard('{ArrowDown}');
    const secondPlus = screen.getByRole('button', { name: quickAddLabel(COKE_ZERO.title) });
    expect(box.getAttribute('aria-activedescendant')).toBe(secondPlus.closest('[role="gridcell"]')?.id);
    await user.keyboard('{Enter}');
    expect(opened.map((p) => p.id)).toEqual([COKE_ZERO.id]);
    expect(screen.getByTestId('where').textContent).toBe('/home null');
    await user.keyboard('{ArrowLeft}');
    const product = screen.getByRole('gridcell', { name: new RegExp(COKE_ZERO.title) });
    expect(box.getAttribute('aria-activedescendant')).toBe(product.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(`/products/${COKE_ZERO.id} null`);
  });
});

describe('SearchBox text across pages', () => {
  it('keeps the query on its search results, and is empty once the customer leaves them', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <HeaderSearch deps={suggestionsApi(async () => []) as never} />
              <Outlet />
            </>
          ),
          children: [
            { path: '/home', element: <Link to="/products">all</Link> },
            { path: '/products', element: <Link to="/home">home</Link> },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: th.shell.searchPlaceholder }) as HTMLInputElement;
    await user.type(box, '  โซดา {Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(box.value).toBe('โซดา');
    // Typed but not searched: leaving the page empties the box.
    await user.type(box, 'x');
    await user.click(screen.getByRole('link', { name: 'home' }));
    expect(box.value).toBe('');
    // The plain product list is not a search: empty too.
    await user.click(screen.getByRole('link', { name: 'all' }));
    expect(box.value).toBe('');
    // Back to the results (a history entry with the search state): the query again.
    await router.navigate(-2);
    await waitFor(() => expect(box.value).toBe('โซดา'));
  });
});
