import type { PreviewView } from '../../../machines/cart/index.ts';
import { payWithCount, th } from '../../i18n/th.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { formatBaht } from '../../lib/money.ts';

export interface CartPayBarProps {
  total: number;
  /** The server's estimate of the selected lines: what /summary will ask to pay. */
  preview?: PreviewView;
  count: number;
  canPay: boolean;
  /** Message shown after pressing the pay button when it cannot pay (role="alert"). */
  message: string | null;
  onPay: () => void;
}

/**
 * The bottom bar (spec section 2 "Cart", section 5 "Cart pay button"): the selected total and the
 * pay button with the count of selected lines.
 *
 * Why aria-disabled and not `disabled`: the spec wants the button disabled with no selection or
 * under the minimum, AND a message when it is pressed in those states ('กรุณาเลือกสินค้า' /
 * 'สั่งซื้อขั้นต่ำ 500 บาท'). A native `disabled` button receives no clicks, so the messages would be
 * unreachable. The button therefore LOOKS disabled (greyed, not-allowed cursor), says so to
 * assistive technology with aria-disabled="true", stays focusable and pressable, and pressing it
 * shows the message as an inline alert instead of going to /summary. Plain elements
 * (src/app/plain-components.css).
 */
export function CartPayBar({ total, preview, count, canPay, message, onPay }: CartPayBarProps) {
  return (
    <div className="sf-bottom-bar">
      {message && (
        <div role="alert" className="sf-cart-notice sf-pay-message">
          {message}
        </div>
      )}
      <div className="sf-pay-row">
        <div>
          <p className="sf-pay-label">{th.cart.total}</p>
          <p className="sf-money sf-pay-total" data-testid="cart-total">
            {formatBaht(total)}
          </p>
          {preview && preview.status !== 'none' && <Estimate preview={preview} />}
        </div>
        <button
          type="button"
          className="sf-pay-button"
          aria-disabled={!canPay}
          data-disabled={canPay ? undefined : ''}
          onClick={onPay}
        >
          {payWithCount(count)}
        </button>
      </div>
    </div>
  );
}

/**
 * Beside the list total, what /summary will ask to pay (the server's estimate with the coupon chosen
 * on /summary, else the best, and shipping included), or that it is being computed or could not be:
 * never a stale figure.
 */
function Estimate({ preview }: { preview: PreviewView }) {
  return (
    <p
      className="sf-pay-estimate"
      data-testid="cart-estimate"
      data-status={preview.status}
      aria-live="polite"
    >
      {preview.status === 'ready' ? (
        <>
          {thCheckout.nudges.estimate}{' '}
          <strong className="sf-money">{formatBaht(preview.preview.total)}</strong>
        </>
      ) : preview.status === 'failed' ? (
        thCheckout.nudges.estimateFailed
      ) : (
        thCheckout.nudges.estimating
      )}
    </p>
  );
}
