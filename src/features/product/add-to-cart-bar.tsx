import type { ReactNode } from 'react';
import { AddToCartStepper } from '../../components/add-to-cart-stepper.tsx';
import { th } from '../../i18n/th.ts';
import type { AddToCart } from '../../services/use-add-to-cart.ts';

/**
 * The product page's fixed bottom bar (spec section 2): the quantity stepper (integer, minimum 1,
 * default 1; the chart reads what is typed) and the add button 'เพิ่มสินค้า', disabled and greyed
 * while the product flies to the cart. Renders the chart's state and sends intents; no rule is
 * decided here. Plain elements (src/app/plain-components.css).
 */
export function AddToCartBar({
  cart,
  onAdd,
  notice,
}: {
  cart: AddToCart;
  onAdd: () => void;
  /** What shows just above the bar (the notice after an add). */
  notice?: ReactNode;
}) {
  return (
    <div className="sf-bottom-bar sf-add-bar">
      {notice}
      <AddToCartStepper cart={cart} />
      <button type="button" className="sf-add-button" disabled={!cart.canAdd} onClick={onAdd}>
        {th.product.add}
      </button>
    </div>
  );
}
