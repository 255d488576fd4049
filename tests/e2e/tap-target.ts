import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The text of what a tap at the centre of `target` reaches (null when it is off screen): a retry
 * that something else covers (a header, a tab bar, a dialog) is not a retry the customer can tap.
 */
export async function topmostTextAtCentre(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? null, {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  });
}
