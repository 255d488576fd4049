import { useActorRef, useSelector } from '@xstate/react';
import {
  createPromotionsImplementations,
  hasPromotionListFailed,
  isPromotionListEmpty,
  promotionsMachine,
  selectPromotionList,
} from '../../../machines/home/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * The /promotions list: every running promotion, the empty state, or the line that it could not be
 * loaded (with its retry; it loads again by itself when the browser is back online).
 */
export function usePromotions() {
  const services = useServices();
  const actor = useActorRef(promotionsMachine.provide(createPromotionsImplementations(services)), {
    inspect,
  });
  const retry = useOnlineEvent(actor, { type: 'promotions.retry' });
  return {
    promotions: useSelector(actor, selectPromotionList),
    isEmpty: useSelector(actor, isPromotionListEmpty),
    loadFailed: useSelector(actor, hasPromotionListFailed),
    retry,
  };
}
