import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Coupon } from '../../contract/coupons.ts';
import {
  type CouponListKind,
  couponDetailMachine,
  couponDetailView,
  couponListView,
  couponStatusKind,
  couponsMachine,
  createCouponDetailImplementations,
  createCouponsImplementations,
  isCouponDetailLoading,
  isCouponListEmpty,
  isCouponListLoading,
  isCouponSpent,
  selectCoupon,
  selectCoupons,
} from '../../machines/coupons/index.ts';
import { deferred, flush } from './helpers.ts';

/* The coupon charts (spec section 2 "Coupons", section 3 "Coupon", section 8 "Coupon load failure"). */

const coupon = (code: string, status: string | null = null): Coupon => ({
  id: 1,
  code,
  name: `คูปอง ${code}`,
  image: `/images/coupons/1.svg`,
  detail: 'ลด 50 บาท ไม่มียอดสั่งซื้อขั้นต่ำ',
  privilege_condition_type_name: 'ส่วนลดเงินสด',
  end_date: '2026-12-31T16:59:59.000Z',
  status,
});

/** A list actor whose loader waits on a deferred the test settles. */
function startList(kind: CouponListKind) {
  const answer = deferred<Coupon[]>();
  const loadCoupons = vi.fn((_: { input: { kind: CouponListKind } }) => answer.promise);
  const actor = createActor(couponsMachine.provide({ actors: { loadCoupons: fromPromise(loadCoupons) } }), {
    input: { kind },
  }).start();
  return { actor, answer, loadCoupons };
}

function startDetail(code: string) {
  const answer = deferred<Coupon>();
  const loadCouponDetail = vi.fn((_: { input: { code: string } }) => answer.promise);
  const actor = createActor(
    couponDetailMachine.provide({ actors: { loadCouponDetail: fromPromise(loadCouponDetail) } }),
    { input: { code } },
  ).start();
  return { actor, answer, loadCouponDetail };
}

describe('couponStatusKind: the coupon status rule (spec section 3, CONTRACT.md)', () => {
  it.each([
    [null, 'usable'],
    ['Used', 'used'],
    ['Expired', 'expired'],
    ['Cancelled', 'cancelled'],
    ['Revoked', 'cancelled'],
    ['', 'cancelled'],
    ['used', 'cancelled'],
  ] as const)('%j is %s', (status, kind) => {
    expect(couponStatusKind(status)).toBe(kind);
    expect(isCouponSpent(status)).toBe(kind !== 'usable');
  });
});

/** A list view with nothing loading, failed or listed. */
const SETTLED = { coupons: [], isEmpty: false, loading: false, loadFailed: false };

describe('couponsMachine', () => {
  it('loads the list on start and lists it', async () => {
    const { actor, answer, loadCoupons } = startList('available');
    expect(isCouponListLoading(actor.getSnapshot())).toBe(true);
    expect(isCouponListEmpty(actor.getSnapshot())).toBe(false);
    expect(loadCoupons).toHaveBeenCalledTimes(1);
    expect(loadCoupons.mock.calls[0]![0].input).toEqual({ kind: 'available' });
    const list = [coupon('WELCOME50'), coupon('SAVE10P')];
    answer.resolve(list);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(couponListView(actor.getSnapshot())).toEqual({ ...SETTLED, coupons: list });
  });

  it('passes the history kind to its loader', () => {
    const { loadCoupons } = startList('history');
    expect(loadCoupons.mock.calls[0]![0].input).toEqual({ kind: 'history' });
  });

  it('an empty list is empty (the no-coupons text)', async () => {
    const { actor, answer } = startList('available');
    answer.resolve([]);
    await flush();
    expect(isCouponListEmpty(actor.getSnapshot())).toBe(true);
    expect(isCouponListLoading(actor.getSnapshot())).toBe(false);
  });

  it("a failed load opens no dialog and is not 'no coupons yet': the line, then coupons.retry loads again", async () => {
    const { actor, answer } = startList('history');
    answer.reject(new Error('500'));
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(couponListView(snapshot)).toEqual({ ...SETTLED, loadFailed: true });
    actor.send({ type: 'coupons.retry' });
    expect(couponListView(actor.getSnapshot())).toEqual({ ...SETTLED, loading: true });
  });

  it('the real loader asks GET /coupons or GET /coupons/history by kind', async () => {
    const api = {
      getCoupons: vi.fn(async () => [coupon('WELCOME50')]),
      getCouponHistory: vi.fn(async () => [coupon('NEWYEAR100', 'Used')]),
    };
    const machine = couponsMachine.provide(createCouponsImplementations({ api } as never));
    const available = createActor(machine, { input: { kind: 'available' } }).start();
    const history = createActor(machine, { input: { kind: 'history' } }).start();
    await flush();
    expect(selectCoupons(available.getSnapshot()).map((c) => c.code)).toEqual(['WELCOME50']);
    expect(selectCoupons(history.getSnapshot()).map((c) => c.code)).toEqual(['NEWYEAR100']);
    expect(api.getCoupons).toHaveBeenCalledTimes(1);
    expect(api.getCouponHistory).toHaveBeenCalledTimes(1);
  });
});

describe('couponDetailMachine', () => {
  it('loads the coupon by its code', async () => {
    const { actor, answer, loadCouponDetail } = startDetail('NEWYEAR100');
    expect(isCouponDetailLoading(actor.getSnapshot())).toBe(true);
    expect(selectCoupon(actor.getSnapshot())).toBeNull();
    expect(loadCouponDetail.mock.calls[0]![0].input).toEqual({ code: 'NEWYEAR100' });
    const found = coupon('NEWYEAR100', 'Used');
    answer.resolve(found);
    await flush();
    expect(actor.getSnapshot().value).toBe('found');
    expect(couponDetailView(actor.getSnapshot())).toEqual({
      coupon: found,
      notFound: false,
      loadFailed: false,
      loading: false,
    });
  });

  it('a 404 ends in notFound, not loading', async () => {
    const { actor, answer } = startDetail('NOPE');
    answer.reject(Object.assign(new Error('no such coupon'), { kind: 'http', status: 404 }));
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(couponDetailView(snapshot)).toEqual({
      coupon: null,
      notFound: true,
      loadFailed: false,
      loading: false,
    });
  });

  it('issue 20: no answer (offline) is not "not found": the line, then a reload on the retry (tapped, or sent back online)', async () => {
    const { actor, answer, loadCouponDetail } = startDetail('NEWYEAR100');
    answer.reject(Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null }));
    await flush();
    expect(couponDetailView(actor.getSnapshot())).toEqual({
      coupon: null,
      notFound: false,
      loadFailed: true,
      loading: false,
    });
    actor.send({ type: 'coupon.retry' });
    expect(isCouponDetailLoading(actor.getSnapshot())).toBe(true);
    expect(loadCouponDetail).toHaveBeenCalledTimes(2);
  });

  it('the real loader asks GET /coupons/detail/{code}', async () => {
    const api = { getCouponDetail: vi.fn(async () => coupon('CASH100')) };
    const machine = couponDetailMachine.provide(createCouponDetailImplementations({ api } as never));
    const actor = createActor(machine, { input: { code: 'CASH100' } }).start();
    await flush();
    expect(selectCoupon(actor.getSnapshot())?.code).toBe('CASH100');
    expect(api.getCouponDetail).toHaveBeenCalledWith(
      { params: { code: 'CASH100' } },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
