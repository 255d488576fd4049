import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  categoryChooserMachine,
  chooserCategories,
  createCategoryChooserImplementations,
  isLoadingChooser,
} from '../../../machines/category-chooser/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

/** The category chooser's data: its categories and whether they are still loading. */
export function useCategoryChooser() {
  const services = useServices();
  const [machine] = useState(() =>
    categoryChooserMachine.provide(createCategoryChooserImplementations(services)),
  );
  const actorRef = useActorRef(machine, { inspect });
  const categories = useSelector(actorRef, chooserCategories);
  const loading = useSelector(actorRef, isLoadingChooser);
  return { categories, loading };
}
