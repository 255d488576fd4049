import type { HomeContext, HomeSection, HomeSectionStatus } from './types.ts';

/**
 * The six home sections and what home records of each (home-machine.ts): every one loading on
 * open, with nothing to show yet. Pure.
 */
export const OPENING_HOME: HomeContext = {
  items: { banners: [], promotions: [], shopTypes: [], brands: [], recommended: [], usual: [] },
  sections: {
    banners: 'loading',
    promotions: 'loading',
    shopTypes: 'loading',
    brands: 'loading',
    recommended: 'loading',
    usual: 'loading',
  },
};

export const HOME_SECTIONS = Object.keys(OPENING_HOME.sections) as HomeSection[];

/** The sections whose chart last said `status`. */
export const sectionsIn = (context: HomeContext, status: HomeSectionStatus): HomeSection[] =>
  HOME_SECTIONS.filter((section) => context.sections[section] === status);
