import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { th } from '../../src/i18n/th.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { thCheckout } from '../../src/i18n/th-checkout.ts';
import { formatBaht } from '../../src/lib/money.ts';
import { renderRoutes } from './render.tsx';

/* The QR page as the customer meets it (spec section 2 "Payment screens", sections 5 and 8). */

const api = {
  getOrderDetail: vi.fn(async () => ({ order_no: 'SO-9' })),
  checkPaymentStatus: vi.fn(async () => ({ payment_id: 7, payment_status: 1 })),
  inquirePayment: vi.fn(async () => ({ payment_id: 7, payment_status: 1 })),
  createPayment: vi.fn(async () => ({
    payment_id: 8,
    qr_image: 'TkVX',
    qr_timeout: 15,
    created_date: new Date().toISOString(),
    amount: 1234.5,
  })),
};
vi.mock('../../src/services/services-context.tsx', () => ({
  useServices: () => ({ api, now: () => Date.now() }),
}));

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
  return renderRoutes(
    { pathname: '/payment/7/42/qrcode', state },
    {
      '/payment/:paymentId/:orderId/qrcode': <QrScreen name="qr" />,
      '/home': <p>home page</p>,
      '/ordershistory/:orderId': <p>order page</p>,
    },
  );
}

describe('QrScreen', () => {
  it('shows the order number, QR, amount, payee, countdown, steps, notes and a save button', async () => {
    open(STATE);
    expect(screen.getByTestId('qr-order-no').textContent).toBe(`${thAccount.orders.orderNo} SO-9`);
    const image = screen.getByRole('img', { name: thCheckout.qr.imageAlt });
    expect(image.getAttribute('src')).toBe('data:image/jpeg;base64,QUJD');
    expect(screen.getByTestId('qr-amount').textContent).toBe(formatBaht(1234.5));
    expect(screen.getByText(thCheckout.qr.payeeName, { exact: false })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^กรุณาชำระเงินภายใน (15:00|14:59)$/);
    for (const step of thCheckout.qr.steps) expect(screen.getByText(step)).toBeTruthy();
    for (const note of thCheckout.qr.notes) expect(screen.getByText(note)).toBeTruthy();
    expect(screen.getByRole('button', { name: thCheckout.qr.saveQr })).toBeTruthy();
    expect(screen.queryByRole('link', { name: thCheckout.qr.saveQr })).toBeNull();
    await waitFor(() => expect(api.getOrderDetail).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opened while the browser is already offline: the connection-lost line at once, under the QR', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(STATE);
    const line = await screen.findByTestId('qr-connection-lost');
    expect(line.textContent?.replace(/\u2060/g, '')).toBe(
      thCheckout.qr.connectionLost.replace(/\u2060/g, ''),
    );
    expect(screen.getByRole('img', { name: thCheckout.qr.imageAlt })).toBeTruthy();
    expect(api.checkPaymentStatus).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it('expired: says so, hides the QR, offers a new QR (the pay flow) and the order', async () => {
    open({ ...STATE, created_date: new Date(Date.now() - 16 * 60_000).toISOString() });
    expect(screen.getByRole('alert').textContent).toContain(thCheckout.qr.expired);
    expect(screen.queryByRole('img', { name: thCheckout.qr.imageAlt })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    // Nothing tells the customer to save or scan a QR that cannot be paid, nor that it is checked.
    for (const step of thCheckout.qr.steps) expect(screen.queryByText(step)).toBeNull();
    const [, lifetime, doNotClose] = thCheckout.qr.notes;
    expect(screen.queryByText(doNotClose as string)).toBeNull();
    expect(screen.getByText(lifetime as string)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: thCheckout.qr.newQr }));
    await waitFor(() =>
      expect(api.createPayment).toHaveBeenCalledWith({ body: { order_id: 42 } }, expect.anything()),
    );
    // The new QR page (same route, new payment) is a fresh chart: its QR is shown and counting.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: thCheckout.qr.imageAlt }).getAttribute('src')).toBe(
        'data:image/jpeg;base64,TkVX',
      ),
    );
    expect(screen.getByRole('timer')).toBeTruthy();
    for (const step of thCheckout.qr.steps) expect(screen.getByText(step)).toBeTruthy();
  });

  it('a way back to the order', async () => {
    open(STATE);
    await userEvent.click(screen.getByRole('button', { name: thCheckout.qr.viewOrder }));
    expect(await screen.findByText('order page')).toBeTruthy();
  });

  it('paid but not for this order (6): the refund notice, never success, and a way to the order', async () => {
    // Opened past the deadline, the page looks at the payment at once.
    api.checkPaymentStatus.mockResolvedValueOnce({ payment_id: 7, payment_status: 6 });
    open({ ...STATE, created_date: new Date(Date.now() - 16 * 60_000).toISOString() });
    const notice = await screen.findByTestId('qr-paid-to-refund');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: thCheckout.qr.notCountedTitle })).toBeTruthy();
    expect(notice.textContent).toContain(thCheckout.qr.notCountedRefund);
    expect(notice.textContent).toContain(thAccount.orderDetail.contactNote);
    expect(notice.textContent).toContain(`${thCheckout.qr.refundAmount} ${formatBaht(1234.5)}`);
    expect(screen.getByTestId('qr-order-no').textContent).toBe(`${thAccount.orders.orderNo} SO-9`);
    expect(document.body.textContent).not.toContain(thCheckout.payment.successful);
    expect(screen.queryByRole('img', { name: thCheckout.qr.imageAlt })).toBeNull();
    expect(screen.queryByRole('button', { name: thCheckout.qr.newQr })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: thCheckout.qr.viewOrder }));
    expect(await screen.findByText('order page')).toBeTruthy();
  });

  it('without a share sheet for files, saving shows the QR large with the long-press hint', async () => {
    open(STATE);
    await userEvent.click(screen.getByRole('button', { name: thCheckout.qr.saveQr }));
    expect(await screen.findByText(thCheckout.qr.longPressHint)).toBeTruthy();
    expect(screen.getByTestId('qr-large').getAttribute('src')).toBe('data:image/jpeg;base64,QUJD');
    await userEvent.click(screen.getByRole('button', { name: th.common.close }));
    await waitFor(() => expect(screen.queryByText(thCheckout.qr.longPressHint)).toBeNull());
  });

  it('with a share sheet for files, saving shares the JPEG', async () => {
    const share = vi.fn(async () => {});
    Object.assign(navigator, { canShare: () => true, share });
    try {
      open(STATE);
      await userEvent.click(screen.getByRole('button', { name: thCheckout.qr.saveQr }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(screen.queryByText(thCheckout.qr.longPressHint)).toBeNull();
    } finally {
      Object.assign(navigator, { canShare: undefined, share: undefined });
    }
  });

  it('re-reads the clock when the page becomes visible again', async () => {
    const created = Date.now();
    open({ ...STATE, created_date: new Date(created).toISOString() });
    const now = vi.spyOn(Date, 'now').mockReturnValue(created + 16 * 60_000);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // At once, not at the next 1 s tick.
      expect(screen.getByRole('button', { name: thCheckout.qr.newQr })).toBeTruthy();
    } finally {
      now.mockRestore();
      visibility.mockRestore();
    }
  });

  it('an order-detail failure opens the error dialog', async () => {
    api.getOrderDetail.mockRejectedValueOnce(new Error('500'));
    open(STATE);
    expect(await screen.findByText(thCheckout.qr.orderDetailFailed)).toBeTruthy();
  });

  it('without navigation state it goes home', async () => {
    open(null);
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.getOrderDetail).not.toHaveBeenCalled();
  });
});
