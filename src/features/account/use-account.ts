import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type AccountProfile,
  accountMachine,
  isLoadingProfile,
  selectProfile,
} from '../../../machines/account/index.ts';
import { useServices } from '../../app/app.tsx';

/** /profiles: the customer profile (GET /users/profile); null while loading or after a failure. */
export function useAccount() {
  const { api } = useServices();
  const [machine] = useState(() =>
    accountMachine.provide({
      actors: {
        loadProfile: fromPromise<AccountProfile>(({ signal }) =>
          api.getCustomerProfile(undefined, { signal }),
        ),
      },
    }),
  );
  const actor = useActorRef(machine);
  return { profile: useSelector(actor, selectProfile), loading: useSelector(actor, isLoadingProfile) };
}
