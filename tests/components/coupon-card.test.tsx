import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../contract/coupons.ts';
import { system } from '../../src/app/theme.ts';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thDetail } from '../../src/i18n/th-detail.ts';
import { showsSkeletonWhileLoading } from './detail-loading.ts';
import { httpError, loadsBackOnline, retryLoads } from './load-failure.ts';

/* The coupon screens as the customer meets them (spec section 2 "Coupons", sections 3 and 8). */

const coupon = (code: string, status: string | null = null, id = 1): Coupon => ({
  id,
  code,
  name: `คูปอง ${code}`,
  image: `/images/coupons/${id}.svg`,
  detail: `ลด 50 บาท (${code}) ไม่มียอดสั่งซื้อขั้นต่ำ`,
  privilege_condition_type_name: 'ส่วนลดเงินสด',
  // 17:00 in Bangkok on 21 November 2026, Buddhist year 2569.
  end_date: '2026-11-21T10:00:00.000Z',
  status,
});

const api = {
  getCoupons: vi.fn(async (): Promise<Coupon[]> => []),
  getCouponHistory: vi.fn(async (): Promise<Coupon[]> => []),
  getCouponDetail: vi.fn(async (_: { params: { code: string } }): Promise<Coupon> => coupon('X')),
};
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => ({ api }) }));

