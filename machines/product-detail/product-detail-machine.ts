import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import type {
  FetchProductDetailInput,
  ProductDetailContext,
  ProductDetailData,
  ProductDetailEvent,
  ProductDetailInput,
} from './types.ts';

/**
 * Loading the product detail of /products/{productId} (spec section 2 "Product detail", section 5
 * "Product detail with an empty id returns an empty placeholder product", section 8 "Product detail
 * failure: only logged"). The page renders only when the product has a sku, so the placeholder and
 * a failure both show nothing. The actor and the logging are placeholders, provided in src.
 */

/** The empty placeholder product (no sku: the page renders nothing). */
export const EMPTY_PRODUCT: ProductDetailData = {
  id: 0,
  sku: '',
  title: '',
  image_url: null,
  net_price: 0,
  price: 0,
  discount_price: null,
  description: '',
  promotion_description: [],
};

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    input: {} as ProductDetailInput,
    tags: {} as 'loading',
  },
  actors: {
    fetchProductDetail: fromPromise<ProductDetailData, FetchProductDetailInput>(
      notProvided('product-detail', 'fetchProductDetail'),
    ),
  },
  guards: {
    hasNoId: ({ context }) => context.id.trim() === '',
  },
  actions: {
    assignProduct: assign((_, product: ProductDetailData) => ({ product })),
    // Spec section 8: a failure is only logged (console.error, provided in src).
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'productDetail',
  description:
    'Product detail (/products/{productId}): the product loads on open; an empty id gives an empty product.',
  context: ({ input }) => ({ id: input.id, product: EMPTY_PRODUCT }),
  initial: 'checkingId',
  states: {
    checkingId: {
      description: 'Check the product id from the route.',
      always: [
        {
          guard: 'hasNoId',
          target: 'empty',
          description: 'The id is empty: an empty placeholder product, nothing is fetched.',
        },
        { target: 'loading', description: 'The route names a product: load its detail.' },
      ],
    },
    loading: {
      description: 'The product detail is loading.',
      tags: 'loading',
      invoke: {
        id: 'fetchProductDetail',
        src: 'fetchProductDetail',
        input: ({ context }) => ({ id: context.id.trim() }),
        onDone: {
          target: 'loaded',
          description: 'The product detail loaded: show it.',
          actions: { type: 'assignProduct', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description: 'The product failed to load: the failure is only logged.',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      description: 'The product is shown; the page renders only when it has a sku.',
    },
    empty: {
      description: 'The id is empty: an empty placeholder product, nothing is fetched.',
    },
    failed: {
      description: 'The product could not be loaded: the failure is only logged.',
      on: {
        'product.retry': { target: 'loading', description: 'The customer asks to load the product again.' },
      },
    },
  },
});

export type ProductDetailSnapshot = SnapshotFrom<typeof productDetailMachine>;
