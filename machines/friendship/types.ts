/** Types of the add-friend prompt's chart (friendship-machine.ts). */

/**
 * What LIFF says about the shop's LINE user and the Official Account: whether they are friends,
 * and the OA's bot link (`https://line.me/R/ti/p/<basic id>`) to add it. Null where it cannot be
 * told (no basic id configured, LIFF without getFriendship): no prompt.
 */
export type Friendship = { friend: boolean; botLink: string } | null;

export type FriendshipContext = {
  /** The link that adds the Official Account; null until LIFF has answered, or where there is none. */
  botLink: string | null;
};

export type FriendshipEvent =
  /** The customer tapped 'add friend': LINE opens the Official Account's page. */
  | { type: 'friendship.open' }
  /** The page is shown again (back from LINE's add-friend page): ask LIFF again. */
  | { type: 'friendship.recheck' };
