import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createFriendshipImplementations,
  type FriendshipDeps,
  friendBotLink,
  friendshipMachine,
  showsFriendPrompt,
} from '../../machines/friendship/index.ts';
import { thAccount } from '../i18n/th-account.ts';
import { inspect } from '../lib/inspect.ts';
import { usePageShown } from '../lib/use-page-shown.ts';

/** LIFF's friendship answer, as a lazy chunk (only the screens with the prompt load it). */
const friendshipDeps: FriendshipDeps = {
  loadFriendship: () => import('../liff/friendship-liff.ts').then(({ loadFriendship }) => loadFriendship()),
};

/**
 * The add-friend prompt (machines/friendship): where the shop's LINE user is not a friend of the
 * Official Account, one line on why (receipts and delivery news come in the chat) and a button that
 * opens the Official Account's bot link. Nothing shows for a friend, or where LIFF cannot tell.
 * Coming back to the page asks LIFF again, so the prompt goes once the account is added.
 * `placement`: 'page' under a centred notice (its own margins), 'card' among a screen's cards.
 */
export function AddFriendPrompt({ placement }: { placement: 'page' | 'card' }) {
  const [machine] = useState(() =>
    friendshipMachine.provide(createFriendshipImplementations(friendshipDeps)),
  );
  const actorRef = useActorRef(machine, { inspect });
  const shows = useSelector(actorRef, showsFriendPrompt);
  const botLink = useSelector(actorRef, friendBotLink);
  usePageShown(actorRef, 'friendship.recheck');
  if (!shows || !botLink) return null;
  return (
    <aside
      className="sf-friend-prompt"
      data-placement={placement}
      aria-label={thAccount.friendship.label}
      data-testid="add-friend-prompt"
    >
      <p className="sf-friend-prompt-text">{thAccount.friendship.why}</p>
      <a
        className="sf-link-button"
        href={botLink}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => actorRef.send({ type: 'friendship.open' })}
      >
        {thAccount.friendship.add}
      </a>
    </aside>
  );
}
