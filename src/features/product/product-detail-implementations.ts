import { fromPromise } from 'xstate';
import type { FetchProductDetailInput, ProductDetailData } from '../../../machines/product-detail/index.ts';
import type { ApiClient } from '../../api/index.ts';

/** The product-detail chart's real actor (GET /skus/detail) and logging (spec section 8: only logged). */
export function createProductDetailImplementations(
  api: Pick<ApiClient, 'getSkuDetail'>,
  log: (...args: unknown[]) => void = console.error,
) {
  return {
    actors: {
      fetchProductDetail: fromPromise<ProductDetailData, FetchProductDetailInput>(({ input, signal }) =>
        api.getSkuDetail({ query: { id: input.id } }, { signal }),
      ),
    },
    actions: {
      logFailure: (_: unknown, params: { error: unknown }) =>
        log('Product detail failed to load', params.error),
    },
  };
}
