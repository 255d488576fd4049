import type { CartLine } from '../../../../machines/cart/index.ts';
import type { Observation } from '../model.ts';

type Payload = { id: number; name: string; price: number; discount: number; imageUrl: string | null };
type Refresh = { id: number; outcome: string; price?: number; discount?: number; imageUrl?: string | null };
const MAX = 999;

/**
 * The cart lines the spec says the screen shows after a step, from the lines before it
 * (section 4 "Adding to cart", "Cart selection", "Cart refresh on opening"; section 5 quantities;
 * the undo of a removal puts the line back at its place). null: the step is not one these rules cover.
 * The lines are typed with the chart's CartLine: a type catches no wrong step (the lines worked out
 * here are compared with the chart's at run time), so a copy written apart would only drift.
 */
export function cartLinesRule(before: { products: CartLine[] }, step: Observation): CartLine[] | null {
  const lines = before.products;
  const event = step.event as { type: string } & Record<string, unknown>;
  const has = (id: unknown) => lines.some((l) => l.id === id);
  switch (event.type) {
    case 'cart.addLine': {
      const { line, qty } = event as unknown as { line: Payload; qty: number };
      if (!Number.isSafeInteger(qty) || qty < 1) return lines;
      const fields = { name: line.name, price: line.price, discount: line.discount };
      // Already there: quantity raised, name, price and discount refreshed; else appended unselected.
      if (has(line.id))
        return lines.map((l) =>
          l.id === line.id ? { ...l, ...fields, qty: Math.min(l.qty + qty, MAX) } : l,
        );
      return [
        ...lines,
        { id: line.id, ...fields, imageUrl: line.imageUrl, qty: Math.min(qty, MAX), select: false },
      ];
    }
    case 'cart.setQty': {
      const qty = event.qty as number;
      return Number.isInteger(qty) && qty >= 1 && qty <= MAX
        ? lines.map((l) => (l.id === event.id ? { ...l, qty } : l))
        : lines;
    }
    case 'cart.typeQty': {
      const text = String(event.text).trim();
      if (!/^\d+$/.test(text) || Number(text) < 1) return lines;
      return lines.map((l) => (l.id === event.id ? { ...l, qty: Math.min(Number(text), MAX) } : l));
    }
    case 'cart.toggleSelect':
      return lines.map((l) => (l.id === event.id ? { ...l, select: !l.select } : l));
    case 'cart.toggleSelectAll': {
      const all = lines.length > 0 && lines.every((l) => l.select);
      return lines.map((l) => ({ ...l, select: !all }));
    }
    case 'cart.remove':
      return lines.filter((l) => l.id !== event.id);
    case 'cart.removeLines':
      return lines.filter((l) => !(event.ids as number[]).includes(l.id));
    case 'cart.pay':
    case 'cart.commitQty':
    case 'cart.refresh':
    case 'cart.reorder':
    case 'cart.reorderFailed':
      return lines;
    // A reorder's lines are added as the product page adds them, then exactly they are ticked.
    case 'cart.reordered': {
      const added = event.lines as { line: Payload; qty: number }[];
      const merged = added.reduce(
        (current, { line, qty }) =>
          cartLinesRule({ products: current }, { ...step, event: { type: 'cart.addLine', line, qty } }) ??
          current,
        lines,
      );
      const ids = added.map(({ line }) => line.id);
      return merged.map((l) => ({ ...l, select: ids.includes(l.id) }));
    }
    case 'cart.refreshed': {
      const outcomes = new Map((event.outcomes as Refresh[]).map((o) => [o.id, o]));
      return lines.flatMap((l) => {
        const o = outcomes.get(l.id);
        if (o?.outcome === 'gone') return [];
        if (o?.outcome === 'failed') return [{ ...l, stale: true }];
        if (o?.outcome === 'updated') {
          const { stale: _, ...fresh } = l;
          return [
            {
              ...fresh,
              price: o.price as number,
              discount: o.discount as number,
              imageUrl: o.imageUrl ?? null,
            },
          ];
        }
        return [l];
      });
    }
  }
  return null;
}
