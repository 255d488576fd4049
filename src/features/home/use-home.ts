import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import {
  createHomeImplementations,
  type HomeBanner,
  type HomeSnapshot,
  homeMachine,
  homeView,
  isSectionLoading,
} from '../../../machines/home/index.ts';
import { inspect } from '../../lib/inspect.ts';
import type { KeptEntry } from '../../services/kept-entries.ts';
import { useServices } from '../../services/services-context.tsx';
import { restoredSnapshot, useKeepSnapshot } from '../../services/use-kept-entry.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/** The name under which home keeps its chart's snapshot in its history entry. */
const HOME_PART = 'home';

const loadingOf = (s: HomeSnapshot) => ({
  banners: isSectionLoading(s, 'banners'),
  promotions: isSectionLoading(s, 'promotions'),
  shopTypes: isSectionLoading(s, 'shopTypes'),
  brands: isSectionLoading(s, 'brands'),
});
const sameLoading = (a: ReturnType<typeof loadingOf>, b: ReturnType<typeof loadingOf>) =>
  a.banners === b.banners &&
  a.promotions === b.promotions &&
  a.shopTypes === b.shopTypes &&
  a.brands === b.brands;

/**
 * Home's data (one parallel wave), which sections are still loading (they show skeletons), and its
 * banner intent; the chart's navigation goes to react-router. Coming back to a kept /home entry
 * starts the chart from its kept snapshot: no request again. Sections that failed to load are said
 * in one line with a retry, and load again by themselves when the browser is back online.
 */
export function useHome(entry: KeptEntry, restored: KeptEntry | undefined) {
  const services = useServices();
  const actor = useActorRef(homeMachine.provide(createHomeImplementations(services)), {
    inspect,
    snapshot: restoredSnapshot(restored, HOME_PART),
  });
  useKeepSnapshot(actor, entry, HOME_PART);
  useMachineNavigation(actor);
  const retry = useOnlineEvent(actor, { type: 'home.retry' });
  return {
    ...useSelector(actor, homeView, shallowEqual),
    loading: useSelector(actor, loadingOf, sameLoading),
    retry,
    pressBanner: (banner: HomeBanner) => actor.send({ type: 'home.bannerPressed', banner }),
  };
}
