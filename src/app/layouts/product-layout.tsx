import { Outlet } from 'react-router-dom';
import { CartLink } from '../../components/cart-link.tsx';
import { TitleHeader } from '../../components/title-header.tsx';
import { th } from '../../i18n/th.ts';
import { useCartHasProducts } from '../../services/cart-indicator.ts';
import { ScreenLoadBoundary } from '../screen-load-boundary.tsx';

/**
 * Product detail: back arrow, title and the bag the added product flies to (its bottom bar belongs
 * to the page). Plain elements, no Chakra: the page shows the product without loading Chakra's
 * styling engine (docs/performance.md), nor after an add (its notice is plain too).
 */
export default function ProductLayout() {
  const cartHasProducts = useCartHasProducts();
  return (
    <div>
      <TitleHeader
        title={th.titles.productDetail}
        showBack
        end={<CartLink hasProducts={cartHasProducts} />}
      />
      <main>
        <ScreenLoadBoundary>
          <Outlet />
        </ScreenLoadBoundary>
      </main>
    </div>
  );
}
