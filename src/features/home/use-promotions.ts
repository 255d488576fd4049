import { useActorRef, useSelector } from '@xstate/react';
import {
  createPromotionsImplementations,
  isPromotionListEmpty,
  promotionsMachine,
  selectPromotionList,
} from '../../../machines/home/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

/** The /promotions list: every running promotion, or the empty state. */
export function usePromotions() {
  const services = useServices();
  const actor = useActorRef(promotionsMachine.provide(createPromotionsImplementations(services)), {
    inspect,
  });
  return {
    promotions: useSelector(actor, selectPromotionList),
    isEmpty: useSelector(actor, isPromotionListEmpty),
  };
}
