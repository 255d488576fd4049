import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import type { AddLineParams } from '../../../machines/add-to-cart/index.ts';
import { addedToCart, th } from '../../i18n/th.ts';
import { sellingUnit } from '../../lib/selling-unit.ts';

/**
 * The notice after an add: the product and the amount in its selling unit, with
 * 'ดูตะกร้า', just above the add bar (it sits inside the bar: the same centred column and safe
 * area), away from the header's back arrow and bag. The live region is always there, so screen
 * readers announce what appears in it. For its 5 s it lies over the page ('แชร์' at 360x640), so
 * taps go through it to what is under it; only 'ดูตะกร้า' takes them. The chart decides when it
 * shows (machines/add-to-cart). Plain elements (src/app/plain-components.css).
 */
export function AddedNotice({ added }: { added: AddLineParams | null }) {
  return (
    <div className="sf-added-notice" role="status" aria-live="polite">
      {added && (
        <div className="sf-added-card" data-testid="added-notice">
          <p>{addedToCart(added.line.name, added.qty, sellingUnit(added.line.packSize))}</p>
          <Link to={paths.cart()}>{th.product.viewCart}</Link>
        </div>
      )}
    </div>
  );
}
