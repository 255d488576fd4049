import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createProductDetailImplementations,
  EMPTY_PRODUCT,
  hasProductLoadFailed,
  isLoading,
  isProductUnavailable,
  type ProductDetailData,
  productDetailMachine,
  selectShownProduct,
} from '../../machines/product-detail/index.ts';

const PRODUCT: ProductDetailData = {
  id: 1,
  sku: 'SKU-0001',
  title: 'โค้ก 325 มล. แพ็ค 6',
  image_url: '/images/products/1.svg',
  net_price: 39.95,
  price: 47,
  discount_price: 15,
  description: 'ซ่าสดชื่น',
  promotion_description: [],
};

function start(id: string, getSkuDetail: (...args: unknown[]) => Promise<ProductDetailData>) {
  const api = { getSkuDetail: vi.fn(getSkuDetail) };
  const log = vi.fn();
  const machine = productDetailMachine.provide(createProductDetailImplementations({ api, log } as never));
  return { actor: createActor(machine, { input: { id } }).start(), api, log };
}

describe('productDetailMachine (spec sections 2, 5, 8)', () => {
  it('loads GET /skus/detail?id= and shows the product', async () => {
    const { actor, api } = start('1', async () => PRODUCT);
    expect(isLoading(actor.getSnapshot())).toBe(true);
    expect(selectShownProduct(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectShownProduct(snapshot)).toEqual(PRODUCT);
    expect(api.getSkuDetail).toHaveBeenCalledWith({ query: { id: '1' } }, expect.objectContaining({}));
  });

  it('an empty id gives the empty placeholder product and asks nothing', () => {
    const { actor, api } = start('  ', async () => PRODUCT);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.product).toEqual(EMPTY_PRODUCT);
    expect(selectShownProduct(actor.getSnapshot())).toBeNull();
    expect(api.getSkuDetail).not.toHaveBeenCalled();
  });

  it('a failure is only logged: nothing is shown', async () => {
    const error = Object.assign(new Error('Request failed with status code 404'), {
      kind: 'http',
      status: 404,
    });
    const { actor, log } = start('9999', async () => Promise.reject(error));
    const snapshot = await waitFor(actor, (s) => s.matches('notFound'));
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    expect(selectShownProduct(snapshot)).toBeNull();
    expect(isLoading(snapshot)).toBe(false);
    expect(isProductUnavailable(snapshot)).toBe(true);
    expect(hasProductLoadFailed(snapshot)).toBe(false);
  });

  it('issue 20: no answer (offline, 5xx) is logged but is not "not found"; the retry (tapped, or sent back online) loads it again', async () => {
    const error = Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null });
    let fails = true;
    const { actor, api, log } = start('1', async () => (fails ? Promise.reject(error) : PRODUCT));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    expect(hasProductLoadFailed(failed)).toBe(true);
    expect(isProductUnavailable(failed)).toBe(false);
    fails = false;
    actor.send({ type: 'product.retry' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectShownProduct(loaded)).toEqual(PRODUCT);
    expect(api.getSkuDetail).toHaveBeenCalledTimes(2);
  });

  it('a product without a sku is not shown', async () => {
    const { actor } = start('1', async () => ({ ...PRODUCT, sku: '' }));
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectShownProduct(snapshot)).toBeNull();
  });
});
