import { CartView } from './cart-view.tsx';
import { useCart } from './use-cart.ts';

/**
 * /cart (spec section 2 "Cart", section 4 "Cart selection", "Cart refresh on opening", section 5):
 * the global cart actor's lines; opening the page refreshes every line from the product lookup.
 */
export default function CartScreen(_props: { name: string }) {
  const cart = useCart();
  return <CartView cart={cart} />;
}
