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

/**
 * How tall `target` is to a finger: the rows, on the vertical line through its centre, where a tap
 * reaches it (what document.elementFromPoint finds is the target or inside it), from 16 px above its
 * box to 16 px below. A hit area may be larger than the box (a ::before, a transparent border).
 */
export async function fingerHeight(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  return target.evaluate(
    (el, { x, top, bottom }) => {
      let rows = 0;
      for (let y = top; y < bottom; y += 1) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) rows += 1;
      }
      return rows;
    },
    { x: box.x + box.width / 2, top: Math.floor(box.y - 16), bottom: Math.ceil(box.y + box.height + 16) },
  );
}
