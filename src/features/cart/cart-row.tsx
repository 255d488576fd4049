import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../contract/limits.ts';
import { type CartLine, displayedPrice, lineTotal, type QtyNotice } from '../../../machines/cart/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper, qtyNoticeText } from '../../components/quantity-stepper.tsx';
import { ThaiText } from '../../components/thai-text.tsx';
import { th } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';
import { nameAndPack } from '../../lib/selling-unit.ts';

export interface CartRowProps {
  line: CartLine;
  /** The refused text being typed into this line's stepper, if any. */
  draft?: string | undefined;
  notice?: QtyNotice | undefined;
  onToggle: (id: number) => void;
  /** −/+ : a quantity in range (the buttons are disabled at the ends). */
  onQty: (id: number, qty: number) => void;
  /** Every keystroke in the box: the raw text, for the chart to read. */
  onType: (id: number, text: string) => void;
  onCommit: (id: number) => void;
  onRemove: (id: number) => void;
}

const TrashIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
  >
    <path
      d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * One cart line (spec section 2 "Cart"): tick box, image to the product, name, pack size (said once,
 * as on the product cards: src/lib/selling-unit.ts `nameAndPack`), price, the quantity stepper
 * (typed or −/+), the line total, remove. A line the last refresh could not reach says so. Plain
 * elements (src/app/plain-components.css).
 */
export function CartRow({ line, draft, notice, onToggle, onQty, onType, onCommit, onRemove }: CartRowProps) {
  const shown = nameAndPack(line.name, line.packSize);
  return (
    <li className="sf-cart-row" data-testid="cart-row">
      {/* A 44 px tap target around the 20 px box. */}
      <label className="sf-cart-tick">
        <input
          type="checkbox"
          className="sf-checkbox"
          checked={line.select}
          onChange={() => onToggle(line.id)}
          aria-label={`${th.cart.select} ${line.name}`}
        />
      </label>
      <Link to={paths.product(line.id)} className="sf-cart-picture">
        <ProductImage src={line.imageUrl} alt={line.name} size={72} />
      </Link>
      <div className="sf-cart-line">
        <p className="sf-clamp-2">
          <ThaiText text={shown.name} />
        </p>
        {shown.packSize && (
          <p className="sf-cart-pack" data-testid="line-pack">
            {shown.packSize}
          </p>
        )}
        <p className="sf-money sf-cart-price" data-testid="line-price">
          {formatBaht(displayedPrice(line))}
        </p>
        {line.stale && (
          <p className="sf-cart-stale" data-testid="line-stale">
            {th.cart.staleLine}
          </p>
        )}
        <div className="sf-cart-qty">
          <QuantityStepper
            text={draft ?? String(line.qty)}
            value={line.qty}
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            label={`${th.product.quantity} ${line.name}`}
            message={qtyNoticeText(notice)}
            invalid={notice === 'invalid'}
            canDecrement={draft === undefined && line.qty > QUANTITY_MIN}
            canIncrement={draft === undefined && line.qty < QUANTITY_MAX}
            onType={(text) => onType(line.id, text)}
            onCommit={() => onCommit(line.id)}
            onDecrement={() => onQty(line.id, line.qty - 1)}
            onIncrement={() => onQty(line.id, line.qty + 1)}
          />
        </div>
        <p className="sf-cart-line-total" data-testid="line-total">
          {th.cart.lineTotal} {formatBaht(lineTotal(line))}
        </p>
      </div>
      <button
        type="button"
        className="sf-icon-button sf-cart-remove"
        aria-label={`${th.cart.remove} ${line.name}`}
        onClick={() => onRemove(line.id)}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
