import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../../src/features/catalogue/header-search.tsx';
import { th } from '../../src/i18n/th.ts';
import { COKE, COKE_ZERO, type LoadSuggestions, suggestionsApi } from '../machines/search-suggestions.ts';
import { renderAt } from './render.tsx';

/*
 * The header search box as a shop owner uses it: type, see the suggested products in a listbox
 * under the combobox, pick one with the mouse or the keyboard, or press Enter to search. Real
 * chart and timers (the 250 ms pause), a fake loader.
 */

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

function renderBox(load: LoadSuggestions) {
  const { user } = renderAt(<HeaderSearch deps={suggestionsApi(load) as never} />, '/home', <Where />);
  return { user, box: screen.getByRole('combobox', { name: th.shell.searchPlaceholder }) };
}

describe('SearchBox', () => {
  it('lists the suggestions for what is typed, as options of a listbox', async () => {
    const load = vi.fn<LoadSuggestions>(async () => [COKE, COKE_ZERO]);
    const { user, box } = renderBox(load);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'โค๊ก');
    const options = await screen.findAllByRole('option');
    // Each with its selling unit when the catalogue has one, and its price.
    expect(options.map((o) => o.textContent)).toEqual([
      `${COKE.title}ลัง 24 กระป๋อง฿312.00`,
      `${COKE_ZERO.title}฿299.50`,
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: th.searchBox.suggestions }).id).toBe(
      box.getAttribute('aria-controls'),
    );
    // Asked once, after the typing paused, for the whole text.
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('โค๊ก');
  });

  it('down arrow highlights an option (aria-activedescendant), Enter opens its product', async () => {
    const { user, box } = renderBox(async () => [COKE, COKE_ZERO]);
    await user.type(box, 'โค้ก');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1]!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(`/products/${COKE_ZERO.id} null`);
  });

  it('clicking a suggestion opens its product', async () => {
    const { user, box } = renderBox(async () => [COKE, COKE_ZERO]);
    await user.type(box, 'coke');
    await user.click(await screen.findByRole('option', { name: new RegExp(COKE.title) }));
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
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toEqual([]);
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
    expect(await screen.findByRole('option', { name: new RegExp(COKE.title) })).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
