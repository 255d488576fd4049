import { test } from '@playwright/test';

/** The two phone screens the layout specs check: the common 390x844 and the small 360x640. */
export const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Declares the tests of `body` once per phone, each group named by its size ('390x844'). */
export function onEachPhone(body: (viewport: (typeof PHONES)[number]) => void) {
  for (const viewport of PHONES) {
    test.describe(`${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });
      body(viewport);
    });
  }
}
