import type { ShareProduct } from '../../../../machines/product-share/index.ts';
import type { SharePickerOutput } from '../../../../machines/share-picker/index.ts';
import { ShareIcon } from '../../../components/icons.tsx';
import { thShare } from '../../../i18n/th-share.ts';
import { useShareProduct } from './use-share.ts';

/** The errors the spec names are shown as they are (spec section 8); others as a short Thai text. */
const SPEC_ERRORS: readonly string[] = [
  thShare.timeout,
  thShare.outsideClient,
  thShare.noProperArgument,
  thShare.tooManyMessages,
];

/** What the page says after a share; null before the first one ends. */
export function shareStatusText(outcome: SharePickerOutput | null): string | null {
  if (!outcome) return null;
  switch (outcome.status) {
    case 'success':
      return thShare.shared;
    case 'cancel':
      return thShare.cancelled;
    case 'notAwaited':
      return thShare.opened;
    case 'error':
      return SPEC_ERRORS.includes(outcome.message) ? outcome.message : thShare.failed;
  }
}

export interface ShareButtonProps {
  /** `liff.isApiAvailable('shareTargetPicker')`: nothing is shown otherwise. */
  available: boolean;
  busy: boolean;
  outcome: SharePickerOutput | null;
  onShare: () => void;
}

/**
 * The 'share' button of the product page and, once a share has ended, a short status beside it.
 * Plain elements (src/app/plain-components.css). The row keeps its height whether or not the button
 * shows, so the page below does not move when LIFF's availability check ends (CLS, docs/performance.md).
 */
export function ShareButton({ available, busy, outcome, onShare }: ShareButtonProps) {
  if (!available) return <div className="sf-share" />;
  const status = busy ? null : shareStatusText(outcome);
  return (
    <div className="sf-share">
      <button type="button" className="sf-share-button" disabled={busy} aria-busy={busy} onClick={onShare}>
        <ShareIcon size={16} />
        {thShare.share}
      </button>
      <span
        role="status"
        className="sf-share-status"
        data-error={outcome?.status === 'error' || undefined}
        data-testid="share-status"
      >
        {status}
      </span>
    </div>
  );
}

/** The share button bound to LIFF's share target picker for one product. */
export function ProductShareButton({ product }: { product: ShareProduct }) {
  const { available, busy, outcome, share } = useShareProduct(product);
  return <ShareButton available={available} busy={busy} outcome={outcome} onShare={share} />;
}
