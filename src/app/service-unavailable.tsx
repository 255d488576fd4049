import { th } from '../i18n/th.ts';

/**
 * Sign-in met a service outage (LINE or the shop's backend answered 503): say so
 * and offer to try again. Never the 'not registered' text, never closing the window.
 */
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="sf-status sf-status-column">
      <h1>{th.app.unavailableTitle}</h1>
      <p>{th.app.unavailableNote}</p>
      <button type="button" className="sf-primary-button" onClick={onRetry}>
        {th.app.retry}
      </button>
    </div>
  );
}
