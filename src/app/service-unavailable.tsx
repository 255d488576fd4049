import { WholeWords } from '../components/whole-words.tsx';
import { th } from '../i18n/th.ts';
import { useBrowserOnline } from '../lib/use-browser-online.ts';

/**
 * Sign-in met a service outage (LINE or the shop's backend answered 503, or nothing answered): say
 * so and offer to try again. Never the 'not registered' text, never closing the window. With the
 * phone offline it says that the connection is missing, not that the shop is down; the app signs in
 * again by itself once the browser is back online (AuthGate).
 */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  const online = useBrowserOnline();
  return (
    <div role="alert" className="sf-status sf-status-column">
      <h1>{online ? th.app.unavailableTitle : th.app.offlineTitle}</h1>
      <p>{online ? th.app.unavailableNote : <WholeWords text={th.app.offlineNote} />}</p>
      <button type="button" className="sf-primary-button" onClick={onRetry}>
        {th.app.retry}
      </button>
    </div>
  );
}
