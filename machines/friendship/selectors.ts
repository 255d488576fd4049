import type { FriendshipSnapshot } from './friendship-machine.ts';

/** The add-friend prompt shows (not a friend of the Official Account). */
export const showsFriendPrompt = (snapshot: FriendshipSnapshot): boolean => snapshot.hasTag('prompt');

/** The Official Account's bot link the prompt's button opens; null while no prompt shows. */
export const friendBotLink = (snapshot: FriendshipSnapshot): string | null =>
  snapshot.hasTag('prompt') ? snapshot.context.botLink : null;
