import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createListMetaImplementations,
  isMetaLoading,
  type ListMetaInput,
  listMetaMachine,
  selectMetaBrands,
  selectMetaCover,
  selectMetaName,
  selectMetaRules,
} from '../../../machines/list-meta/index.ts';
import {
  canLoadMore,
  createProductListImplementations,
  hasNoResults,
  isEnded,
  isFailed,
  isLoading,
  isPurchasedOnly,
  type ProductListInput,
  productListMachine,
  selectCategories,
  selectProducts,
  selectSuggestions,
} from '../../../machines/product-list/index.ts';
import { inspect } from '../../lib/inspect.ts';
import type { KeptEntry } from '../../services/kept-entries.ts';
import { useServices } from '../../services/services-context.tsx';
import { restoredSnapshot, useKeepSnapshot } from '../../services/use-kept-entry.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/** The names under which a list page keeps its charts' snapshots in its history entry. */
const LIST_PART = 'productList';
const META_PART = 'listMeta';

/**
 * The product-list chart with the real actors. It starts from the kept snapshot when the user
 * came back to this history entry (`restored`: the pages already loaded, no request), and keeps its
 * snapshot in `entry` as it changes. A new route of the mounted page is sent as `list.routeChanged`
 * (the chart decides whether it is another list and starts it again). A page that failed loads
 * again on the retry or by itself when the browser is back online.
 */
export function useProductList(input: ProductListInput, entry: KeptEntry, restored: KeptEntry | undefined) {
  const services = useServices();
  const [machine] = useState(() => productListMachine.provide(createProductListImplementations(services)));
  const actorRef = useActorRef(machine, { inspect, input, snapshot: restoredSnapshot(restored, LIST_PART) });
  useKeepSnapshot(actorRef, entry, LIST_PART);
  const retry = useOnlineEvent(actorRef, { type: 'list.retry' });
  const products = useSelector(actorRef, selectProducts);
  const loading = useSelector(actorRef, isLoading);
  const ended = useSelector(actorRef, isEnded);
  const failed = useSelector(actorRef, isFailed);
  const noResults = useSelector(actorRef, hasNoResults);
  const suggestions = useSelector(actorRef, selectSuggestions);
  const categories = useSelector(actorRef, selectCategories);
  const more = useSelector(actorRef, canLoadMore);

  const purchasedOnly = useSelector(actorRef, isPurchasedOnly);
  const first = useRef(true);
  const { type, indexId, customerGroupId, search } = input;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actorRef.send({
      type: 'list.routeChanged',
      input: {
        type,
        indexId,
        ...(customerGroupId === undefined ? {} : { customerGroupId }),
        ...(search === undefined ? {} : { search }),
      },
    });
  }, [actorRef, type, indexId, customerGroupId, search]);

  const nearEnd = useCallback(() => actorRef.send({ type: 'list.nearEnd' }), [actorRef]);
  const togglePurchased = useCallback(() => actorRef.send({ type: 'list.purchasedToggled' }), [actorRef]);
  return {
    purchasedOnly,
    togglePurchased,
    products,
    loading,
    ended,
    failed,
    noResults,
    suggestions,
    categories,
    canLoadMore: more,
    nearEnd,
    retry,
  };
}

/**
 * The list-meta chart (a promotion's, brand's, category's or shop type's name and cover, or every
 * brand for /brands) with the real lookup; like the list, restored from a kept entry.
 */
export function useListMeta(input: ListMetaInput, entry: KeptEntry, restored: KeptEntry | undefined) {
  const services = useServices();
  const [machine] = useState(() => listMetaMachine.provide(createListMetaImplementations(services)));
  const actorRef = useActorRef(machine, { inspect, input, snapshot: restoredSnapshot(restored, META_PART) });
  useKeepSnapshot(actorRef, entry, META_PART);
  const first = useRef(true);
  const { lookup, id } = input;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actorRef.send({ type: 'meta.routeChanged', input: { lookup, id } });
  }, [actorRef, lookup, id]);
  return {
    name: useSelector(actorRef, selectMetaName),
    cover: useSelector(actorRef, selectMetaCover),
    brands: useSelector(actorRef, selectMetaBrands),
    rules: useSelector(actorRef, selectMetaRules),
    loading: useSelector(actorRef, isMetaLoading),
  };
}
