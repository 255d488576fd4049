import { useActorRef, useSelector } from '@xstate/react';
import {
  isPromotionListEmpty,
  promotionsMachine,
  selectPromotionList,
} from '../../../machines/home/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { loadPromotions } from './home-actors.ts';

/** The /promotions list: every running promotion, or the empty state. */
export function usePromotions() {
  const { api } = useServices();
  const actor = useActorRef(promotionsMachine.provide({ actors: { loadPromotions: loadPromotions(api) } }), {
    inspect,
  });
  return {
    promotions: useSelector(actor, selectPromotionList),
    isEmpty: useSelector(actor, isPromotionListEmpty),
  };
}
