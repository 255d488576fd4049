import { Link } from 'react-router-dom';

export interface NoticeProps {
  /** The accessible name of the notice (a screen's name). */
  label?: string;
  /** The large symbol above the title its tone shows (SYMBOL), hidden from assistive tech. */
  tone?: NoticeTone;
  title?: string;
  text: string;
  /** A line under the text (e.g. the order number of the success page). */
  detail?: { text: string; testId?: string };
  /** The way on: a button-styled link. */
  action: NoticeAction;
  /** A second way on, outlined (e.g. 'go to the order' next to 'back home'). */
  secondaryAction?: NoticeAction;
}

type NoticeAction = { to: string; label: string; replace?: boolean };

type NoticeTone = 'muted' | 'success' | 'warning';

/** One symbol a tone: done, something to know, nothing there. */
const SYMBOL: Record<NoticeTone, string> = { success: '✓', warning: '!', muted: '?' };

/**
 * A centred message with one way on: payment successful, pay later, an empty order tab, not found.
 * Plain elements (src/app/plain-components.css).
 */
export function Notice({ label, tone, title, text, detail, action, secondaryAction }: NoticeProps) {
  return (
    <section className="sf-notice" aria-label={label}>
      {tone && (
        <p aria-hidden className="sf-notice-symbol" data-tone={tone}>
          {SYMBOL[tone]}
        </p>
      )}
      {title && <h2 className="sf-notice-title">{title}</h2>}
      <p className="sf-notice-text">{text}</p>
      {detail && (
        <p className="sf-notice-detail" data-testid={detail.testId}>
          {detail.text}
        </p>
      )}
      {secondaryAction && (
        <Link className="sf-link-button-outline" to={secondaryAction.to} replace={secondaryAction.replace}>
          {secondaryAction.label}
        </Link>
      )}
      <Link className="sf-link-button" to={action.to} replace={action.replace}>
        {action.label}
      </Link>
    </section>
  );
}
