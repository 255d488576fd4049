import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  categoryDrawerMachine,
  drawerCategories,
  expandedCategoryIds,
  isDrawerOpen,
  isLoadingCategories,
} from '../../../machines/category-drawer/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { createCategoryDrawerImplementations, selectedGroupFor } from './category-drawer-implementations.ts';

/**
 * The category drawer's actor: the chart with the real API actor and storage action, route changes
 * sent as drawer.routeChanged (with the persisted group), and its `navigate` events turned into
 * react-router navigation. Exposes the drawer's state and intents.
 */
export function useCategoryDrawer() {
  const { api } = useServices();
  const { pathname } = useLocation();
  const [machine] = useState(() =>
    categoryDrawerMachine.provide(createCategoryDrawerImplementations({ api })),
  );
  const actorRef = useActorRef(machine, {
    inspect,
    input: { pathname, customerGroupId: selectedGroupFor(pathname) },
  });

  useEffect(() => {
    actorRef.send({ type: 'drawer.routeChanged', pathname, customerGroupId: selectedGroupFor(pathname) });
  }, [actorRef, pathname]);

  useMachineNavigation(actorRef);

  const open = useSelector(actorRef, isDrawerOpen);
  const loading = useSelector(actorRef, isLoadingCategories);
  const categories = useSelector(actorRef, drawerCategories);
  const expanded = useSelector(actorRef, expandedCategoryIds);

  const intents = useMemo(
    () => ({
      openDrawer: () => actorRef.send({ type: 'drawer.open' }),
      closeDrawer: () => actorRef.send({ type: 'drawer.close' }),
      toggleCategory: (categoryId: number) => actorRef.send({ type: 'drawer.toggleCategory', categoryId }),
      chooseCategory: (categoryId: number) => actorRef.send({ type: 'drawer.chooseCategory', categoryId }),
      chooseSubCategory: (categoryId: number, subCategoryId: number) =>
        actorRef.send({ type: 'drawer.chooseSubCategory', categoryId, subCategoryId }),
    }),
    [actorRef],
  );

  return { open, loading, categories, expanded, ...intents };
}
