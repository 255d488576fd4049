import { th } from '../i18n/th.ts';
import { TextAndRetry } from './load-failed-panel.tsx';

/**
 * A load that failed (offline, a server error) without a dialog (spec section 8 keeps these silent):
 * one inline Thai line saying so, with 'ลองอีกครั้ง', under or instead of what loaded, so that a
 * screen is never left empty or telling an untruth ('no products', 'not found'). The chart behind it
 * also loads again by itself when the browser is back online (src/services/use-online-event.ts).
 * Plain elements (src/app/first-screen.css): usable with or without Chakra.
 */
export function LoadFailedLine({
  text,
  retryLabel = th.screenLoad.retry,
  onRetry,
  testId,
  busy = false,
}: {
  text: string;
  /** 'ลองอีกครั้ง' unless the screen's strings name it. */
  retryLabel?: string;
  onRetry: () => void;
  testId?: string;
  /** A retry is under way: the button waits. */
  busy?: boolean;
}) {
  return (
    <div role="status" className="sf-load-failed-line" data-testid={testId}>
      <TextAndRetry text={text} retryLabel={retryLabel} onRetry={onRetry} busy={busy} />
    </div>
  );
}
