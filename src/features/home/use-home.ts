import { useActorRef, useSelector } from '@xstate/react';
import {
  type HomeBanner,
  homeMachine,
  selectBanners,
  selectBrands,
  selectPromotions,
  selectRecommended,
  selectShopTypes,
} from '../../../machines/home/index.ts';
import { useServices } from '../../app/app.tsx';
import type { KeptEntry } from '../../app/kept-entries.ts';
import { restoredSnapshot, useKeepSnapshot } from '../../app/use-kept-entry.ts';
import { useMachineNavigation } from '../../app/use-machine-navigation.ts';
import { createHomeActors } from './home-actors.ts';

/** The name under which home keeps its chart's snapshot in its history entry. */
const HOME_PART = 'home';

/**
 * Home's data (one parallel wave) and its banner intent; the chart's navigation goes to react-router.
 * Coming back to a kept /home entry starts the chart from its kept snapshot: no request again.
 */
export function useHome(entry: KeptEntry, restored: KeptEntry | undefined) {
  const { api } = useServices();
  const actor = useActorRef(homeMachine.provide({ actors: createHomeActors(api) }), {
    snapshot: restoredSnapshot(restored, HOME_PART),
  });
  useKeepSnapshot(actor, entry, HOME_PART);
  useMachineNavigation(actor);
  return {
    banners: useSelector(actor, selectBanners),
    promotions: useSelector(actor, selectPromotions),
    shopTypes: useSelector(actor, selectShopTypes),
    brands: useSelector(actor, selectBrands),
    recommended: useSelector(actor, selectRecommended),
    pressBanner: (banner: HomeBanner) => actor.send({ type: 'home.bannerPressed', banner }),
  };
}
