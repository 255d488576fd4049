import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareLiff, ShareProduct } from '../../machines/product-share/index.ts';
import type { SharePickerOutput } from '../../machines/share-picker/index.ts';
import { system } from '../../src/app/theme.ts';
import {
  ProductShareButton,
  ShareButton,
  shareStatusText,
} from '../../src/features/product/share/share-button.tsx';
import { thShare } from '../../src/i18n/th-share.ts';

/* The product page's share button (issue 6 item 6; spec sections 4, 5, 8): shown only where LIFF
 * says the share target picker is available, busy while the picker is open, then a short status. */

const liffFake = vi.hoisted(() => ({ current: null as ShareLiff | null }));
vi.mock('../../src/liff/share-liff.ts', () => ({
  loadShareLiff: async () => {
    if (!liffFake.current) throw new Error('no fake LIFF');
    return liffFake.current;
  },
}));

afterEach(cleanup);

const ui = (element: ReactNode) => render(<ChakraProvider value={system}>{element}</ChakraProvider>);
const shareButton = () => screen.queryByRole('button', { name: thShare.share });

describe('ShareButton', () => {
  const view = (props: Partial<Parameters<typeof ShareButton>[0]> = {}) =>
    ui(<ShareButton available busy={false} outcome={null} onShare={() => undefined} {...props} />);

  it('is not shown where the share target picker is unavailable', () => {
    view({ available: false, outcome: { status: 'success' } });
    expect(shareButton()).toBeNull();
    expect(screen.queryByTestId('share-status')).toBeNull();
  });

  it("shows 'แชร์' and asks to share when pressed", async () => {
    const onShare = vi.fn();
    view({ onShare });
    const button = shareButton();
    expect(button).toBeTruthy();
    await userEvent.click(button as HTMLElement);
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is disabled and busy while the picker is open, without a status', () => {
    view({ busy: true, outcome: { status: 'cancel' } });
    const button = shareButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  const cases: [SharePickerOutput, string][] = [
    [{ status: 'success' }, 'แชร์แล้ว'],
    [{ status: 'cancel' }, 'ยกเลิกการแชร์'],
    [{ status: 'notAwaited' }, 'เปิดหน้าแชร์แล้ว'],
    [
      { status: 'error', message: 'Timeout: not finished within 10min' },
      'Timeout: not finished within 10min',
    ],
    [{ status: 'error', message: 'need to call with ott in client' }, 'need to call with ott in client'],
    [{ status: 'error', message: 'no proper argument' }, 'no proper argument'],
    [
      { status: 'error', message: 'exceed the limit of num of messages' },
      'exceed the limit of num of messages',
    ],
    [{ status: 'error', message: 'INVALID_CONFIG' }, 'แชร์ไม่สำเร็จ'],
    [{ status: 'error', message: '' }, 'แชร์ไม่สำเร็จ'],
  ];
  it.each(cases)('after %j it says %j', (outcome, text) => {
    view({ outcome });
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(shareStatusText(outcome)).toBe(text);
  });
});

describe('ProductShareButton (the chart over a fake LIFF)', () => {
  const PRODUCT: ShareProduct = {
    id: 3,
    title: 'เบียร์ช้าง',
    image_url: '/images/products/3.svg',
    net_price: 39.95,
  };
  type Call = { messages: readonly unknown[]; options: { isMultiple: boolean } };
  let calls: Call[];
  let settle: { resolve(value: { status: 'success' } | undefined): void; reject(error: Error): void };

  const fakeLiff = (overrides: Partial<ShareLiff> = {}): ShareLiff => ({
    appId: '1657000000-AbCdEfGh',
    liffId: '1657000000-AbCdEfGh',
    isApiAvailable: (api) => api === 'shareTargetPicker',
    isInClient: () => false,
    getLineVersion: () => null,
    shareTargetPicker: (messages, options) => {
      calls.push({ messages, options });
      return new Promise((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
    ...overrides,
  });

  beforeEach(() => {
    calls = [];
    liffFake.current = fakeLiff();
  });

  it('stays hidden when LIFF says the share target picker is unavailable', async () => {
    const isApiAvailable = vi.fn(() => false);
    liffFake.current = fakeLiff({ isApiAvailable });
    ui(<ProductShareButton product={PRODUCT} />);
    // The lazy LIFF module has loaded and was asked.
    await waitFor(() => expect(isApiAvailable).toHaveBeenCalledWith('shareTargetPicker'));
    expect(shareButton()).toBeNull();
  });

  it('shares the product card: busy while the picker is open, then แชร์แล้ว', async () => {
    ui(<ProductShareButton product={PRODUCT} />);
    const button = (await screen.findByRole('button', { name: thShare.share })) as HTMLButtonElement;
    await userEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options).toEqual({ isMultiple: true });
    expect(calls[0]?.messages).toHaveLength(1);
    expect(calls[0]?.messages[0]).toMatchObject({
      type: 'flex',
      contents: {
        footer: {
          contents: [{ action: { uri: 'https://liff.line.me/1657000000-AbCdEfGh/products/3' } }],
        },
      },
    });
    settle.resolve({ status: 'success' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('แชร์แล้ว'));
    expect(button.disabled).toBe(false);
  });

  it('a cancelled picker (LIFF resolves nothing) says ยกเลิกการแชร์; pressing again shares again', async () => {
    ui(<ProductShareButton product={PRODUCT} />);
    const button = await screen.findByRole('button', { name: thShare.share });
    await userEvent.click(button);
    settle.resolve(undefined);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ยกเลิกการแชร์'));
    await userEvent.click(button);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('');
    settle.resolve({ status: 'success' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('แชร์แล้ว'));
  });

  it('a LIFF error the spec names is shown verbatim; others as แชร์ไม่สำเร็จ', async () => {
    ui(<ProductShareButton product={PRODUCT} />);
    const button = await screen.findByRole('button', { name: thShare.share });
    await userEvent.click(button);
    settle.reject(new Error('need to call with ott in client'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('need to call with ott in client'),
    );
    await userEvent.click(button);
    settle.reject(new Error('Failed to fetch'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('แชร์ไม่สำเร็จ'));
  });

  it('an in-app client below 10.11.0 does not wait: the picker opened, เปิดหน้าแชร์แล้ว', async () => {
    liffFake.current = fakeLiff({ isInClient: () => true, getLineVersion: () => '10.10.0' });
    ui(<ProductShareButton product={PRODUCT} />);
    const button = await screen.findByRole('button', { name: thShare.share });
    await userEvent.click(button);
    settle.resolve(undefined);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('เปิดหน้าแชร์แล้ว'));
  });

  it('no LIFF id configured: the share ends with แชร์ไม่สำเร็จ and LIFF is not called', async () => {
    liffFake.current = fakeLiff({ appId: null });
    ui(<ProductShareButton product={PRODUCT} />);
    const button = await screen.findByRole('button', { name: thShare.share });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('แชร์ไม่สำเร็จ'));
    expect(calls).toEqual([]);
  });
});
