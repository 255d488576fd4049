import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type HomeItems,
  type HomeSection,
  type HomeSectionInput,
  hasEveryHomeSectionFailed,
  hasHomeLoadFailed,
  homeMachine,
  homeSectionMachine,
  homeView,
  isSectionLoading,
} from '../../machines/home/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/*
 * Which line home's failure says (machines/home/selectors.ts): that home is incomplete when some
 * section failed, that it could not be loaded when every one did; and what the screen reads of
 * each section (its items, whether it still loads).
 */

const SECTIONS: HomeSection[] = ['banners', 'promotions', 'shopTypes', 'brands', 'recommended', 'usual'];

/** Home with its section charts, each section's call waiting; `answer` fails or fills one section. */
function home() {
  const pending = new Map<HomeSection, Deferred<unknown>>();
  const load = fromPromise<HomeItems[HomeSection], HomeSectionInput>(({ input }) => {
    const call = deferred<HomeItems[HomeSection]>();
    pending.set(input.section, call as Deferred<unknown>);
    return call.promise;
  });
  const actor = createActor(
    homeMachine.provide({ actors: { homeSection: homeSectionMachine.provide({ actors: { load } }) } }),
  ).start();
  const answer = async (section: HomeSection, failed: boolean) => {
    const call = pending.get(section);
    if (!call) throw new Error(`no pending ${section}`);
    if (failed) call.reject(new Error('Failed to fetch'));
    else call.resolve([]);
    await flush();
  };
  return { actor, answer };
}

describe('hasEveryHomeSectionFailed', () => {
  it('is true only once every section has failed, not while one is still loading', async () => {
    const { actor, answer } = home();
    expect(hasEveryHomeSectionFailed(actor.getSnapshot())).toBe(false);
    for (const section of SECTIONS.slice(0, -1)) await answer(section, true);
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    expect(hasEveryHomeSectionFailed(actor.getSnapshot())).toBe(false);
    await answer(SECTIONS[SECTIONS.length - 1] as HomeSection, true);
    expect(hasEveryHomeSectionFailed(actor.getSnapshot())).toBe(true);
  });

  it.each(SECTIONS)('is false when %s loaded and every other section failed', async (loaded) => {
    const { actor, answer } = home();
    for (const section of SECTIONS) await answer(section, section !== loaded);
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    expect(hasEveryHomeSectionFailed(actor.getSnapshot())).toBe(false);
  });

  it('is false when every section loaded', async () => {
    const { actor, answer } = home();
    for (const section of SECTIONS) await answer(section, false);
    expect(hasEveryHomeSectionFailed(actor.getSnapshot())).toBe(false);
  });
});

describe('homeView', () => {
  it("gives each section's items and the failure lines; an unchanged section keeps its list", async () => {
    const { actor, answer } = home();
    const opening = homeView(actor.getSnapshot());
    expect(opening).toMatchObject({ loadFailed: false, everyFailed: false });
    for (const section of SECTIONS) expect(opening[section]).toEqual([]);
    await answer('banners', true);
    const afterFailure = homeView(actor.getSnapshot());
    expect(afterFailure).toMatchObject({ loadFailed: true, everyFailed: false });
    expect(afterFailure.promotions).toBe(opening.promotions);
  });

  it('isSectionLoading: true until the section answers, either way', async () => {
    const { actor, answer } = home();
    for (const section of SECTIONS) expect(isSectionLoading(actor.getSnapshot(), section)).toBe(true);
    await answer('brands', false);
    await answer('banners', true);
    expect(SECTIONS.filter((section) => isSectionLoading(actor.getSnapshot(), section))).toEqual([
      'promotions',
      'shopTypes',
      'recommended',
      'usual',
    ]);
  });
});
