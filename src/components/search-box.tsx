import { Box, chakra } from '@chakra-ui/react';
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
 * It only renders the chart's state and sends its events.
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
    <chakra.form role="search" onSubmit={submit} onBlur={onBlur} flex="1" minW="0" position="relative">
      <chakra.input
        type="search"
        name="q"
        role="combobox"
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
        w="full"
        h="9"
        pl="9"
        pr="3"
        borderRadius="full"
        border="none"
        bg="white"
        color="fg"
        fontSize="md"
        lineHeight="1.6"
      />
      <Box
        position="absolute"
        left="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
      >
        <SearchIcon size={18} />
      </Box>
      <Box
        position="absolute"
        top="100%"
        left="0"
        right="0"
        mt="1"
        bg="white"
        color="fg"
        borderRadius="md"
        boxShadow="md"
        overflow="hidden"
        zIndex="dropdown"
        display={open ? 'block' : 'none'}
      >
        <chakra.ul
          id={listboxId}
          role="listbox"
          aria-label={th.searchBox.suggestions}
          listStyleType="none"
          m="0"
          p="0"
          hidden={!expanded}
        >
          {suggestions.map((item, index) => (
            <chakra.li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              display="flex"
              justifyContent="space-between"
              gap="2"
              px="3"
              py="2.5"
              minH="11"
              alignItems="center"
              cursor="pointer"
              bg={index === highlighted ? 'brand.50' : undefined}
              _hover={{ bg: 'brand.50' }}
              // Keeps the focus in the box, so the click is not lost to its blur.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => send({ type: 'search.choose', index })}
            >
              <Box as="span" lineClamp={2}>
                {item.title}
              </Box>
              <Box as="span" flexShrink={0} color="brand.600" fontWeight="semibold">
                {formatBaht(item.net_price)}
              </Box>
            </chakra.li>
          ))}
        </chakra.ul>
        <Box role="status" px={noMatches || failed ? '3' : '0'} py={noMatches || failed ? '2' : '0'}>
          {noMatches && th.searchBox.noMatches}
          {failed && (
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="2">
              <span>{th.searchBox.failed}</span>
              <chakra.button
                type="button"
                onClick={() => send({ type: 'search.retry' })}
                minH="11"
                px="3"
                border="1px solid"
                borderColor="brand.500"
                color="brand.600"
                bg="white"
                borderRadius="md"
                cursor="pointer"
              >
                {th.searchBox.retry}
              </chakra.button>
            </Box>
          )}
        </Box>
      </Box>
    </chakra.form>
  );
}
