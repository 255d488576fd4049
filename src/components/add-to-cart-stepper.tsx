import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';
import { th } from '../i18n/th.ts';
import type { AddToCart } from '../services/use-add-to-cart.ts';
import { QuantityStepper, qtyNoticeText } from './quantity-stepper.tsx';

/**
 * The add-to-cart chart's quantity (typed, 1..999, its messages), as the product page's bottom bar
 * and the cards' quick-add panel both show it: renders the chart's state and sends what is typed
 * and tapped.
 */
export function AddToCartStepper({ cart }: { cart: AddToCart }) {
  return (
    <QuantityStepper
      text={cart.text}
      value={cart.quantity}
      min={QUANTITY_MIN}
      max={QUANTITY_MAX}
      label={th.product.quantity}
      message={qtyNoticeText(cart.notice)}
      invalid={cart.notice === 'invalid'}
      canDecrement={cart.canDecrement}
      canIncrement={cart.canIncrement}
      onType={cart.type}
      onDecrement={cart.decrement}
      onIncrement={cart.increment}
    />
  );
}
