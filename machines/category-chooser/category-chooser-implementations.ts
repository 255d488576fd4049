import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import type { categoryChooserMachine } from './category-chooser-machine.ts';
import type { ChooserCategory } from './types.ts';

/** The chooser chart's real actor: the plain category list (GET /categories). */
export function createCategoryChooserImplementations({
  api,
}: FlowApi<'getCategories'>): MachineImplementationsFrom<typeof categoryChooserMachine> {
  return {
    actors: {
      loadCategories: fromPromise<ChooserCategory[]>(({ signal }) => api.getCategories({}, { signal })),
    },
  };
}
