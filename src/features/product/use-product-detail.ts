import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createProductDetailImplementations,
  isLoading,
  isProductUnavailable,
  productDetailMachine,
  selectShownProduct,
} from '../../../machines/product-detail/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

/** Loads /products/{productId}: the product to show (null until loaded, when empty or failed). */
export function useProductDetail(productId: string) {
  const services = useServices();
  const [machine] = useState(() =>
    productDetailMachine.provide(createProductDetailImplementations(services)),
  );
  const actor = useActorRef(machine, { inspect, input: { id: productId } });
  const product = useSelector(actor, selectShownProduct);
  const loading = useSelector(actor, isLoading);
  const unavailable = useSelector(actor, isProductUnavailable);
  return { product, loading, unavailable };
}
