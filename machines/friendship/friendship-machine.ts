import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import type { Friendship, FriendshipContext, FriendshipEvent } from './types.ts';

/**
 * The add-friend prompt of the order success and account screens (docs/line-messaging.md): when the
 * shop's LINE user is not a friend of the Official Account, receipts and delivery news cannot reach
 * the chat, so the screen offers the Official Account's bot link with one line on why. LIFF is asked
 * as the screen opens (`checkFriendship`: liff.getFriendship where available); a friend, or a LIFF
 * that cannot tell, sees nothing. After the customer taps the link and comes back to the page, LIFF
 * is asked again, so the prompt goes once they have added it. Pure: the actor comes from
 * friendship-implementations.ts.
 */

export const friendshipMachine = setup({
  types: {
    context: {} as FriendshipContext,
    events: {} as FriendshipEvent,
    tags: {} as 'prompt',
  },
  actors: {
    checkFriendship: fromPromise<Friendship>(notProvided('friendship', 'checkFriendship')),
  },
  guards: {
    cannotTell: (_, answer: Friendship) => answer === null,
    isFriend: (_, answer: Friendship) => answer?.friend === true,
  },
  actions: {
    keepBotLink: assign((_, answer: Friendship) => ({ botLink: answer?.botLink ?? null })),
  },
}).createMachine({
  id: 'friendship',
  description:
    "The add-friend prompt: shown while the shop's LINE user is not a friend of the Official Account.",
  context: { botLink: null },
  initial: 'checking',
  states: {
    checking: {
      description:
        'LIFF is asked whether the LINE user is a friend of the Official Account; nothing shows yet.',
      invoke: {
        id: 'checkFriendship',
        src: 'checkFriendship',
        onDone: [
          {
            guard: { type: 'cannotTell', params: ({ event }) => event.output },
            target: 'hidden',
            description: 'LIFF cannot tell here (no bot link configured, no getFriendship): no prompt.',
          },
          {
            guard: { type: 'isFriend', params: ({ event }) => event.output },
            target: 'friend',
            description: 'Already a friend: the chat gets the receipts, no prompt.',
          },
          {
            target: 'notFriend',
            description: 'Not a friend (or blocked): the prompt shows with the bot link.',
            actions: { type: 'keepBotLink', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'hidden',
          description: 'LIFF failed to answer: no prompt (the screen is not blocked by it).',
        },
      },
    },
    notFriend: {
      description: 'The prompt shows: one line on why, and the add-friend button.',
      tags: 'prompt',
      on: {
        'friendship.open': {
          target: 'openedBotLink',
          description: "The customer taps 'add friend': LINE opens the Official Account's page.",
        },
        'friendship.recheck': {
          target: 'checking',
          description: 'The page is shown again: LIFF is asked again (added from elsewhere meanwhile).',
        },
      },
    },
    openedBotLink: {
      description:
        "The Official Account's page was opened; the prompt stays until LIFF says they are friends.",
      tags: 'prompt',
      on: {
        'friendship.recheck': {
          target: 'checking',
          description: 'Back on the page: LIFF is asked again, and the prompt goes if they are friends now.',
        },
      },
    },
    friend: {
      description: 'A friend of the Official Account: no prompt.',
      type: 'final',
    },
    hidden: {
      description: 'Cannot be told here: no prompt.',
      type: 'final',
    },
  },
});

export type FriendshipSnapshot = SnapshotFrom<typeof friendshipMachine>;
