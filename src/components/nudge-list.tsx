import type { Nudge } from '../../contract/summary.ts';
import { nudgeLines, thCheckout } from '../i18n/th-checkout.ts';
import { formatBaht } from '../lib/money.ts';
import { sellingUnit } from '../lib/selling-unit.ts';

/** How many nudges show before 'ดูเพิ่มเติม'. */
const SHOWN = 3;

/** A nudge's headline and second line (docs/pricing.md "Nudges"). */
function nudgeText(nudge: Nudge): { headline: string; detail: string } {
  const unit = sellingUnit(nudge.add.pack_size);
  const amount = formatBaht(nudge.missing_amount ?? 0);
  const qty = nudge.missing_qty ?? 0;
  const gift = nudge.gift;
  switch (nudge.kind) {
    case 'step_discount':
      return { headline: nudgeLines.stepDiscount(qty, unit, nudge.percent ?? 0), detail: nudge.name };
    case 'step_free':
      return {
        headline: nudgeLines.stepFree(qty, unit, gift?.free_quantity ?? 0),
        detail: `${nudge.name} · ${nudgeLines.giftValue(formatBaht((gift?.price ?? 0) * (gift?.free_quantity ?? 0)))}`,
      };
    case 'premium':
      return {
        headline: nudgeLines.premium(amount, gift?.title ?? '', gift?.free_quantity ?? 0),
        detail: `${nudge.name} · ${nudgeLines.giftValue(formatBaht((gift?.price ?? 0) * (gift?.free_quantity ?? 0)))}`,
      };
    case 'theme_brand':
      return { headline: nudgeLines.themeBrand(amount, nudge.percent ?? 0), detail: nudge.name };
    case 'free_shipping':
      return {
        headline: nudgeLines.freeShipping(amount),
        detail: nudgeLines.saving(formatBaht(nudge.discount ?? 0)),
      };
    case 'coupon':
      return {
        headline: nudgeLines.coupon(amount, nudge.name),
        detail: nudgeLines.saving(formatBaht(nudge.discount ?? 0)),
      };
  }
}

function NudgeButton({ nudge, onAdd }: { nudge: Nudge; onAdd: (nudge: Nudge) => void }) {
  const { headline, detail } = nudgeText(nudge);
  const unit = sellingUnit(nudge.add.pack_size);
  return (
    <li>
      <button
        type="button"
        className="sf-nudge"
        data-testid="nudge"
        data-kind={nudge.kind}
        aria-label={nudgeLines.addLabel(headline, nudge.add.title, nudge.add.quantity, unit)}
        onClick={() => onAdd(nudge)}
      >
        <span className="sf-nudge-text">
          <span className="sf-nudge-headline">{headline}</span>
          <span className="sf-nudge-detail">
            {detail} · {nudge.add.title}
          </span>
        </span>
        <span className="sf-nudge-add" aria-hidden="true">
          {nudgeLines.add(nudge.add.quantity, unit)}
        </span>
      </button>
    </li>
  );
}

/**
 * What the order is close to (the pricing engine's nudges, docs/pricing.md "Nudges"), in the cart
 * and on the summary: each a button whose one tap adds exactly what its line is missing
 * (`onAdd`). The first three show; the rest behind 'ดูเพิ่มเติม'. Plain elements
 * (src/app/plain-components.css), usable with or without Chakra.
 */
export function NudgeList({ nudges, onAdd }: { nudges: readonly Nudge[]; onAdd: (nudge: Nudge) => void }) {
  if (nudges.length === 0) return null;
  const key = (n: Nudge, i: number) => `${n.kind}-${n.promotion_id ?? n.coupon_code ?? ''}-${i}`;
  return (
    <section className="sf-nudges" aria-label={thCheckout.nudges.title} data-testid="nudges">
      <h2 className="sf-nudges-title">{thCheckout.nudges.title}</h2>
      <ul className="sf-nudge-list">
        {nudges.slice(0, SHOWN).map((n, i) => (
          <NudgeButton key={key(n, i)} nudge={n} onAdd={onAdd} />
        ))}
      </ul>
      {nudges.length > SHOWN && (
        <details className="sf-nudge-more">
          <summary>
            {thCheckout.nudges.more} ({nudges.length - SHOWN})
          </summary>
          <ul className="sf-nudge-list">
            {nudges.slice(SHOWN).map((n, i) => (
              <NudgeButton key={key(n, i + SHOWN)} nudge={n} onAdd={onAdd} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
