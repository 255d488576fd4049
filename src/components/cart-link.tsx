import { Link } from 'react-router-dom';
import { paths } from '../../contract/app-paths.ts';
import { th } from '../i18n/th.ts';
import { BagIcon } from './icons.tsx';

/** The bag icon linking to /cart: plain, or with a dot when the cart holds a product. */
export function CartLink({ hasProducts }: { hasProducts: boolean }) {
  return (
    <Link
      to={paths.cart()}
      className="sf-icon-button"
      aria-label={hasProducts ? th.shell.cartWithItems : th.shell.cart}
    >
      <BagIcon />
      {hasProducts && <span data-testid="cart-dot" className="sf-cart-dot" />}
    </Link>
  );
}
