import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failure, notProvided } from '../chart-helpers.ts';
import { isLoadFailure } from '../errors.ts';
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
 * failure: only logged"). The page renders only when the product has a sku: the placeholder, an
 * unknown product (404) and one without a sku read as not found. A load that got no answer (offline,
 * a 5xx) is logged too, but is not "not found": the page says it could not load, with a retry, and
 * loads again by itself when the browser is back online (docs/traceability.md §8.5).
 * The actor and the logging are placeholders, provided in src.
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
    isLoadFailure: (_, params: { error: unknown }) => isLoadFailure(params.error),
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
        onError: [
          {
            guard: { type: 'isLoadFailure', params: failure },
            target: 'failed',
            description:
              'No answer (offline, a server error): logged, and the page says it could not load, with a retry.',
            actions: { type: 'logFailure', params: failure },
          },
          {
            target: 'notFound',
            description: 'The server has no such product (404): logged, and the page says it was not found.',
            actions: { type: 'logFailure', params: failure },
          },
        ],
      },
    },
    loaded: {
      description: 'The product is shown; the page renders only when it has a sku.',
    },
    empty: {
      description: 'The id is empty: an empty placeholder product, nothing is fetched.',
    },
    notFound: {
      description: 'The server has no such product: the page says it was not found, with a way home.',
    },
    failed: {
      description: "The product could not be loaded: one line says so, with 'ลองอีกครั้ง'; no add-to-cart bar.",
      on: {
        'product.retry': {
          target: 'loading',
          description:
            "The customer taps 'ลองอีกครั้ง', or the browser is back online: the product loads again.",
        },
      },
    },
  },
});

export type ProductDetailSnapshot = SnapshotFrom<typeof productDetailMachine>;
