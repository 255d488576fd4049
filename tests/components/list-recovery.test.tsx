import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { th } from '../../src/i18n/th.ts';
import { createKeptEntries } from '../../src/services/kept-entries.ts';
import { backOnline, loadsBackOnline } from './load-failure.ts';
import { renderRoutes } from './render.tsx';

/*
 * Home and the list screens when their loads fail (issue 20: never a dead screen nor an untruth):
 * no dialog, one Thai line saying what could not be loaded with 'ลองอีกครั้ง', a reload by itself
 * when the browser is back online; a list that really came back empty keeps its empty text.
 */

const offline = () =>
  Promise.reject(Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null }));
const notFound = () => Promise.reject(Object.assign(new Error('Not Found'), { kind: 'http', status: 404 }));
const promotions = async () => [{ id: 3, name: 'โปรช้าง', image: null, image_cover: null }];
const product = (id: number) => ({
  id,
  sku: `SKU${id}`,
  title: `สินค้า ${id}`,
  image_url: null,
  net_price: 10,
  price: 10,
  discount_price: null,
});
const api = {
  getBanners: vi.fn(),
  getPromotions: vi.fn(),
  getCustomerGroups: vi.fn(),
  getBrands: vi.fn(),
  getSkus: vi.fn(),
  getUsualOrder: vi.fn(),
  getCategories: vi.fn(),
  getSkuSuggestions: vi.fn(),
};
const services = {
  api,
  storage: null,
  now: () => 0,
  log: vi.fn(),
  kept: createKeptEntries(),
  firstBanner: null,
};
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => services }));

const { default: HomeScreen } = await import('../../src/features/home/home-screen.tsx');
const { default: PromotionsScreen } = await import('../../src/features/home/promotions-screen.tsx');
const { default: CategoryChooserScreen } = await import(
  '../../src/features/catalogue/category-chooser-screen.tsx'
);
const { default: ProductListScreen } = await import('../../src/features/catalogue/product-list-screen.tsx');

