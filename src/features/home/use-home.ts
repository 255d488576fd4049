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
import { useMachineNavigation } from '../../app/use-machine-navigation.ts';
import { createHomeActors } from './home-actors.ts';

/** Home's data (one parallel wave) and its banner intent; the chart's navigation goes to react-router. */
export function useHome() {
  const { api } = useServices();
  const actor = useActorRef(homeMachine.provide({ actors: createHomeActors(api) }));
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
