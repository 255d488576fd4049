import { expect, test } from '@playwright/test';
import {
  declaredTransitions,
  PURCHASE_STATES,
  pathTitle,
  purchaseModel,
  stepId,
  transitionPaths,
  uncovered,
} from './purchase-model.ts';
import { does } from './purchase-model-events.ts';
import { openWorld, shows } from './purchase-model-world.ts';

/**
 * Model-based test of the purchase through the real UI: the paths generated from the purchase
 * model (purchase-model.ts; one per transition, shortest way in) are replayed in the browser
 * against the real server, each from a fresh world (/__dev/reset, a new browser context), and
 * every state's view is asserted on arrival.
 */

const paths = transitionPaths();
let ran = 0;

test('the generated paths walk every transition of the purchase model', () => {
  const all = declaredTransitions();
  const missing = uncovered(paths);
  console.log(
    `purchase model: ${paths.length} generated paths walk ${all.length - missing.length} of ${all.length} transitions`,
  );
  expect(missing).toEqual([]);
  // Every state has its assertions and every event its way to happen.
  const states = Object.keys(purchaseModel.config.states ?? {}).sort();
  expect([...PURCHASE_STATES].sort()).toEqual(states);
  expect(Object.keys(shows).sort()).toEqual(states);
  const events = new Set(all.map((t) => t.split(' --')[1]?.split('--> ')[0]));
  expect(Object.keys(does).sort()).toEqual([...events].sort());
});

for (const [index, path] of paths.entries()) {
  test(`path ${index + 1}/${paths.length}: ${pathTitle(path)}`, async ({ page, request }) => {
    const world = await openWorld(page, request);
    await test.step('cart', () => shows.cart(world));
    for (const step of path.steps) {
      await test.step(stepId(step), async () => {
        const happen = does[step.event];
        if (!happen) throw new Error(`no way to make ${step.event} happen`);
        await happen(world);
        await shows[step.to](world);
      });
    }
    ran += 1;
  });
}

// Later spec files meet the server as they expect: its clock unshifted, no fault left waiting.
test.afterEach(async ({ request }) => {
  expect((await request.post('/__dev/clock', { data: { offset_ms: 0 } })).ok()).toBe(true);
  expect((await request.delete('/__dev/faults')).ok()).toBe(true);
});

test.afterAll(() => {
  console.log(`purchase model: ${ran} of ${paths.length} generated paths ran`);
});
