import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  canLoadMore,
  isEnded,
  isLoading,
  type ProductListInput,
  productListMachine,
  selectProducts,
} from '../../../machines/product-list/index.ts';
import { useServices } from '../../app/app.tsx';
import {
  createListMetaActor,
  createProductListActors,
  type ListMeta,
  type ListMetaInput,
} from './product-list-actors.ts';

/**
 * The product-list chart with the real GET /skus actor. A new search value (indexId) of a mounted
 * list is sent as `list.searchChanged` (the chart resets categories and sub-category lists).
 */
export function useProductList(input: ProductListInput) {
  const { api } = useServices();
  const [machine] = useState(() => productListMachine.provide({ actors: createProductListActors(api) }));
  const actorRef = useActorRef(machine, { input });
  const products = useSelector(actorRef, selectProducts);
  const loading = useSelector(actorRef, isLoading);
  const ended = useSelector(actorRef, isEnded);
  const more = useSelector(actorRef, canLoadMore);

  const sent = useRef({ indexId: input.indexId, search: input.search });
  useEffect(() => {
    if (sent.current.indexId === input.indexId && sent.current.search === input.search) return;
    sent.current = { indexId: input.indexId, search: input.search };
    actorRef.send({ type: 'list.searchChanged', indexId: input.indexId, search: input.search });
  }, [actorRef, input.indexId, input.search]);

  const nearEnd = useCallback(() => actorRef.send({ type: 'list.nearEnd' }), [actorRef]);
  return { products, loading, ended, canLoadMore: more, nearEnd };
}

const EMPTY_META: ListMeta = { name: null, cover: null, brands: [] };

/** The promotion's or brand's name and cover, or all brands; empty until loaded or on failure. */
export function useListMeta(input: ListMetaInput): ListMeta {
  const { api } = useServices();
  const [logic] = useState(() => createListMetaActor(api));
  const actorRef = useActorRef(logic, { input });
  return useSelector(actorRef, (s) => (s.status === 'done' ? s.output : EMPTY_META));
}
