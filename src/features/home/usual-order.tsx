import { useCallback } from 'react';
import { type HomeUsualItem, USUAL_REORDER_ID, usualReorder } from '../../../machines/home/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { th, usualQuantity } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';
import { sellingUnit } from '../../lib/selling-unit.ts';
import { cartOf } from '../../services/cart.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * Home's usual order (restocking in a few taps): the shop's products of its latest paid or delivered orders,
 * each with its last quantity in its selling unit and today's price (a product no longer sold is
 * named, greyed, 'เลิกขายแล้ว'), and one 'สั่งซ้ำ' that hands them to the cart as a reorder: the
 * cart chart adds them with those quantities, ticks them, saves and opens /cart (machines/home/
 * usual-order.ts). A lazy chunk: the cart's chart loads with it, below the fold. Plain elements.
 */
export default function UsualOrder({ items }: { items: readonly HomeUsualItem[] }) {
  const cart = cartOf(useServices());
  const follows = useCallback(() => cart.getSnapshot().context.reorderId === USUAL_REORDER_ID, [cart]);
  useMachineNavigation(cart, follows);
  return (
    <div data-testid="usual-order" className="sf-usual">
      <ul className="sf-usual-list">
        {items.map((item) => {
          const product = item.product;
          return (
            <li key={item.sku_id} className="sf-usual-item" data-gone={product ? undefined : ''}>
              <span className="sf-usual-image">
                <ProductImage src={product?.image_url ?? null} alt="" radius="sm" decorative />
              </span>
              <span className="sf-usual-text">
                <span className="sf-clamp-2">{product?.title ?? item.title}</span>
                <span className="sf-usual-meta">
                  {product
                    ? `${usualQuantity(item.quantity, sellingUnit(product.pack_size))} · ${formatBaht(product.net_price)}`
                    : th.home.noLongerSold}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="sf-add-button sf-usual-button"
        onClick={() => cart.send({ type: 'cart.reordered', ...usualReorder(items) })}
      >
        {th.home.reorderUsual}
      </button>
    </div>
  );
}
