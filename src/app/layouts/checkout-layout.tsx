import { useLocation } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { TitleHeader } from '../../components/title-header.tsx';
import { checkoutTitle, showsBack } from '../../lib/route-meta.ts';
import { ScreenOutlet } from '../screen-load-boundary.tsx';

/**
 * Checkout layout: cart, summary and the payment screens. The header and /cart are plain elements
 * (src/app/plain-components.css: the cart renders without Chakra, docs/performance.md); the other screens of
 * this layout use Chakra and get it with their code (WithChakra).
 */
export default function CheckoutLayout() {
  const { pathname } = useLocation();
  return (
    <div>
      <TitleHeader title={checkoutTitle(pathname)} showBack={showsBack('checkout', pathname)} />
      <ScreenOutlet plain={pathname === paths.cart()} />
    </div>
  );
}
