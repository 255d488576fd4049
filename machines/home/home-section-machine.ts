import { fromPromise, sendParent, setup } from 'xstate';
import { notProvided, output } from '../chart-helpers.ts';
import type { HomeEvent, HomeItems, HomeSection, HomeSectionEvent, HomeSectionInput } from './types.ts';

/**
 * One home section (spec section 2 "Home", section 8): the home chart (home-machine.ts) invokes this
 * chart once per section, all on open. The section's call is made at once and what it brings goes to
 * home (`home.sectionLoaded`), which shows it as soon as it arrives; a failure opens no dialog
 * (`home.sectionFailed`: the section stays empty, and one line says home is incomplete rather than
 * leaving it quietly empty) and waits for `home.retry`, which home passes on. The loader is a placeholder, provided by
 * home-implementations.ts for the section named in the input. Pure.
 */
export const homeSectionMachine = setup({
  types: {
    input: {} as HomeSectionInput,
    context: {} as HomeSectionInput,
    events: {} as HomeSectionEvent,
    tags: {} as 'loading',
  },
  actors: {
    load: fromPromise<HomeItems[HomeSection], HomeSectionInput>(notProvided('homeSection', 'load')),
  },
  actions: {
    // What home is told (its events, home-machine.ts).
    tellLoaded: sendParent(
      ({ context }, items: HomeItems[HomeSection]): HomeEvent => ({
        type: 'home.sectionLoaded',
        section: context.section,
        items,
      }),
    ),
    tellFailed: sendParent(
      ({ context }): HomeEvent => ({ type: 'home.sectionFailed', section: context.section }),
    ),
  },
}).createMachine({
  id: 'homeSection',
  description:
    'One home section (banners, promotion strip, shop types, brands, usual order, recommended products): it loads on open and shows as soon as it arrives.',
  context: ({ input }) => ({ section: input.section }),
  initial: 'loading',
  states: {
    loading: {
      description: "The section's request is in flight: its skeleton shows.",
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context,
        onDone: {
          target: 'loaded',
          description: 'The section arrived: home shows it at once, whatever the other sections do.',
          actions: { type: 'tellLoaded', params: output },
        },
        onError: {
          target: 'failed',
          description: 'The section failed to load: no dialog; it stays empty and the failure line shows.',
          actions: 'tellFailed',
        },
      },
    },
    loaded: {
      description: 'The section is shown; it is not asked for again.',
      type: 'final',
    },
    failed: {
      description: 'The section failed to load: empty, counted in the failure line.',
      on: {
        'home.retry': {
          target: 'loading',
          description: 'Retry tapped, or back online: this section loads again.',
        },
      },
    },
  },
});