const { default: MyCouponsScreen } = await import('../../src/features/coupons/my-coupons-screen.tsx');
const { default: CouponHistoryScreen } = await import('../../src/features/coupons/coupon-history-screen.tsx');
const { default: CouponDetailScreen } = await import('../../src/features/coupons/coupon-detail-screen.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function open(path: string) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mycoupon" element={<MyCouponsScreen name={th.routeNames.mycoupon} />} />
          <Route
            path="/mycoupon/history"
            element={<CouponHistoryScreen name={th.routeNames['mycoupon/history']} />}
          />
          <Route
            path="/mycoupon/:code"
            element={<CouponDetailScreen name={th.routeNames['mycoupon/:code']} />}
          />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const cards = () => screen.findAllByTestId('coupon-card');
/** Dimmed with colour (the greyed text token), never opacity: docs/accessibility.md. */
const dimmedOf = (element: HTMLElement) => element.getAttribute('data-dimmed');

describe('/mycoupon', () => {
  it('cards show image, detail, condition type and the Buddhist-era expiry, and open the detail', async () => {
    api.getCoupons.mockResolvedValueOnce([coupon('WELCOME50', null, 1), coupon('CASH100', null, 3)]);
    open('/mycoupon');
    expect(screen.getByRole('heading', { name: 'คูปองของฉัน' })).toBeTruthy();
    expect(screen.getByRole('link', { name: thAccount.coupons.history }).getAttribute('href')).toBe(
      '/mycoupon/history',
    );
    const [first, second] = await cards();
    const card = within(first!);
    expect(card.getByRole('img', { name: 'คูปอง WELCOME50' }).getAttribute('src')).toBe(
      '/images/coupons/1.svg',
    );
    expect(card.getByText('ลด 50 บาท (WELCOME50) ไม่มียอดสั่งซื้อขั้นต่ำ')).toBeTruthy();
    expect(card.getByText('ส่วนลดเงินสด')).toBeTruthy();
    expect(card.getByText('ใช้ได้ถึง 21 พ.ย. 2569')).toBeTruthy();
    expect(card.queryByTestId('coupon-badge')).toBeNull();
    expect(first!.getAttribute('href')).toBe('/mycoupon/WELCOME50');
    expect(second!.getAttribute('href')).toBe('/mycoupon/CASH100');
    expect(screen.queryByText(thAccount.coupons.empty)).toBeNull();
    expect(api.getCoupons).toHaveBeenCalledTimes(1);
    expect(api.getCouponHistory).not.toHaveBeenCalled();
  });

  it('a broken image shows the placeholder', async () => {
    api.getCoupons.mockResolvedValueOnce([coupon('WELCOME50')]);
    open('/mycoupon');
    const [card] = await cards();
    fireEvent.error(within(card!).getByRole('img', { name: 'คูปอง WELCOME50' }));
    expect(within(card!).getByTestId('product-image-placeholder')).toBeTruthy();
  });

  it('no coupons shows ยังไม่มีคูปอง', async () => {
    open('/mycoupon');
    expect(await screen.findByText('ยังไม่มีคูปอง')).toBeTruthy();
    expect(screen.queryAllByTestId('coupon-card')).toHaveLength(0);
  });

  it('a failed load opens no dialog and never says ยังไม่มีคูปอง: one line with a retry, which loads the list', async () => {
    api.getCoupons.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce([coupon('WELCOME50')]);
    open('/mycoupon');
    await retryLoads('coupons-load-failed', thAccount.coupons.loadFailed, async () => {
      expect(screen.queryByText(thAccount.coupons.empty)).toBeNull();
      expect(await screen.findAllByTestId('coupon-card')).not.toHaveLength(0);
    });
  });

  it('grey cards stand for the list while it loads, not an empty page', async () => {
    api.getCoupons.mockImplementationOnce(() => new Promise(() => {}));
    open('/mycoupon');
    expect(await screen.findByTestId('coupon-list-skeleton')).toBeTruthy();
    expect(screen.queryByText(thAccount.coupons.empty)).toBeNull();
  });
});

describe('/mycoupon/history', () => {
  it('badges: Used -> ใช้แล้ว, Expired -> หมดอายุ, anything else -> ถูกยกเลิก', async () => {
    api.getCouponHistory.mockResolvedValueOnce([
      coupon('NEWYEAR100', 'Used', 6),
      coupon('OLDCASH50', 'Expired', 8),
      coupon('SORRY100', 'Cancelled', 11),
      coupon('ODD', 'Revoked', 12),
    ]);
    open('/mycoupon/history');
    const badges = (await cards()).map((card) => within(card).getByTestId('coupon-badge').textContent);
    expect(badges).toEqual(['ใช้แล้ว', 'หมดอายุ', 'ถูกยกเลิก', 'ถูกยกเลิก']);
    expect(api.getCouponHistory).toHaveBeenCalledTimes(1);
    expect(api.getCoupons).not.toHaveBeenCalled();
  });

  it('a failed load says so, not the empty text', async () => {
    api.getCouponHistory.mockRejectedValueOnce(new Error('500'));
    open('/mycoupon/history');
    expect((await screen.findByTestId('coupons-load-failed')).textContent).toContain(
      thAccount.coupons.loadFailed,
    );
    expect(screen.queryByText(thAccount.coupons.empty)).toBeNull();
  });
});

describe('/mycoupon/:code', () => {
  it('a used coupon: the card and its full text, dimmed and announced as unusable', async () => {
    api.getCouponDetail.mockResolvedValueOnce(coupon('NEWYEAR100', 'Used', 6));
    open('/mycoupon/NEWYEAR100');
    const detail = await screen.findByTestId('coupon-detail');
    expect(api.getCouponDetail).toHaveBeenCalledWith({ params: { code: 'NEWYEAR100' } }, expect.anything());
    expect(within(detail).getByTestId('coupon-card')).toBeTruthy();
    expect(within(detail).getByTestId('coupon-badge').textContent).toBe(thAccount.coupons.used);
    expect(within(detail).getByRole('heading', { name: 'คูปอง NEWYEAR100' })).toBeTruthy();
    expect(within(detail).getByText(`${thAccount.coupons.condition}: ส่วนลดเงินสด`)).toBeTruthy();
    expect(within(detail).getAllByText('ใช้ได้ถึง 21 พ.ย. 2569')).toHaveLength(2);
    expect(dimmedOf(detail)).toBe('true');
    expect(getComputedStyle(detail).opacity).toBe('1');
    expect(within(detail).getByText(thAccount.coupons.unusable)).toBeTruthy();
  });

  it.each(['Expired', 'Cancelled'])('status %s is dimmed too', async (status) => {
    api.getCouponDetail.mockResolvedValueOnce(coupon('OLD', status));
    open('/mycoupon/OLD');
    expect(dimmedOf(await screen.findByTestId('coupon-detail'))).toBe('true');
  });

  it('a usable coupon (status null) is not dimmed', async () => {
    api.getCouponDetail.mockResolvedValueOnce(coupon('WELCOME50'));
    open('/mycoupon/WELCOME50');
    const detail = await screen.findByTestId('coupon-detail');
    expect(dimmedOf(detail)).toBe('false');
    expect(within(detail).queryByText(thAccount.coupons.unusable)).toBeNull();
    expect(within(detail).queryByTestId('coupon-badge')).toBeNull();
  });

  it('an unknown code (404) shows the not-found text', async () => {
    api.getCouponDetail.mockRejectedValueOnce(
      Object.assign(new Error('no such coupon'), { kind: 'http', status: 404 }),
    );
    open('/mycoupon/NOPE');
    expect(await screen.findByText(thAccount.coupons.notFound)).toBeTruthy();
    expect(screen.queryByTestId('coupon-detail')).toBeNull();
    expect(screen.queryByTestId('coupon-load-failed')).toBeNull();
  });

  it('issue 20: offline is not "not found": one line with a retry (no dialog), which loads the coupon', async () => {
    api.getCouponDetail.mockRejectedValueOnce(
      Object.assign(new Error('Failed to fetch'), { kind: 'network' }),
    );
    api.getCouponDetail.mockResolvedValueOnce(coupon('WELCOME50'));
    open('/mycoupon/WELCOME50');
    await retryLoads('coupon-load-failed', thDetail.loadFailed.coupon, async () => {
      expect(screen.queryByText(thAccount.coupons.notFound)).toBeNull();
      await screen.findByTestId('coupon-detail');
    });
  });

  it('issue 20: after a failed load, the browser coming back online loads the coupon with no tap', async () => {
    api.getCouponDetail.mockRejectedValueOnce(httpError(500, 'Server Error'));
    api.getCouponDetail.mockResolvedValueOnce(coupon('WELCOME50'));
    const detail = () => screen.findByTestId('coupon-detail');
    await loadsBackOnline(() => open('/mycoupon/WELCOME50'), 'coupon-load-failed', detail);
    expect(screen.queryByTestId('coupon-load-failed')).toBeNull();
  });

  it("while it loads, and again after 'ลองอีกครั้ง' until the answer comes, the page shows its skeleton, never an empty page", async () => {
    await showsSkeletonWhileLoading({
      load: api.getCouponDetail,
      open: () => open('/mycoupon/WELCOME50'),
      name: th.routeNames['mycoupon/:code'],
      skeleton: 'coupon-skeleton',
      failedId: 'coupon-load-failed',
      item: coupon('WELCOME50'),
      loaded: () => screen.findByTestId('coupon-detail'),
    });
  });
});
