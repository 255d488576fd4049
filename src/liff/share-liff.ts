import type liff from '@line/liff/core';
import type {} from '@line/liff/get-line-version';
import type {} from '@line/liff/is-api-available';
import type {} from '@line/liff/share-target-picker';
import type { ShareLiff } from '../../machines/product-share/index.ts';
import { MOCK_LIFF_ID } from './line-user.ts';

/**
 * LIFF for sharing, loaded lazily (src/features/product/share/use-share.ts imports this module when
 * a product page opens), on LINE's SDK (./line-sdk.ts: the instance sign-in initialised, or under the
 * LIFF mock the SDK with the mock, started here). Under the LIFF mock the mock
 * already provides isApiAvailable and shareTargetPicker; they are configured through `$mock.set` to
 * be available and to answer success, or nothing (cancelled) with `?mock_share=cancel` in the page
 * address (tests). With the real LIFF the SDK's sharing modules are installed first (./share-sdk.ts).
 * That file is left out of builds that can only run the mock (no VITE_LIFF_ID, or VITE_LIFF_MOCK=1):
 * a lazy chunk that uses LIFF internals makes the start-up chunk export them (about 0.2 KB gzipped
 * on /home).
 */

const MOCK_SHARE_PARAM = 'mock_share';

type MockData = Record<string, unknown>;
type Sdk = typeof liff & { $mock?: { set(update: (data: MockData) => MockData): void } };

/** What the mock's picker answers: success, or nothing (cancelled) when the address asks so. */
function mockShareAnswer(search: string) {
  return new URLSearchParams(search).get(MOCK_SHARE_PARAM) === 'cancel' ? undefined : { status: 'success' };
}

const UNAVAILABLE: ShareLiff = {
  appId: null,
  liffId: undefined,
  isApiAvailable: () => false,
  isInClient: () => false,
  getLineVersion: () => null,
  shareTargetPicker: () => Promise.reject(new Error('shareTargetPicker is not available')),
};

export async function loadShareLiff(): Promise<ShareLiff> {
  const { startAppLineSdk } = await import('./line-sdk.ts');
  const sdk = (await startAppLineSdk()) as Sdk;
  const liffId: string | undefined = import.meta.env.VITE_LIFF_ID || undefined;
  const mock = sdk.$mock;
  if (mock) {
    const answer = mockShareAnswer(window.location.search);
    mock.set((data) => ({ ...data, isApiAvailable: true, shareTargetPicker: answer }));
  } else if (import.meta.env.VITE_LIFF_ID && import.meta.env.VITE_LIFF_MOCK !== '1') {
    // Written inline so that it is a constant when the bundler reads it: mock-only builds then drop
    // the real SDK's modules (same rule as src/services/config.ts).
    const { installShareModules } = await import('./share-sdk.ts');
    installShareModules(sdk);
  } else {
    return UNAVAILABLE;
  }
  return {
    appId: sdk.id ?? (mock ? (liffId ?? MOCK_LIFF_ID) : null),
    liffId,
    isApiAvailable: (api) => Boolean(sdk.isApiAvailable(api)),
    isInClient: () => Boolean(sdk.isInClient()),
    getLineVersion: () => sdk.getLineVersion() ?? null,
    shareTargetPicker: async (messages, pickerOptions) => {
      // The chart has checked the messages; they are the product page's Flex cards.
      const answer = await sdk.shareTargetPicker(
        messages as Parameters<typeof liff.shareTargetPicker>[0],
        pickerOptions,
      );
      return answer ?? undefined;
    },
  };
}
