import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided, output } from '../chart-helpers.ts';
import type { HomePromotion, PromotionsEvent } from './types.ts';

/**
 * The /promotions page: every running promotion (order ascending). A failed load opens no dialog
 * (spec section 8) but does not read as "no promotions" either: a line says it could not be loaded,
 * with a retry; `promotions.retry` (the retry tapped, or the browser back online) loads it again.
 * The loader is a placeholder; use-promotions.ts provides it.
 */

export const promotionsMachine = setup({
  types: {
    context: {} as { promotions: HomePromotion[] },
    events: {} as PromotionsEvent,
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
          target: 'failed',
          description: 'The promotions failed to load: no dialog; a line says so, with a retry.',
        },
      },
    },
    ready: {
      description: 'The promotions are listed; none shows the empty text.',
    },
    failed: {
      description: "The promotions could not be loaded: a line says so with a retry (not 'no promotions').",
      on: {
        'promotions.retry': {
          target: 'loading',
          description:
            "The customer taps 'ลองอีกครั้ง', or the browser is back online: the promotions load again.",
        },
      },
    },
  },
});

export type PromotionsSnapshot = SnapshotFrom<typeof promotionsMachine>;

/** The promotions to list (empty while loading, when there are none, or after a failure). */
export const selectPromotionList = (s: PromotionsSnapshot) => s.context.promotions;
/** Loaded with nothing to show: the empty-state text. */
export const isPromotionListEmpty = (s: PromotionsSnapshot): boolean =>
  s.matches('ready') && s.context.promotions.length === 0;
/** The promotions could not be loaded: the line that says so, with its retry. */
export const hasPromotionListFailed = (s: PromotionsSnapshot): boolean => s.matches('failed');
