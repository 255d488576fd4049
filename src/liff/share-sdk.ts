import type liff from '@line/liff/core';
import GetLineVersion from '@line/liff/get-line-version';
import IsApiAvailable from '@line/liff/is-api-available';
import ShareTargetPicker from '@line/liff/share-target-picker';

/**
 * The real SDK's sharing modules, installed on the SDK instance ./line-sdk.ts initialised: these
 * pluggable modules have no init hooks, so `liff.use` after init is enough. Only builds that can
 * run the real LIFF load this file (./share-liff.ts).
 */
export function installShareModules(sdk: typeof liff): void {
  sdk.use(new IsApiAvailable());
  sdk.use(new GetLineVersion());
  sdk.use(new ShareTargetPicker());
}
