import { LINES_MAX } from '../../../contract/limits.ts';
import type { RemovedLine, ReorderNotice, ReorderOutcome } from '../../../machines/cart/index.ts';
import { lineRemoved, reorderUnavailable, th, tooManyLines } from '../../i18n/th.ts';
import { reorderAdded } from '../../i18n/th-checkout.ts';

/**
 * The cart page's messages from the chart: what the reorder that opened the page did (lines new,
 * lines grown, lines set to 999), lines not refreshed, the reorder's items no longer sold, too many
 * lines. Plain elements (src/app/plain-components.css).
 */
export function CartNotices({
  stale,
  reorderNotice,
  reorderOutcome = null,
  tooMany,
  count,
}: {
  stale: boolean;
  reorderNotice: ReorderNotice | null;
  reorderOutcome?: ReorderOutcome | null;
  tooMany: boolean;
  count: number;
}) {
  const messages = [
    reorderOutcome && {
      key: 'reordered',
      text: reorderAdded(
        reorderOutcome.orderNo,
        reorderOutcome.added,
        reorderOutcome.grown,
        reorderOutcome.capped,
      ),
    },
    stale && { key: 'stale', text: th.cart.notRefreshed },
    reorderNotice?.kind === 'unavailable' && {
      key: 'reorder',
      text: reorderUnavailable(reorderNotice.names),
    },
    tooMany && { key: 'too-many', text: tooManyLines(LINES_MAX, count) },
  ].filter((m): m is { key: string; text: string } => Boolean(m));
  if (messages.length === 0) return null;
  return (
    <div role="status" className="sf-cart-notices">
      {messages.map((m) => (
        <p key={m.key} className="sf-cart-notice" data-testid={`cart-notice-${m.key}`}>
          {m.text}
        </p>
      ))}
    </div>
  );
}

/** 'ลบ … แล้ว' with 'เลิกทำ' while the chart offers the undo. */
export function UndoBar({ removed, onUndo }: { removed: RemovedLine | null; onUndo: () => void }) {
  if (!removed) return null;
  return (
    <div role="status" className="sf-undo-bar" data-testid="undo-bar">
      <p className="sf-clamp-2">{lineRemoved(removed.line.name)}</p>
      <button type="button" onClick={onUndo}>
        {th.cart.undo}
      </button>
    </div>
  );
}
