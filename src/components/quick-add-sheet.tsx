import { type FormEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { type CartLinePayload, QUICK_ADD_MS } from '../../machines/add-to-cart/index.ts';
import { th } from '../i18n/th.ts';
import { formatBaht } from '../lib/money.ts';
import { nameAndPack } from '../lib/selling-unit.ts';
import { cartOf } from '../services/cart.ts';
import { useServices } from '../services/services-context.tsx';
import { useAddToCart } from '../services/use-add-to-cart.ts';
import { AddToCartStepper } from './add-to-cart-stepper.tsx';

/** What a card hands to the panel: the cart line of its product and the price it shows. */
export type QuickAddProduct = CartLinePayload & { netPrice: number };

/**
 * The quick add panel (src/components/quick-add.tsx): the product's name, selling unit (said once,
 * as on the card: src/lib/selling-unit.ts `nameAndPack`; the panel is named by both) and price,
 * the product page's quantity stepper (typed, 1..999, the whole value selected on focus, the same
 * messages) and 'เพิ่มลงตะกร้า'; Enter in the box adds too. It opens with the box focused, so
 * typing 48 gives 48. The add-to-cart chart reads the quantity and hands the line to the cart,
 * where a new line is added unticked (spec section 4); the panel closes once it is in. A tap on
 * the backdrop or 'ปิด' closes it without adding.
 *
 * It is modal like the app's other dialogs: it is drawn outside the app's root, which is inert while
 * it is open (Tab goes round the panel and never reaches the page behind it), and the page under it
 * does not scroll.
 */
export default function QuickAddSheet({
  product,
  onClose,
}: {
  product: QuickAddProduct;
  onClose: () => void;
}) {
  const cart = useAddToCart({ cart: cartOf(useServices()) }, { flyToCartMs: QUICK_ADD_MS, onAdded: onClose });
  const titleId = useId();
  const packId = useId();
  const shown = nameAndPack(product.name, product.packSize);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(holdPageBehind, []);
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cart.canAdd) cart.add(product);
  };
  return createPortal(
    <div className="sf-quick-sheet">
      <button
        type="button"
        className="sf-quick-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={shown.packSize ? `${titleId} ${packId}` : titleId}
        className="sf-quick-panel"
      >
        <div className="sf-quick-head">
          <div className="sf-quick-title">
            <p id={titleId} className="sf-clamp-2">
              {shown.name}
            </p>
            <p className="sf-quick-meta">
              {shown.packSize && <span id={packId}>{shown.packSize}</span>}
              <strong>{formatBaht(product.netPrice)}</strong>
            </p>
          </div>
          <button type="button" className="sf-quick-close" onClick={onClose}>
            {th.product.closeQuickAdd}
          </button>
        </div>
        <form className="sf-quick-form" onSubmit={submit}>
          <AddToCartStepper cart={cart} />
          <button type="submit" className="sf-add-button" disabled={!cart.canAdd}>
            {th.product.quickAdd}
          </button>
        </form>
      </div>
    </div>,
    document.body,
  );
}

/** Makes the app under the panel inert and keeps it from scrolling; gives it back on close. */
function holdPageBehind() {
  const app = document.getElementById('root');
  const page = document.documentElement;
  const overflow = page.style.overflow;
  if (app) app.inert = true;
  page.style.overflow = 'hidden';
  return () => {
    if (app) app.inert = false;
    page.style.overflow = overflow;
  };
}
