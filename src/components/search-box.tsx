import { type FocusEvent, type FormEvent, type KeyboardEvent, useId } from 'react';
import type { SearchBoxEvent, SearchSuggestion } from '../../machines/search-box/index.ts';
import { th } from '../i18n/th.ts';
import { formatBaht } from '../lib/money.ts';
import { SearchIcon } from './icons.tsx';

/** What the search box chart shows (src/features/catalogue/use-search-box.ts) and its `send`. */
export interface SearchBoxProps {
  text: string;
  /** The list, or its note, shows under the box. */
  open: boolean;
  loading: boolean;
  suggestions: SearchSuggestion[];
  /** Index of the highlighted suggestion, -1 for none. */
  highlighted: number;
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
 * The header search box: an ARIA combobox whose listbox holds the suggested products (WAI-ARIA
 * combobox pattern: arrow keys move the active option, Enter opens it or searches, Escape closes).
 * The list opens the header's full width just under it (the box itself is narrow between the header's
 * buttons on a 360 px phone), each product with its selling unit and price.
 * It only renders the chart's state and sends its events. Plain elements (src/app/first-screen.css):
 * it is part of the first screen.
 */
export function SearchBox({
  text,
  open,
  loading,
  suggestions,
  highlighted,
  noMatches,
  failed,
  send,
}: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && suggestions.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'search.submit' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const mapped = KEY_EVENTS[event.key];
    if (!mapped) return;
    event.preventDefault();
    send(mapped);
  };
  // Leaving the box closes the list, unless the focus moves into it (the retry button).
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
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
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-busy={loading}
          autoComplete="off"
          enterKeyHint="search"
        />
        <span className="sf-search-icon">
          <SearchIcon size={18} />
        </span>
      </span>
      <div className="sf-suggest" data-closed={open ? undefined : ''}>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's listbox (WAI-ARIA pattern). */}
        <ul id={listboxId} role="listbox" aria-label={th.searchBox.suggestions} hidden={!expanded}>
          {suggestions.map((item, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options of the listbox; the focus stays in the input (aria-activedescendant) and the keys are handled there.
            // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
            <li
              key={item.id}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's options (WAI-ARIA combobox pattern).
              role="option"
              className="sf-option"
              aria-selected={index === highlighted}
              // Keeps the focus in the box, so the click is not lost to its blur.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => send({ type: 'search.choose', index })}
            >
              <span className="sf-option-text">
                <span className="sf-clamp-2">{item.title}</span>
                {item.pack_size && <span className="sf-option-pack">{item.pack_size}</span>}
              </span>
              <span className="sf-option-price">{formatBaht(item.net_price)}</span>
            </li>
          ))}
        </ul>
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
