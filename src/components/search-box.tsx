import { type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent, useId } from 'react';
import type { SearchBoxEvent, SearchSuggestion } from '../../machines/search-box/index.ts';
import { inCartLabel, quickAddLabel, th } from '../i18n/th.ts';
import { formatBaht } from '../lib/money.ts';
import { nameAndPack, sellingUnit } from '../lib/selling-unit.ts';
import { useInCart } from '../services/cart-indicator.ts';
import { SearchIcon } from './icons.tsx';
import { PlusIcon } from './quick-add.tsx';

/** What the search box chart shows (src/features/catalogue/use-search-box.ts) and its `send`. */
export interface SearchBoxProps {
  text: string;
  /** The list, or its note, shows under the box. */
  open: boolean;
  loading: boolean;
  suggestions: SearchSuggestion[];
  /** Index of the highlighted suggestion, -1 for none. */
  highlighted: number;
  /** The highlighted row's '+' is the active cell (right arrow). */
  addHighlighted: boolean;
  /** Each suggestion has a quick add '+' (the layout has the quick add panel). */
  canQuickAdd: boolean;
  noMatches: boolean;
  failed: boolean;
  send: (event: SearchBoxEvent) => void;
}

const KEY_EVENTS: Partial<Record<string, SearchBoxEvent>> = {
  ArrowDown: { type: 'search.highlightNext' },
  ArrowUp: { type: 'search.highlightPrevious' },
  Escape: { type: 'search.close' },
};

/**
 * The header search box: an ARIA combobox whose popup is a grid of the suggested products (WAI-ARIA
 * "combobox with grid popup": a listbox may hold nothing but options, and each suggestion carries a
 * button). Each row is the product (name, selling unit, price, what the cart holds: a tap opens it)
 * and its quick add '+' (a tap opens the quick add panel; the list stays for the next product).
 * The focus stays in the box (aria-activedescendant): up and down move the active row, right and
 * left between the product and its '+', Enter opens the product, the panel on the '+', or searches;
 * Escape closes. The list opens the header's full width just under it (the box itself is narrow
 * between the header's buttons on a 360 px phone).
 * It only renders the chart's state and sends its events. Plain elements (src/app/first-screen.css):
 * it is part of the first screen.
 */
export function SearchBox({
  text,
  open,
  loading,
  suggestions,
  highlighted,
  addHighlighted,
  canQuickAdd,
  noMatches,
  failed,
  send,
}: SearchBoxProps) {
  const id = useId();
  const gridId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const addId = (index: number) => `${id}-add-${index}`;
  const expanded = open && suggestions.length > 0;
  const active =
    expanded && highlighted >= 0 ? (addHighlighted ? addId(highlighted) : optionId(highlighted)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'search.submit' });
  };
  // Right and left move between a row's product and its '+' only while a row is active; else the caret moves.
  const cellKey = (key: string): SearchBoxEvent | undefined => {
    if (!expanded || highlighted < 0) return undefined;
    if (key === 'ArrowRight' && canQuickAdd && !addHighlighted) return { type: 'search.highlightAdd' };
    if (key === 'ArrowLeft' && addHighlighted) return { type: 'search.highlightProduct' };
    return undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const mapped = KEY_EVENTS[event.key] ?? cellKey(event.key);
    if (!mapped) return;
    event.preventDefault();
    send(mapped);
  };
  // Leaving the box closes the list, unless the focus moves into it (the retry button) or into a
  // dialog opened from it (the quick add panel, which gives the focus back to the box when it closes).
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    if (to instanceof Element && to.closest('[role="dialog"]')) return;
    send({ type: 'search.close' });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> element is not yet read as a landmark by every browser LINE runs in.
    <form role="search" className="sf-search" onSubmit={submit} onBlur={onBlur}>
      <span className="sf-search-field">
        <input
          type="search"
          name="q"
          role="combobox"
          className="sf-search-input"
          value={text}
          onChange={(e) => send({ type: 'search.type', text: e.target.value })}
          onKeyDown={onKeyDown}
          placeholder={th.shell.searchPlaceholder}
          aria-label={th.shell.searchPlaceholder}
          aria-autocomplete="list"
          aria-haspopup="grid"
          aria-expanded={expanded}
          aria-controls={gridId}
          aria-activedescendant={active}
          aria-busy={loading}
          autoComplete="off"
          enterKeyHint="search"
        />
        <span className="sf-search-icon">
          <SearchIcon size={18} />
        </span>
      </span>
      <div className="sf-suggest" data-closed={open ? undefined : ''}>
        {/* biome-ignore lint/a11y/useSemanticElements: the combobox's grid popup (WAI-ARIA pattern), laid out as flex rows (first-screen.css); table semantics would add nothing. */}
        <div id={gridId} role="grid" aria-label={th.searchBox.suggestions} hidden={!expanded}>
          {suggestions.map((item, index) => (
            <SuggestionRow
              key={item.id}
              item={item}
              optionId={optionId(index)}
              addId={canQuickAdd ? addId(index) : null}
              highlighted={index === highlighted}
              addHighlighted={index === highlighted && addHighlighted}
              onChoose={() => send({ type: 'search.choose', index })}
              onQuickAdd={() => send({ type: 'search.quickAdd', index })}
            />
          ))}
        </div>
        <div role="status" className={noMatches || failed ? 'sf-suggest-note' : undefined}>
          {noMatches && th.searchBox.noMatches}
          {failed && (
            <div className="sf-suggest-failed">
              <span>{th.searchBox.failed}</span>
              <button type="button" className="sf-retry" onClick={() => send({ type: 'search.retry' })}>
                {th.searchBox.retry}
              </button>
            </div>
          )}
        </div>
      </div>
    </form>
  );
}

