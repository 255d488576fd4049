import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createProductDetailImplementations,
  hasProductLoadFailed,
  isLoading,
  isProductUnavailable,
  productDetailMachine,
  selectShownProduct,
} from '../../../machines/product-detail/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * Loads /products/{productId}: the product to show (null until loaded, when empty or failed), and
 * whether it was not found or could not load (then again on the retry or once back online).
 */
export function useProductDetail(productId: string) {
  const services = useServices();
  const [machine] = useState(() =>
    productDetailMachine.provide(createProductDetailImplementations(services)),
  );
  const actor = useActorRef(machine, { inspect, input: { id: productId } });
  const product = useSelector(actor, selectShownProduct);
  const loading = useSelector(actor, isLoading);
  const unavailable = useSelector(actor, isProductUnavailable);
  const loadFailed = useSelector(actor, hasProductLoadFailed);
  const retry = useOnlineEvent(actor, { type: 'product.retry' });
  return { product, loading, unavailable, loadFailed, retry };
}
