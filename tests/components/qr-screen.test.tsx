import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme.ts';
import { th } from '../../src/i18n/th.ts';
import { formatBaht } from '../../src/lib/money.ts';

/* The QR page as the customer meets it (spec section 2 "Payment screens", sections 5 and 8). */

const api = {
  getOrderDetail: vi.fn(async () => ({ order_no: 'SO-9' })),
  checkPaymentStatus: vi.fn(async () => ({ payment_id: 7, payment_status: 1 })),
  inquirePayment: vi.fn(async () => ({ payment_id: 7, payment_status: 1 })),
  createPayment: vi.fn(),
};
vi.mock('../../src/app/app.tsx', () => ({ useServices: () => ({ api }) }));

const { default: QrScreen } = await import('../../src/features/payment/qr-screen.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const STATE = {
  qr_code: 'QUJD',
  qr_timeout: 15,
  created_date: new Date().toISOString(),
  total_amount: 1234.5,
  order_no: 'SO-9',
};

function open(state: unknown) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[{ pathname: '/payment/7/42/qrcode', state }]}>
        <Routes>
          <Route path="/payment/:paymentId/:orderId/qrcode" element={<QrScreen name="qr" />} />
          <Route path="/home" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('QrScreen', () => {
  it('shows the QR, amount, payee, countdown, steps, notes and a save link', async () => {
    open(STATE);
    const image = screen.getByRole('img', { name: th.qr.imageAlt });
    expect(image.getAttribute('src')).toBe('data:image/jpeg;base64,QUJD');
    expect(screen.getByTestId('qr-amount').textContent).toBe(formatBaht(1234.5));
    expect(screen.getByText(th.qr.payeeName, { exact: false })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^กรุณาชำระเงินภายใน (15:00|14:59)$/);
    for (const step of th.qr.steps) expect(screen.getByText(step)).toBeTruthy();
    for (const note of th.qr.notes) expect(screen.getByText(note)).toBeTruthy();
    const save = screen.getByRole('link', { name: th.qr.saveQr });
    expect(save.getAttribute('download')).toBe('promptpay-SO-9.jpg');
    expect(save.getAttribute('href')).toBe('data:image/jpeg;base64,QUJD');
    await waitFor(() => expect(api.getOrderDetail).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the expiry text when the QR lifetime is over', () => {
    open({ ...STATE, created_date: new Date(Date.now() - 16 * 60_000).toISOString() });
    expect(screen.getByRole('timer').textContent).toBe(th.qr.expired);
  });

  it('an order-detail failure opens the error dialog', async () => {
    api.getOrderDetail.mockRejectedValueOnce(new Error('500'));
    open(STATE);
    expect(await screen.findByText(th.qr.orderDetailFailed)).toBeTruthy();
  });

  it('without navigation state it goes home', async () => {
    open(null);
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.getOrderDetail).not.toHaveBeenCalled();
  });
});
