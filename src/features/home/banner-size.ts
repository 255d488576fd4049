/** Banners are 750 x 300 (seeded and real); the carousel turns every 4 s. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;
export const AUTOPLAY_MS = 4000;
