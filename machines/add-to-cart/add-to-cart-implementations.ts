import type { MachineImplementationsFrom } from 'xstate';
import type { addToCartMachine } from './add-to-cart-machine.ts';
import type { AddLineParams, AddToCartDeps } from './types.ts';

/** The add-to-cart chart's one effect: the line handed to the cart (the merge rules are the cart chart's). */
export function createAddToCartImplementations({
  cart,
}: AddToCartDeps): MachineImplementationsFrom<typeof addToCartMachine> {
  return {
    actions: {
      addLineToCart: (_, params: AddLineParams) => cart.send({ type: 'cart.addLine', ...params }),
    },
  };
}
