import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { type Actor, createActor } from 'xstate';
import {
  type CategoryDrawerMachine,
  categoryDrawerMachine,
  createCategoryDrawerImplementations,
  drawerCategories,
  expandedCategoryIds,
  isDrawerOpen,
  isLoadingCategories,
  selectedGroupFor,
} from '../../../machines/category-drawer/index.ts';
import { inspect } from '../../lib/inspect.ts';
import type { AppServices } from '../../services/services.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/** The drawer's running actor: started by the main layout on the first press of its header button. */
export type CategoryDrawerActor = Actor<CategoryDrawerMachine>;

/**
 * Starts the drawer's chart with the real API actor and storage action (the main layout calls it on
 * the first press, then sends `drawer.open` to it on every press; it stops it when it unmounts).
 */
export function startCategoryDrawer(services: AppServices, pathname: string): CategoryDrawerActor {
  const machine = categoryDrawerMachine.provide(createCategoryDrawerImplementations(services));
  return createActor(machine, {
    inspect,
    input: { pathname, customerGroupId: selectedGroupFor(pathname, services.storage) },
  }).start();
}

/**
 * The drawer's view of its actor: route changes sent as drawer.routeChanged (with the persisted
 * group), its `navigate` events turned into react-router navigation, its state and intents.
 */
export function useCategoryDrawer(actorRef: CategoryDrawerActor) {
  const { pathname } = useLocation();
  const { storage } = useServices();

  useEffect(() => {
    actorRef.send({
      type: 'drawer.routeChanged',
      pathname,
      customerGroupId: selectedGroupFor(pathname, storage),
    });
  }, [actorRef, pathname, storage]);

  useMachineNavigation(actorRef);

  const open = useSelector(actorRef, isDrawerOpen);
  const loading = useSelector(actorRef, isLoadingCategories);
  const categories = useSelector(actorRef, drawerCategories);
  const expanded = useSelector(actorRef, expandedCategoryIds);

  const intents = useMemo(
    () => ({
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
