import {
  type FriendshipSnapshot,
  friendshipMachine,
} from '../../../../machines/friendship/friendship-machine.ts';
import { friendBotLink, showsFriendPrompt } from '../../../../machines/friendship/selectors.ts';
import type { Friendship } from '../../../../machines/friendship/types.ts';
import { actorResult, calls, check } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * The add-friend prompt (issue 23 part 2, docs/line-messaging.md): LIFF is asked as the screen opens;
 * a LINE user who is not a friend of the Official Account sees the prompt with the bot link; a
 * friend, or a LIFF that cannot tell or fails, sees nothing. Tapping the link keeps the prompt; the
 * page shown again asks LIFF again (the prompt goes once they are friends). Nothing else asks LIFF.
 */
const BOT_LINK = 'https://line.me/R/ti/p/%40storefront';

const oracle: Oracle = (step, history) => {
  const snapshot = step.snapshot as FriendshipSnapshot;
  const before = history.at(-1)?.snapshot as FriendshipSnapshot | undefined;
  const result = actorResult(step);
  const problems: string[] = [];
  const asked = calls(step, 'checkFriendship');
  if (step.event.type === 'xstate.init') {
    problems.push(...check(asked, 'the screen opens without asking LIFF'));
    problems.push(...check(!showsFriendPrompt(snapshot), 'the prompt shows before LIFF has answered'));
  }
  if (result?.id === 'checkFriendship') {
    const answer = result.done ? (result.output as Friendship) : null;
    const prompt = answer !== null && !answer.friend;
    problems.push(
      ...check(
        showsFriendPrompt(snapshot) === prompt,
        prompt ? 'no prompt for a non-friend' : 'a prompt for a friend, or where LIFF cannot tell',
      ),
    );
    if (prompt)
      problems.push(
        ...check(friendBotLink(snapshot) === answer.botLink, 'the button does not open the bot link'),
      );
  }
  if (step.event.type === 'friendship.open') {
    problems.push(...check(!asked, 'tapping the link asks LIFF'));
    problems.push(
      ...check(
        showsFriendPrompt(snapshot) === Boolean(before && showsFriendPrompt(before)),
        'tapping the link changes whether the prompt shows',
      ),
    );
  }
  if (step.event.type === 'friendship.recheck') {
    const shown = Boolean(before && showsFriendPrompt(before));
    problems.push(
      ...check(
        asked === shown,
        shown ? 'the page shown again does not ask LIFF again' : 'LIFF asked again with no prompt on screen',
      ),
    );
  }
  return problems;
};

export const friendshipModel: ChartModel = {
  name: 'friendship',
  machine: friendshipMachine,
  probes: [{ type: 'friendship.open' }, { type: 'friendship.recheck' }],
  outputs: {
    checkFriendship: [{ friend: false, botLink: BOT_LINK }, { friend: true, botLink: BOT_LINK }, null],
  },
  oracle,
};
