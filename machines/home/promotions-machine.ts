import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided, output } from '../chart-helpers.ts';
import type { HomePromotion } from './types.ts';

/**
 * The /promotions page: every running promotion (order ascending). A failed load is silent and
 * reads like an empty list (spec section 8). The loader is a placeholder; use-promotions.ts provides it.
 */

export const promotionsMachine = setup({
  types: {
    context: {} as { promotions: HomePromotion[] },
    tags: {} as 'loading',
  },
  actors: {
    loadPromotions: fromPromise<HomePromotion[]>(notProvided('promotions', 'loadPromotions')),
  },
  actions: {
    assignPromotions: assign((_, promotions: HomePromotion[]) => ({ promotions })),
  },
}).createMachine({
  id: 'promotions',
  description: 'Promotions tab (/promotions): the promotion list loads on open.',
  context: { promotions: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'The promotion list is loading.',
      tags: 'loading',
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: {
          target: 'ready',
          description: 'The promotions loaded: list them.',
          actions: { type: 'assignPromotions', params: output },
        },
        onError: {
          target: 'ready',
          description: 'The promotions failed to load: silently ignored, the empty text shows.',
        },
      },
    },
    ready: {
      description: 'The promotions are listed; none, or a failed load, shows the empty text.',
    },
  },
});

export type PromotionsSnapshot = SnapshotFrom<typeof promotionsMachine>;

/** The promotions to list (empty while loading, when there are none, or after a failure). */
export const selectPromotionList = (s: PromotionsSnapshot) => s.context.promotions;
/** Loaded with nothing to show: the empty-state text. */
export const isPromotionListEmpty = (s: PromotionsSnapshot): boolean =>
  s.matches('ready') && s.context.promotions.length === 0;
