import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import type { productDetailMachine } from './product-detail-machine.ts';
import type { FetchProductDetailInput, ProductDetailData } from './types.ts';

/** The product-detail chart's real actor (GET /skus/detail) and logging (spec section 8: only logged). */
export function createProductDetailImplementations({
  api,
  log,
}: FlowApi<'getSkuDetail'> & Pick<FlowDeps, 'log'>): MachineImplementationsFrom<typeof productDetailMachine> {
  return {
    actors: {
      fetchProductDetail: fromPromise<ProductDetailData, FetchProductDetailInput>(({ input, signal }) =>
        api.getSkuDetail({ query: { id: input.id } }, { signal }),
      ),
    },
    actions: {
      logFailure: (_, params: { error: unknown }) => log('Product detail failed to load', params.error),
    },
  };
}
