import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type HomeSection,
  hasEveryHomeSectionFailed,
  hasHomeLoadFailed,
  homeMachine,
  homeView,
} from '../../machines/home/index.ts';
import { type Deferred, flush, waitingActor } from './helpers.ts';

/*
 * Which line home's failure says (machines/home/selectors.ts): that home is incomplete when some
 * section failed, that it could not be loaded when every one did.
 */

const SECTIONS: HomeSection[] = ['banners', 'promotions', 'shopTypes', 'brands', 'recommended', 'usual'];
/** The chart's actor that loads a section: loadBanners, loadShopTypes... */
const actorOf = (section: HomeSection) => `load${section[0]?.toUpperCase()}${section.slice(1)}`;

/** Home with each section's load waiting; `answer` fails or fills one section. */
function home() {
  const pending = new Map<string, Deferred<unknown>>();
  const actors = Object.fromEntries(SECTIONS.map(actorOf).map((name) => [name, waitingActor(pending, name)]));
  const actor = createActor(homeMachine.provide({ actors } as never)).start();
  const answer = async (section: HomeSection, failed: boolean) => {
    const call = pending.get(actorOf(section));
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
});
