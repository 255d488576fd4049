import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { friendshipMachine } from './friendship-machine.ts';
import type { Friendship } from './types.ts';

/** What the add-friend prompt is given: LIFF's friendship answer (src/liff/friendship-liff.ts). */
export interface FriendshipDeps {
  /** liff.getFriendship and the configured bot link; null where it cannot be told. Browser-only. */
  loadFriendship: () => Promise<Friendship>;
}

/** The prompt's real actor: LIFF's answer, asked again on each check. */
export function createFriendshipImplementations({
  loadFriendship,
}: FriendshipDeps): MachineImplementationsFrom<typeof friendshipMachine> {
  return {
    actors: {
      checkFriendship: fromPromise<Friendship>(() => loadFriendship()),
    },
  };
}
