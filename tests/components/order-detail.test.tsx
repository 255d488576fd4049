import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../contract/orders.ts';
import { system } from '../../src/app/theme.ts';
import { quantityTimes, th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { thDetail } from '../../src/i18n/th-detail.ts';
import { showsSkeletonWhileLoading } from './detail-loading.ts';
import { httpError, loadsBackOnline } from './load-failure.ts';

/* /ordershistory/{order_id} (spec section 2 "Order detail", section 4 "Cancelling an order", section 8). */

const ORDER: OrderDetail = {
  order_id: 1013,
  order_no: 'SO202611200013',
  created_date: '2026-11-20T10:00:00+07:00',
  status_id: 1,
  customer_name: 'สมชาย ใจดี',
  shipping_address_detail: {
    phone_1: '0812345678',
    phone_2: '021234567',
    address: '99/12 ถ.พหลโยธิน',
    sub_dist: 'สามเสนใน',
    district: 'พญาไท',
    province: 'กรุงเทพมหานคร',
    zipcode: '10400',
  },
  order_items: [{ sku_id: 1, image_url: null, title: 'น้ำดื่มตราช้าง 600 มล.', price: 39.95, quantity: 12 }],
  premiums: [{ image: null, title: 'แก้วน้ำ', price: 25, free_quantity: 2 }],
  total_sale: 479.4,
  shipping_fee: 50,
  discount_shipping: 0,
  total_discount: 0,
  coupon_discount: 0,
  coupon_code: null,
  total_amount: 529.4,
};

const api = {
  getOrderDetail: vi.fn(async (): Promise<OrderDetail> => ORDER),
  cancelOrder: vi.fn(async () => ({ order_id: 1013, status_id: 6 })),
  getOrders: vi.fn(),
  createPayment: vi.fn(() => new Promise(() => {})),
};
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => ({ api }) }));

