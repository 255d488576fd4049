import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type ChooserCategory,
  categoryChooserMachine,
  chooserCategories,
  isLoadingChooser,
} from '../../../machines/category-chooser/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

/** The chooser chart's real actor: the plain category list (GET /categories). */
export function createCategoryChooserImplementations(api: Pick<ApiClient, 'getCategories'>) {
  return {
    actors: {
      loadCategories: fromPromise<ChooserCategory[]>(({ signal }) => api.getCategories({}, { signal })),
    },
  };
}

/** The category chooser's data: its categories and whether they are still loading. */
export function useCategoryChooser() {
  const { api } = useServices();
  const [machine] = useState(() => categoryChooserMachine.provide(createCategoryChooserImplementations(api)));
  const actorRef = useActorRef(machine, { inspect });
  const categories = useSelector(actorRef, chooserCategories);
  const loading = useSelector(actorRef, isLoadingChooser);
  return { categories, loading };
}
