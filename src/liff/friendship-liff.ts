import type liff from '@line/liff/core';
import type {} from '@line/liff/get-friendship';
import type { Friendship } from '../../machines/friendship/index.ts';

/**
 * Whether the shop's LINE user is a friend of the Official Account (liff.getFriendship), and the
 * Official Account's bot link, for the add-friend prompt (machines/friendship). Loaded lazily by
 * src/components/add-friend-prompt.tsx on the screens that show it. The link is
 * `https://line.me/R/ti/p/<basic id>` from VITE_LINE_OA_BASIC_ID; without one there is nothing to
 * add and no prompt. Under the LIFF mock the mock answers: not a friend, or a friend with
 * `?mock_friend=1` in the page address (tests), and a demo basic id stands in when none is set.
 * The SDK is the one sign-in initialised (./line-sdk.ts); under the mock it starts here, with the mock.
 * With the real LIFF the SDK's getFriendship module is installed first (./friendship-sdk.ts); it
 * answers only when the LIFF app's LINE Login channel is linked to the Official Account (docs/line-messaging.md).
 */

const MOCK_FRIEND_PARAM = 'mock_friend';
/** The basic id the prompt links to under the LIFF mock when none is configured. */
const MOCK_BASIC_ID = '@storefront-demo';

type Sdk = typeof liff & {
  $mock?: { set(update: (data: Record<string, unknown>) => Record<string, unknown>): void };
};

/** The Official Account's add-friend link for a basic id ('@abc1234'). */
const botLinkOf = (basicId: string) => `https://line.me/R/ti/p/${encodeURIComponent(basicId)}`;

export async function loadFriendship(): Promise<Friendship> {
  const { startAppLineSdk } = await import('./line-sdk.ts');
  const sdk = (await startAppLineSdk()) as Sdk;
  const configured: string | undefined = import.meta.env.VITE_LINE_OA_BASIC_ID || undefined;
  if (sdk.$mock) {
    const friend = new URLSearchParams(window.location.search).get(MOCK_FRIEND_PARAM) === '1';
    sdk.$mock.set((data) => ({ ...data, getFriendship: { friendFlag: friend } }));
  } else if (configured && import.meta.env.VITE_LIFF_ID && import.meta.env.VITE_LIFF_MOCK !== '1') {
    // Written inline so that mock-only builds drop the real SDK's module (as ./share-liff.ts).
    const { installFriendshipModule } = await import('./friendship-sdk.ts');
    installFriendshipModule(sdk);
  } else {
    return null;
  }
  const basicId = configured ?? MOCK_BASIC_ID;
  const { friendFlag } = await sdk.getFriendship();
  return { friend: Boolean(friendFlag), botLink: botLinkOf(basicId) };
}
