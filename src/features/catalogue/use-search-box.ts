import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { cartLineOf } from '../../../machines/cart/index.ts';
import type { FlowApi } from '../../../machines/deps.ts';
import {
  createSearchBoxImplementations,
  searchBoxMachine,
  searchBoxView,
} from '../../../machines/search-box/index.ts';
import { useQuickAdd } from '../../components/quick-add.tsx';
import { inspect } from '../../lib/inspect.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * The text the box shows on a page: the query on the search results (/products with the search
 * state the box navigates with, list-route.ts), nothing anywhere else.
 */
function searchQueryOf(pathname: string, state: unknown): string {
  const search = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (pathname !== paths.products() || search.type !== 'search') return '';
  const query = search.indexId;
  return typeof query === 'string' || typeof query === 'number' ? String(query) : '';
}

/**
 * The header search box: its chart's view and `send`; its navigation goes through the router, its
 * quick add through the layout's panel (src/components/quick-add.tsx), and every page change tells
 * the chart which text the page stands for (`search.pageShown`).
 */
export function useSearchBox(deps: FlowApi<'getSkuSuggestions'>) {
  const [machine] = useState(() => searchBoxMachine.provide(createSearchBoxImplementations(deps)));
  const actorRef = useActorRef(machine, { inspect });
  useMachineNavigation(actorRef);
  const quickAdd = useQuickAdd();
  useEffect(() => {
    if (!quickAdd) return;
    const subscription = actorRef.on('quickAdd', ({ suggestion }) =>
      quickAdd({ ...cartLineOf(suggestion), netPrice: suggestion.net_price }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, quickAdd]);
  const { pathname, state, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new history entry's key) is a page change, even to the same path.
  useEffect(() => {
    actorRef.send({ type: 'search.pageShown', query: searchQueryOf(pathname, state) });
  }, [actorRef, key]);
  return {
    send: actorRef.send,
    ...useSelector(actorRef, searchBoxView, shallowEqual),
    canQuickAdd: quickAdd !== null,
  };
}
