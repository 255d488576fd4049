import { th } from '../i18n/th.ts';
import { WholeWords } from './whole-words.tsx';

/**
 * A page of which nothing could be shown because the connection failed (a screen's code did not
 * arrive; every section of home failed): a heading, a note and 'ลองอีกครั้ง', in the middle of the
 * space the page would fill, never a page blank under its header. A load that failed only in part
 * is one line instead (load-failed-line.tsx). Plain elements (src/app/first-screen.css).
 */
export function LoadFailedPanel({
  title,
  note,
  onRetry,
  busy = false,
  heading: Heading = 'h2',
  testId,
}: {
  title: string;
  note: string;
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  busy?: boolean;
  /** 'h1' where the page has no heading of its own. */
  heading?: 'h1' | 'h2';
  testId?: string;
}) {
  return (
    <div role="alert" className="sf-load-failed" data-testid={testId}>
      <Heading>{title}</Heading>
      <TextAndRetry text={note} onRetry={onRetry} busy={busy} />
    </div>
  );
}

/**
 * What every failed load says (the panel above, load-failed-line.tsx): its text, in which the
 * browser may not split 'ตรวจสอบ', 'เชื่อมต่อ' or 'อินเทอร์เน็ต', and the retry button, which waits
 * while a retry is under way.
 */
export function TextAndRetry({
  text,
  retryLabel = th.screenLoad.retry,
  onRetry,
  busy,
}: {
  text: string;
  retryLabel?: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <>
      <p>
        <WholeWords text={text} />
      </p>
      <button
        type="button"
        className="sf-primary-button"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </>
  );
}
