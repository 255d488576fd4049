import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import { signIn } from '../auth/index.ts';
import type { FlowApi, FlowDeps, LiffLike } from '../deps.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../storage.ts';
import type { sessionMachine } from './session-machine.ts';

/**
 * The session chart's sign-in after a 401 (spec section 8: "log in again once with the customer
 * code, store the new token"): the customer code stored by the sign-in at start
 * (customer_code), LIFF's ID token, POST /users/login (machines/auth/sign-in.ts, the auth chart's
 * own), and the new access token stored where every request reads it.
 */
export function createSessionImplementations({
  api,
  liff,
  storage,
}: FlowApi<'login'> & { liff: Pick<LiffLike, 'getIDToken'> } & Pick<
    FlowDeps,
    'storage'
  >): MachineImplementationsFrom<typeof sessionMachine> {
  return {
    actors: {
      signIn: fromPromise<void>(async () => {
        const { accessToken } = await signIn(
          { api },
          {
            customerCode: readItem(STORAGE_KEYS.customerCode, storage) ?? '',
            idToken: liff.getIDToken() ?? '',
          },
        );
        writeItem(STORAGE_KEYS.accessToken, accessToken, storage);
      }),
    },
  };
}
