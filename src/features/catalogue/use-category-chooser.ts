import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  categoryChooserMachine,
  chooserCategories,
  createCategoryChooserImplementations,
  hasChooserFailed,
  isLoadingChooser,
} from '../../../machines/category-chooser/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * The category chooser's data: its categories, whether they are still loading, and whether they
 * could not be loaded (with the retry; they load again by themselves when back online).
 */
export function useCategoryChooser() {
  const services = useServices();
  const [machine] = useState(() =>
    categoryChooserMachine.provide(createCategoryChooserImplementations(services)),
  );
  const actorRef = useActorRef(machine, { inspect });
  const retry = useOnlineEvent(actorRef, { type: 'chooser.retry' });
  const categories = useSelector(actorRef, chooserCategories);
  const loading = useSelector(actorRef, isLoadingChooser);
  const loadFailed = useSelector(actorRef, hasChooserFailed);
  return { categories, loading, loadFailed, retry };
}
