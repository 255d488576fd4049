import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '../../contract/orders.ts';
import type { OrderTab } from '../../machines/order-history/index.ts';
import { system } from '../../src/app/theme.ts';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';

/* An order card of /ordershistory (spec section 2 "Orders history"). */

const api = { createPayment: vi.fn(() => new Promise(() => {})) };
// One services object, as the app's: its cart (src/services/cart.ts) is the one the buttons send to.
const services = { api, storage: null };
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => services }));

const { OrderCard } = await import('../../src/features/orders/order-card.tsx');
const { cartOf } = await import('../../src/services/cart.ts');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ORDER: OrderListItem = {
  order_id: 1013,
  order_no: 'SO202611200013',
  status_id: 1,
  created_date: '2026-11-20T14:05:00+07:00',
  total_sku: 3,
  total_amount: 12345.5,
};

function renderCard(order: OrderListItem, tab: OrderTab) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/ordershistory']}>
        <Routes>
          <Route path="/ordershistory" element={<OrderCard order={order} tab={tab} />} />
          <Route path="/ordershistory/:orderId" element={<p>detail page</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('OrderCard', () => {
  it('shows number, status label, Buddhist-era date, item count and the total with separators and baht sign', () => {
    renderCard(ORDER, 1);
    const card = screen.getByTestId('order-card');
    expect(within(card).getByText('SO202611200013')).toBeTruthy();
    expect(within(card).getByText(thAccount.orders.status.awaitingPayment)).toBeTruthy();
    expect(within(card).getByText(/20 พ\.ย\. 2569/)).toBeTruthy();
    expect(within(card).getByText('3 รายการ')).toBeTruthy();
    expect(within(card).getByTestId('order-total').textContent).toBe('฿12,345.50');
  });

  it('counts 0 items when total_sku is absent', () => {
    renderCard({ ...ORDER, total_sku: undefined }, 5);
    expect(screen.getByText('0 รายการ')).toBeTruthy();
  });

  it("shows an unknown status id as 'Status {id}'", () => {
    renderCard({ ...ORDER, status_id: 42 }, 5);
    expect(screen.getByText('Status 42')).toBeTruthy();
  });

  it('opens the order detail when tapped', () => {
    renderCard(ORDER, 1);
    fireEvent.click(screen.getByText('SO202611200013'));
    expect(screen.getByText('detail page')).toBeTruthy();
  });

  it('has a pay button for an unpaid order in the awaiting-payment and all tabs; pressing it creates a payment', () => {
    renderCard(ORDER, 1);
    const pay = screen.getByRole('button', { name: thAccount.orderDetail.pay });
    fireEvent.click(pay);
    expect(api.createPayment).toHaveBeenCalledWith({ body: { order_id: 1013 } }, expect.anything());
    expect(pay.getAttribute('aria-busy')).toBe('true');
    cleanup();
    renderCard(ORDER, 5);
    expect(screen.getByRole('button', { name: thAccount.orderDetail.pay })).toBeTruthy();
  });

  it('in the all tab: other orders get a details link, cancelled ones (6, 7, 12) are greyed', () => {
    for (const status of [6, 7, 12]) {
      renderCard({ ...ORDER, status_id: status }, 5);
      const card = screen.getByTestId('order-card');
      expect(card.getAttribute('data-greyed')).toBe('true');
      expect(within(card).getByRole('link', { name: thAccount.orders.details })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: thAccount.orderDetail.pay })).toBeNull();
      cleanup();
    }
    renderCard({ ...ORDER, status_id: 4 }, 5);
    expect(screen.getByTestId('order-card').getAttribute('data-greyed')).toBeNull();
    expect(screen.getByRole('link', { name: thAccount.orders.details })).toBeTruthy();
  });

  it('outside the all tab: no details link, no pay button for paid orders, nothing greyed', () => {
    renderCard({ ...ORDER, status_id: 2 }, 2);
    const card = screen.getByTestId('order-card');
    expect(within(card).queryByRole('link', { name: thAccount.orders.details })).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.getAttribute('data-greyed')).toBeNull();
  });

  it("issue 10: 'ซื้ออีกครั้ง' on the delivered and all tabs (not for an order awaiting payment), sending the order to the cart chart", () => {
    renderCard({ ...ORDER, status_id: 5 }, 4);
    const reorder = within(screen.getByTestId('order-card')).getByRole('button', { name: th.reorder.button });
    const cart = cartOf(services as never);
    const sent = vi.spyOn(cart, 'send').mockImplementation(() => {});
    fireEvent.click(reorder);
    expect(sent).toHaveBeenCalledWith({ type: 'cart.reorder', orderId: ORDER.order_id });
    cleanup();
    renderCard({ ...ORDER, status_id: 6 }, 5);
    expect(screen.getByRole('button', { name: th.reorder.button })).toBeTruthy();
    cleanup();
    renderCard({ ...ORDER, status_id: 1 }, 5);
    expect(screen.queryByRole('button', { name: th.reorder.button })).toBeNull();
    cleanup();
    renderCard({ ...ORDER, status_id: 4 }, 3);
    expect(screen.queryByRole('button', { name: th.reorder.button })).toBeNull();
  });
});
