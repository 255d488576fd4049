import { WholeWords } from '../../components/whole-words.tsx';
import { thCheckout } from '../../i18n/th-checkout.ts';

/**
 * The status checks do not reach the server (the chart's isConnectionLost): one calm line under the
 * countdown, in the look of the app's other "did not work" lines (sf-load-failed-line), in the page's
 * flow so it covers nothing; the QR stays. The `role="status"` region is always there (empty while
 * connected, and then out of the page's flow), so a screen reader hears the line when it comes.
 */
export function QrConnectionLost({ lost, expired }: { lost: boolean; expired: boolean }) {
  return (
    // Empty, the region is out of the flow (sr-only): the column's gap stays as it was without the line.
    <div role="status" className={lost ? undefined : 'sr-only'} style={{ alignSelf: 'stretch' }}>
      {lost && (
        <div className="sf-load-failed-line" style={{ margin: 0 }} data-testid="qr-connection-lost">
          <p>
            <WholeWords text={expired ? thCheckout.qr.connectionLostExpired : thCheckout.qr.connectionLost} />
          </p>
        </div>
      )}
    </div>
  );
}