const { default: OrderDetailScreen } = await import('../../src/features/orders/order-detail-screen.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function open(order: Partial<OrderDetail>) {
  api.getOrderDetail.mockResolvedValue({ ...ORDER, ...order });
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/ordershistory/1013']}>
        <Routes>
          <Route path="/ordershistory/:orderId" element={<OrderDetailScreen name="detail" />} />
          <Route path="/ordershistory" element={<p>order history page</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
  await screen.findByText(ORDER.order_no);
}

const summaryKeys = () =>
  within(screen.getByTestId('order-payment-summary'))
    .getAllByTestId(/^summary-/)
    .map((row) => row.getAttribute('data-testid'));

describe('OrderDetailScreen', () => {
  it('shows number, status, shipping address, items and free gifts', async () => {
    await open({});
    expect(api.getOrderDetail).toHaveBeenCalledWith({ query: { order_id: '1013' } }, expect.anything());
    expect(screen.getByTestId('order-status').textContent).toBe(thAccount.orders.status.awaitingPayment);
    const address = screen.getByTestId('order-shipping-address');
    expect(address.textContent).toContain('สมชาย ใจดี');
    expect(address.textContent).toContain('0812345678, 021234567');
    expect(address.textContent).toContain('99/12 ถ.พหลโยธิน สามเสนใน พญาไท กรุงเทพมหานคร 10400');
    const items = screen.getByTestId('order-items');
    expect(items.textContent).toContain('น้ำดื่มตราช้าง 600 มล.');
    expect(items.textContent).toContain('฿39.95');
    expect(items.textContent).toContain(quantityTimes(12));
    const gifts = screen.getByTestId('order-free-gifts');
    expect(gifts.textContent).toContain('แก้วน้ำ');
    expect(gifts.textContent).toContain('฿25.00');
    expect(gifts.textContent).toContain(quantityTimes(2));
    expect(screen.queryByTestId('cancelled-banner')).toBeNull();
  });

  it('payment summary: total, shipping fee and amount to pay; no discount row at 0', async () => {
    await open({});
    expect(summaryKeys()).toEqual(['summary-orderTotal', 'summary-shippingFee', 'summary-amountToPay']);
    expect(screen.getByTestId('summary-amountToPay').textContent).toContain('฿529.40');
  });

  it('payment summary: each discount above 0 appears as a negative amount', async () => {
    await open({ discount_shipping: 50, total_discount: 23.97, coupon_discount: 100 });
    expect(summaryKeys()).toEqual([
      'summary-orderTotal',
      'summary-shippingFee',
      'summary-shippingDiscount',
      'summary-promotionDiscount',
      'summary-couponDiscount',
      'summary-amountToPay',
    ]);
    expect(screen.getByTestId('summary-shippingDiscount').textContent).toBe(
      `${thAccount.orderDetail.shippingDiscount}-฿50.00`,
    );
    expect(screen.getByTestId('summary-promotionDiscount').textContent).toContain('-฿23.97');
    expect(screen.getByTestId('summary-couponDiscount').textContent).toContain('-฿100.00');
  });

  it('greys the payment summary for status 7 only, and shows the cancelled banner for 6, 7 and 12', async () => {
    for (const status of [6, 7, 12]) {
      await open({ status_id: status });
      const banner = screen.getByTestId('cancelled-banner');
      // '7-10' with a non-breaking hyphen (the line never breaks inside it).
      expect(banner.textContent?.replaceAll('\u2011', '-')).toContain('7-10');
      expect(banner.textContent).toContain(thCheckout.contact.customerServicePhone);
      expect(banner.textContent).toContain(thCheckout.contact.chatAccount);
      const greyed = screen.getByTestId('order-payment-summary').parentElement?.getAttribute('data-greyed');
      expect(greyed ?? null).toBe(status === 7 ? 'true' : null);
      expect(screen.queryByRole('button', { name: thAccount.orderDetail.pay })).toBeNull();
      expect(screen.queryByRole('button', { name: thAccount.orderDetail.cancelOrder })).toBeNull();
      cleanup();
    }
  });

  it('pay only for status 1; cancel for statuses 1 and 2', async () => {
    const expected: Record<number, [boolean, boolean]> = {
      1: [true, true],
      2: [false, true],
      3: [false, false],
      4: [false, false],
      5: [false, false],
    };
    for (const [status, [pay, cancel]] of Object.entries(expected)) {
      await open({ status_id: Number(status) });
      expect(screen.queryByRole('button', { name: thAccount.orderDetail.pay }) !== null).toBe(pay);
      expect(screen.queryByRole('button', { name: thAccount.orderDetail.cancelOrder }) !== null).toBe(cancel);
      cleanup();
    }
  });

  it("cancel asks with 'ต้องการ!' and 'ไม่ต้องการ'; declining cancels nothing", async () => {
    await open({});
    fireEvent.click(screen.getByRole('button', { name: thAccount.orderDetail.cancelOrder }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'ต้องการ!' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ไม่ต้องการ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.cancelOrder).not.toHaveBeenCalled();
  });

  it('confirming cancels, refreshes the order and goes to order history', async () => {
    await open({});
    fireEvent.click(screen.getByRole('button', { name: thAccount.orderDetail.cancelOrder }));
    fireEvent.click(await screen.findByRole('button', { name: 'ต้องการ!' }));
    await screen.findByText('order history page');
    expect(api.cancelOrder).toHaveBeenCalledWith({ body: { order_id: 1013 } }, expect.anything());
    expect(api.getOrderDetail).toHaveBeenCalledTimes(2);
  });

  it("a failed cancel shows 'เกิดข้อผิดพลาด' with the text 'error' and stays on the order", async () => {
    api.cancelOrder.mockRejectedValueOnce(new Error('order cannot be cancelled in status 3'));
    await open({});
    fireEvent.click(screen.getByRole('button', { name: thAccount.orderDetail.cancelOrder }));
    fireEvent.click(await screen.findByRole('button', { name: 'ต้องการ!' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(dialog).getByText('error')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: th.common.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(ORDER.order_no)).toBeTruthy();
  });

  it('a failed load is silent: no order, no dialog', async () => {
    api.getOrderDetail.mockRejectedValueOnce(Object.assign(new Error('404'), { kind: 'http', status: 404 }));
    openUnloaded();
    await waitFor(() => expect(screen.getByLabelText('detail').getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByTestId('order-heading')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // An unknown order (404) keeps the not-found notice, not the could-not-load line.
    expect(screen.getByText(thDetail.notFound.order)).toBeTruthy();
    expect(screen.queryByTestId('order-load-failed')).toBeNull();
  });

  it('issue 20: offline is not "not found": one line with a retry (no dialog), which loads the order', async () => {
    api.getOrderDetail.mockRejectedValueOnce(
      Object.assign(new Error('Failed to fetch'), { kind: 'network' }),
    );
    openUnloaded();
    const failed = await screen.findByTestId('order-load-failed');
    expect(failed.textContent).toContain(thDetail.loadFailed.order);
    expect(screen.queryByText(thDetail.notFound.order)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: th.screenLoad.retry }));
    await screen.findByText(ORDER.order_no);
    expect(screen.queryByTestId('order-load-failed')).toBeNull();
    expect(api.getOrderDetail).toHaveBeenCalledTimes(2);
  });

  it('issue 20: after a failed load, the browser coming back online loads the order with no tap', async () => {
    api.getOrderDetail.mockRejectedValueOnce(httpError(502, 'Bad Gateway'));
    await loadsBackOnline(openUnloaded, 'order-load-failed', () => screen.findByText(ORDER.order_no));
    expect(screen.queryByTestId('order-load-failed')).toBeNull();
  });

  it("while it loads, and again after 'ลองอีกครั้ง' until the answer comes, the page shows its skeleton, never an empty page", async () => {
    await showsSkeletonWhileLoading({
      load: api.getOrderDetail,
      open: openUnloaded,
      name: 'detail',
      skeleton: 'order-skeleton',
      failedId: 'order-load-failed',
      item: ORDER,
      loaded: () => screen.findByText(ORDER.order_no),
    });
  });
});

/** Opens an order whose load the test decides (no wait for it). */
function openUnloaded() {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/ordershistory/999']}>
        <Routes>
          <Route path="/ordershistory/:orderId" element={<OrderDetailScreen name="detail" />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}
