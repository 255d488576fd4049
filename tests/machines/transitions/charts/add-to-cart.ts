import { addToCartMachine } from '../../../../machines/add-to-cart/add-to-cart-machine.ts';
import { selectAddedNotice } from '../../../../machines/add-to-cart/selectors.ts';
import { check } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * The product page's stepper and add button, from spec section 4 "Adding to cart" (button disabled
 * during the ~1 s fly-to-cart animation, then the item is added), section 5 (quantity 1..999) and
 * section 9 (default 1), issue 10 (typed quantities: above 999 brought down with a message, anything
 * else refused with a message and the add refused while it stands), issue 20 item 1 (after the add
 * a notice names the product and the amount for about 4 s).
 */
type Context = { quantity: number; draft: string | null; notice: string | null };
const product = { id: 5, name: 'น้ำดื่ม', price: 60, discount: 0, imageUrl: null };

const oracle: Oracle = (step, history) => {
  const before = history.at(-1);
  const was = before?.context as Context | undefined;
  const now = step.context as Context;
  const event = step.event as { type: string; text?: string };
  const problems: string[] = [];
  const added = step.effects.filter((e) => e.type === 'addLineToCart');
  const flying = before?.snapshot.hasTag('busy') ?? false;
  const notice = selectAddedNotice(step.snapshot as never);
  if (event.type.startsWith('xstate.after.') && !flying) {
    // The notice's time is over: it goes, nothing else changes.
    problems.push(...check(notice === null && !step.snapshot.hasTag('busy'), 'the notice stays'));
  } else if (event.type.startsWith('xstate.after.')) {
    // The flight is over: the line goes to the cart with the amount chosen, a notice, the stepper at 1.
    const pressed = [...history].reverse().find((s) => s.event.type === 'addToCart.press');
    const qty = history[history.indexOf(pressed as never) - 1]?.context.quantity;
    problems.push(
      ...check(
        added.length === 1 && JSON.stringify(added[0]?.params) === JSON.stringify({ line: product, qty }),
        'the line is not added once with the chosen quantity',
      ),
    );
    problems.push(
      ...check(
        step.emitted.some((e) => e.type === 'addToCart.added') &&
          JSON.stringify(notice) === JSON.stringify({ line: product, qty }),
        'no notice naming the product and the amount',
      ),
    );
    problems.push(
      ...check(
        now.quantity === 1 && !step.snapshot.hasTag('busy'),
        'the stepper does not return to 1 with the button enabled',
      ),
    );
  } else problems.push(...check(added.length === 0, `${event.type} adds to the cart`));
  if (event.type === 'addToCart.press' && was) {
    const refused = was.draft !== null;
    // A new flight takes the notice of the previous add away.
    if (!refused) problems.push(...check(notice === null, 'the old notice stays during a new flight'));
    problems.push(
      ...check(
        step.snapshot.hasTag('busy') === (!refused || flying),
        refused ? 'a refused quantity is added' : 'the add button is not disabled during the animation',
      ),
    );
    // Section 9: the animation lasts about 1000 ms.
    if (!refused && !flying)
      problems.push(
        ...check(
          step.timers.some((t) => t.delay === 1_000),
          'the animation does not last 1000 ms',
        ),
      );
  }
  if (event.type === 'quantity.type' && was) {
    const text = event.text ?? '';
    const whole = /^\d+$/.test(text.trim()) ? Number(text) : null;
    const expected =
      whole !== null && whole >= 1
        ? { quantity: Math.min(whole, 999), notice: whole > 999 ? 'clamped' : null }
        : { quantity: was.quantity, notice: 'invalid' };
    problems.push(
      ...check(
        now.quantity === expected.quantity && now.notice === expected.notice,
        `typed '${text}': quantity ${now.quantity} (${now.notice}), expected ${expected.quantity} (${expected.notice})`,
      ),
    );
  }
  if (event.type === 'quantity.increment' && was)
    problems.push(...check(now.quantity === Math.min(was.quantity + 1, 999), '+ does not step up to 999'));
  if (event.type === 'quantity.decrement' && was)
    problems.push(...check(now.quantity === Math.max(was.quantity - 1, 1), '− does not step down to 1'));
  return problems;
};

export const addToCartModel: ChartModel = {
  name: 'addToCart',
  machine: addToCartMachine,
  events: {
    'quantity.type': ['3', '1500', '0', '999', '1.5'].map((text) => ({ type: 'quantity.type', text })),
    'addToCart.press': [{ type: 'addToCart.press', line: product }],
  },
  probes: [{ type: 'addToCart.press', line: product }],
  effects: ['addLineToCart'],
  depth: 4,
  oracle,
};