beforeEach(() => {
  services.kept = createKeptEntries();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  api.getBanners.mockImplementation(async () => []);
  api.getPromotions.mockImplementation(promotions);
  api.getCustomerGroups.mockImplementation(async () => []);
  api.getBrands.mockImplementation(async () => ({ data: [] }));
  api.getSkus.mockImplementation(async () => ({ data: [] }));
  api.getUsualOrder.mockImplementation(async () => []);
  api.getCategories.mockImplementation(async () => []);
  api.getSkuSuggestions.mockImplementation(async () => []);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** Makes `load` fail offline, opens the screen, and returns its failure line once it says `text`. */
async function openFailing(load: Mock, open: () => void, failedTestId: string, text: string) {
  load.mockImplementation(offline);
  open();
  const failed = await screen.findByTestId(failedTestId);
  expect(failed.textContent).toContain(text);
  return failed;
}

describe('HomeScreen', () => {
  /** The test id of the screen's failure line. */
  const failedLine = 'home-load-failed';
  const open = () => renderRoutes('/home', { '/home': <HomeScreen name="home" /> });

  it('a failed section opens no dialog: one line says so; the retry loads only the failed ones again', async () => {
    const failed = await openFailing(api.getBanners, open, failedLine, th.home.loadFailed);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // What loaded stays: the promotion strip.
    expect(screen.getByRole('region', { name: th.home.promotionAlt })).toBeTruthy();
    api.getBanners.mockImplementation(async () => []);
    fireEvent.click(within(failed).getByRole('button', { name: th.screenLoad.retry }));
    await vi.waitFor(() => expect(screen.queryByTestId(failedLine)).toBeNull());
    expect(api.getBanners).toHaveBeenCalledTimes(2);
    expect(api.getPromotions).toHaveBeenCalledTimes(1);
  });

  it('every section failing (offline) says home could not be loaded; one failing says it is incomplete', async () => {
    for (const call of Object.values(api)) call.mockImplementation(offline);
    open();
    await vi.waitFor(() =>
      expect(screen.getByTestId('home-load-failed').textContent).toContain(th.home.loadFailedAll),
    );
    const panel = screen.getByTestId('home-load-failed');
    expect(panel.textContent).not.toContain(th.home.loadFailed);
    expect(within(panel).getByRole('heading', { name: 'โหลดหน้าหลักไม่สำเร็จ' })).toBeTruthy();
    expect(panel.textContent).toContain('โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต');
    cleanup();
    services.kept = createKeptEntries();
    api.getBanners.mockImplementation(async () => []);
    api.getPromotions.mockImplementation(async () => []);
    api.getCustomerGroups.mockImplementation(async () => []);
    api.getBrands.mockImplementation(async () => ({ data: [] }));
    api.getSkus.mockImplementation(async () => ({ data: [] }));
    open();
    const failed = await screen.findByTestId('home-load-failed');
    expect(failed.textContent).toContain(th.home.loadFailed);
    expect(failed.textContent).not.toContain(th.home.loadFailedAll);
  });

  it('back online, the failed sections load by themselves', async () => {
    api.getPromotions.mockImplementation(offline);
    const strip = () => screen.findByRole('region', { name: th.home.promotionAlt });
    await loadsBackOnline(open, failedLine, strip, () => api.getPromotions.mockImplementation(promotions));
    expect(screen.queryByTestId(failedLine)).toBeNull();
  });

  it('every section loaded, even empty: no failure line', async () => {
    open();
    await vi.waitFor(() => expect(api.getUsualOrder).toHaveBeenCalled());
    await screen.findByRole('region', { name: th.home.promotionAlt });
    expect(screen.queryByTestId(failedLine)).toBeNull();
  });
});

describe('PromotionsScreen', () => {
  /** The test id of the screen's failure line. */
  const failedLine = 'promotions-load-failed';
  const open = () => renderRoutes('/promotions', { '/promotions': <PromotionsScreen name="promotions" /> });

  it("a failed load says so with a retry, not 'no promotions'; the retry loads the list", async () => {
    const failed = await openFailing(api.getPromotions, open, failedLine, th.home.promotionsLoadFailed);
    expect(screen.queryByText(th.home.noPromotions)).toBeNull();
    api.getPromotions.mockImplementation(promotions);
    fireEvent.click(within(failed).getByRole('button', { name: th.screenLoad.retry }));
    await screen.findByText('โปรช้าง');
    expect(screen.queryByTestId(failedLine)).toBeNull();
  });

  it('back online, it loads by itself', async () => {
    api.getPromotions.mockImplementation(offline);
    const listed = () => screen.findByText('โปรช้าง');
    await loadsBackOnline(open, failedLine, listed, () => api.getPromotions.mockImplementation(promotions));
  });

  it('an empty answer keeps the empty text and no failure line', async () => {
    api.getPromotions.mockImplementation(async () => []);
    open();
    await screen.findByText(th.home.noPromotions);
    expect(screen.queryByTestId(failedLine)).toBeNull();
  });
});

describe('CategoryChooserScreen', () => {
  /** The test id of the screen's failure line. */
  const failedLine = 'categories-load-failed';
  const open = () =>
    renderRoutes('/categories', { '/categories': <CategoryChooserScreen name="categories" /> });
  const water = { id: 1, th_name: 'น้ำดื่ม', image_url: '/c/1.svg', image_cover_url: null };

  it("a failed load says so with a retry ('ทั้งหมด' stays); the retry and coming back online load it", async () => {
    const failed = await openFailing(api.getCategories, open, failedLine, th.categories.loadFailed);
    expect(screen.getByRole('link', { name: th.categories.all })).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: th.screenLoad.retry }));
    await vi.waitFor(() => expect(api.getCategories).toHaveBeenCalledTimes(2));
    await screen.findByTestId(failedLine);
    api.getCategories.mockImplementation(async () => [water]);
    backOnline();
    await screen.findByRole('link', { name: 'น้ำดื่ม' });
    expect(screen.queryByTestId(failedLine)).toBeNull();
  });
});

describe('ProductListScreen', () => {
  const open = (path = '/categories/1') =>
    renderRoutes(path, {
      '/categories/:indexId': <ProductListScreen name="list" />,
      '/brands/:indexId': <ProductListScreen name="list" />,
    });

  it("a failed page says so with a retry, never 'ไม่พบสินค้า'; back online it loads by itself", async () => {
    api.getSkus.mockImplementation(offline);
    open();
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain(th.productList.listFailed);
    expect(screen.queryByText(th.productList.empty)).toBeNull();
    expect(screen.queryByText(th.productList.end)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: th.productList.retry }));
    await vi.waitFor(() => expect(api.getSkus).toHaveBeenCalledTimes(2));
    await screen.findByRole('alert');
    api.getSkus.mockImplementation(async ({ query }: { query: { page: number } }) => ({
      data: query.page === 1 ? [product(1)] : [],
    }));
    backOnline();
    await screen.findByText('สินค้า 1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a list that came back empty, or that the server says does not exist (404), says 'ไม่พบสินค้า'", async () => {
    open('/brands/6');
    await screen.findByText(th.productList.empty);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    api.getSkus.mockImplementation(notFound);
    open('/categories/999999');
    await screen.findByText(th.productList.empty);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
