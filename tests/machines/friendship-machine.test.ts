import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createFriendshipImplementations,
  type Friendship,
  friendBotLink,
  friendshipMachine,
  showsFriendPrompt,
} from '../../machines/friendship/index.ts';
import { deferred, flush } from './helpers.ts';

/* The add-friend prompt (docs/line-messaging.md): shown while LIFF says the LINE user is not a
 * friend of the Official Account; asked again when the page is shown again. */

const LINK = 'https://line.me/R/ti/p/%40storefront';

function start(answers: (Friendship | Error)[]) {
  let calls = 0;
  const machine = friendshipMachine.provide(
    createFriendshipImplementations({
      loadFriendship: async () => {
        const answer = answers[calls++];
        if (answer instanceof Error) throw answer;
        return answer ?? null;
      },
    }),
  );
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}

describe('friendship chart', () => {
  it('not a friend: the prompt shows with the bot link, and stays after a tap', async () => {
    const { actor } = start([{ friend: false, botLink: LINK }]);
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(false);
    await flush();
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(true);
    expect(friendBotLink(actor.getSnapshot())).toBe(LINK);
    actor.send({ type: 'friendship.open' });
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(true);
  });

  it('a friend, a LIFF that cannot tell, or one that fails: no prompt', async () => {
    for (const answer of [{ friend: true, botLink: LINK }, null, new Error('LIFF failed')]) {
      const { actor } = start([answer]);
      await flush();
      expect(showsFriendPrompt(actor.getSnapshot())).toBe(false);
      expect(friendBotLink(actor.getSnapshot())).toBeNull();
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('back from adding the account: LIFF is asked again and the prompt goes', async () => {
    const { actor, calls } = start([
      { friend: false, botLink: LINK },
      { friend: false, botLink: LINK },
      { friend: true, botLink: LINK },
    ]);
    await flush();
    actor.send({ type: 'friendship.recheck' });
    await flush();
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'friendship.open' });
    actor.send({ type: 'friendship.recheck' });
    await flush();
    expect(calls()).toBe(3);
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(false);
  });

  it('the prompt does not show while LIFF is being asked again', async () => {
    const second = deferred<Friendship>();
    let n = 0;
    const machine = friendshipMachine.provide(
      createFriendshipImplementations({
        loadFriendship: () =>
          n++ === 0 ? Promise.resolve({ friend: false, botLink: LINK }) : second.promise,
      }),
    );
    const actor = createActor(machine).start();
    await flush();
    actor.send({ type: 'friendship.recheck' });
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(false);
    second.resolve({ friend: false, botLink: LINK });
    await flush();
    expect(showsFriendPrompt(actor.getSnapshot())).toBe(true);
  });
});