// Keeps the focus in the box, so a tap is not lost to its blur.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One suggestion: a row of the grid with the product's cell (name, selling unit said once as on the
 * product cards, price, and what the cart holds, read from the stored cart as the cards do) and its
 * '+' cell.
 */
function SuggestionRow({
  item,
  optionId,
  addId,
  highlighted,
  addHighlighted,
  onChoose,
  onQuickAdd,
}: {
  item: SearchSuggestion;
  optionId: string;
  /** The '+' cell's id; null: no quick add here. */
  addId: string | null;
  highlighted: boolean;
  addHighlighted: boolean;
  onChoose: () => void;
  onQuickAdd: () => void;
}) {
  const inCart = useInCart(item.id);
  const shown = nameAndPack(item.title, item.pack_size);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of the grid popup (see SearchBox).
    // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the box (aria-activedescendant).
    <div role="row" className="sf-option-row" data-highlighted={highlighted ? '' : undefined}>
      {/* biome-ignore lint/a11y/useSemanticElements: a cell of the grid popup (see SearchBox). */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the box (aria-activedescendant), which handles the keys. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div
        id={optionId}
        role="gridcell"
        className="sf-option"
        aria-selected={highlighted}
        data-active={highlighted && !addHighlighted ? '' : undefined}
        onMouseDown={keepFocus}
        onClick={onChoose}
      >
        <span className="sf-option-text">
          <span className="sf-clamp-2">{shown.name}</span>
          {/* Read as one name with its pack size ('… 325 มล. ลัง 24 กระป๋อง'); the column shows no space. */}
          {shown.packSize && (
            <>
              {' '}
              <span className="sf-option-pack">{shown.packSize}</span>
            </>
          )}
          {inCart && (
            <span className="sf-option-in-cart" data-testid="suggestion-in-cart">
              {inCartLabel(inCart.qty, sellingUnit(inCart.packSize ?? item.pack_size))}
            </span>
          )}
        </span>
        <span className="sf-option-price">{formatBaht(item.net_price)}</span>
      </div>
      {addId && (
        // biome-ignore lint/a11y/useSemanticElements: a cell of the grid popup (see SearchBox).
        // biome-ignore lint/a11y/useFocusableInteractive: its button is reached by the arrow keys from the box.
        <div
          id={addId}
          role="gridcell"
          className="sf-option-add"
          data-active={addHighlighted ? '' : undefined}
        >
          <button
            type="button"
            className="sf-quick-add"
            tabIndex={-1}
            aria-label={quickAddLabel(item.title)}
            aria-haspopup="dialog"
            data-testid="suggestion-quick-add"
            onMouseDown={keepFocus}
            onClick={onQuickAdd}
          >
            <PlusIcon />
          </button>
        </div>
      )}
    </div>
  );
}
