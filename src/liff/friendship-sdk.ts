import type liff from '@line/liff/core';
import GetFriendship from '@line/liff/get-friendship';

/**
 * The real SDK's getFriendship module, installed on the SDK instance ./line-sdk.ts initialised (a
 * pluggable module without init hooks: `liff.use` after init is enough). Only builds that can run
 * the real LIFF load this file (./friendship-liff.ts).
 */
export function installFriendshipModule(sdk: typeof liff): void {
  sdk.use(new GetFriendship());
}
