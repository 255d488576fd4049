import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { LINES_MAX } from '../../../contract/limits.ts';
import type { PayNotice } from '../../../machines/cart/index.ts';
import { NudgeList } from '../../components/nudge-list.tsx';
import { minimumOrderShortfall, th, tooManyLines } from '../../i18n/th.ts';
import { formatNumber2 } from '../../lib/money.ts';
import { CartNotices, UndoBar } from './cart-notices.tsx';
import { CartPayBar } from './cart-pay-bar.tsx';
import { CartRow } from './cart-row.tsx';
import type { CartView as CartViewModel } from './use-cart.ts';

const payMessage = (notice: PayNotice | null, count: number): string | null => {
  if (notice === 'noneSelected') return th.cart.noneSelected;
  if (notice === 'belowMinimum') return th.cart.belowMinimum;
  if (notice === 'tooManyLines') return tooManyLines(LINES_MAX, count);
  return null;
};

/**
 * The cart page's content over a cart view (spec section 2 "Cart"); rendered by cart-screen.tsx.
 * It renders the chart's state and sends intents: pressing pay is `cart.pay`, and the chart either
 * names why it cannot pay or navigates to /summary. Plain elements (src/app/plain-components.css):
 * /cart renders without Chakra (docs/performance.md).
 */
export function CartView({ cart }: { cart: CartViewModel }) {
  const { lines } = cart;
  const undo = <UndoBar removed={cart.undoable} onUndo={cart.undoRemove} />;

  if (lines.length === 0) {
    return (
      <div>
        {undo}
        <CartNotices
          stale={false}
          reorderNotice={cart.reorderNotice}
          reorderOutcome={cart.reorderOutcome}
          tooMany={false}
          count={0}
        />
        <div className="sf-cart-empty" data-testid="cart-empty">
          <p>{th.cart.empty}</p>
          <Link to={paths.home()}>{th.common.backHome}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="sf-cart">
      <CartNotices
        stale={cart.stale}
        reorderNotice={cart.reorderNotice}
        reorderOutcome={cart.reorderOutcome}
        // Pressing pay with too many lines says it in the pay bar instead.
        tooMany={cart.tooManyLines && cart.payNotice !== 'tooManyLines'}
        count={cart.count}
      />
      <label className="sf-cart-select-all">
        <input
          type="checkbox"
          className="sf-checkbox"
          checked={cart.allSelected}
          onChange={cart.toggleSelectAll}
        />
        <span>{th.cart.selectAll}</span>
      </label>
      {undo}
      <ul className="sf-cart-lines">
        {lines.map((line) => (
          <CartRow
            key={line.id}
            line={line}
            draft={cart.drafts[line.id]}
            notice={cart.qtyNotices[line.id]}
            onToggle={cart.toggleSelect}
            onQty={cart.setQty}
            onType={cart.typeQty}
            onCommit={cart.commitQty}
            onRemove={cart.remove}
          />
        ))}
      </ul>
      <NudgeList nudges={cart.preview.preview?.nudges ?? []} onAdd={cart.addNudge} />
      {cart.belowMinimum && (
        <div className="sf-minimum-banner" data-testid="minimum-banner">
          {minimumOrderShortfall(formatNumber2(cart.remaining))}
        </div>
      )}
      <CartPayBar
        total={cart.total}
        preview={cart.preview}
        count={cart.count}
        canPay={cart.canPay}
        message={payMessage(cart.payNotice, cart.count)}
        onPay={cart.pay}
      />
    </div>
  );
}
