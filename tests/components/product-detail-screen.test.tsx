import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDetailData } from '../../machines/product-detail/index.ts';
import { th } from '../../src/i18n/th.ts';
import { thDetail } from '../../src/i18n/th-detail.ts';
import { showsSkeletonWhileLoading } from './detail-loading.ts';
import { httpError, loadsBackOnline } from './load-failure.ts';
import { loadPlainStyles } from './plain-styles.ts';
import { renderRoutes } from './render.tsx';

/*
 * /products/{productId} when its product does not come (spec section 8 "Product detail failure:
 * only logged", issue 20): an unknown product (404) says it was not found; a load that got no answer
 * says it could not load, with a retry, and loads by itself once back online. No add-to-cart bar
 * stands under nothing.
 */

beforeAll(loadPlainStyles);

const PRODUCT: ProductDetailData = {
  id: 3,
  sku: 'SKU-0003',
  title: 'เบียร์ช้าง 320 มล. แพ็ค 6',
  image_url: null,
  net_price: 39.95,
  price: 47,
  discount_price: null,
  description: 'เย็นชื่นใจ',
  promotion_description: [],
};

const api = { getSkuDetail: vi.fn(async (): Promise<ProductDetailData> => PRODUCT) };
const services = { api, storage: null, now: () => 0, log: vi.fn() };
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => services }));
vi.mock('../../src/services/cart.ts', () => ({
  cartOf: () => ({ getSnapshot: () => ({ context: { products: [] } }), send: vi.fn() }),
}));

const { default: ProductDetailScreen } = await import('../../src/features/product/product-detail-screen.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const open = () =>
  renderRoutes('/products/3', { '/products/:productId': <ProductDetailScreen name="product" /> });
const offline = () => Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null });
const addButton = () => screen.queryByRole('button', { name: th.product.add });

describe('ProductDetailScreen when the product does not come', () => {
  it('an unknown product (404) is logged and says it was not found, with no retry line', async () => {
    const notFound = Object.assign(new Error('Not Found'), { kind: 'http', status: 404 });
    api.getSkuDetail.mockRejectedValueOnce(notFound);
    open();
    expect(await screen.findByText(thDetail.notFound.product)).toBeTruthy();
    expect(screen.queryByTestId('product-load-failed')).toBeNull();
    expect(services.log).toHaveBeenCalledWith(expect.any(String), notFound);
  });

  it('offline: logged, one line with a retry instead of "not found", no add-to-cart bar; the retry loads it', async () => {
    api.getSkuDetail.mockRejectedValueOnce(offline());
    open();
    const failed = await screen.findByTestId('product-load-failed');
    expect(failed.textContent).toContain(thDetail.loadFailed.product);
    expect(screen.queryByText(thDetail.notFound.product)).toBeNull();
    expect(addButton()).toBeNull();
    expect(services.log).toHaveBeenCalledTimes(1);
    fireEvent.click(within(failed).getByRole('button', { name: th.screenLoad.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: PRODUCT.title })).toBeTruthy();
    expect(screen.queryByTestId('product-load-failed')).toBeNull();
    expect(addButton()).toBeTruthy();
  });

  it('a server error: back online, the product loads with no tap', async () => {
    api.getSkuDetail.mockRejectedValueOnce(httpError(502, 'Bad Gateway'));
    const heading = () => screen.findByRole('heading', { level: 2, name: PRODUCT.title });
    await loadsBackOnline(open, 'product-load-failed', heading);
    expect(screen.queryByTestId('product-load-failed')).toBeNull();
  });

  it("while it loads, and again after 'ลองอีกครั้ง' until the answer comes, the page shows its skeleton, never an empty page", async () => {
    await showsSkeletonWhileLoading({
      load: api.getSkuDetail,
      open,
      name: 'product',
      skeleton: 'product-skeleton',
      failedId: 'product-load-failed',
      item: PRODUCT,
      loaded: () => screen.findByRole('heading', { level: 2, name: PRODUCT.title }),
    });
    expect(addButton()).toBeTruthy();
  });
});
