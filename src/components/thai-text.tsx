import { Fragment } from 'react';
import { thaiBreakParts } from '../lib/thai-text.ts';

/**
 * Catalogue text (product titles, names) that breaks lines between Thai words and never between
 * a number and its unit or inside a brand name (src/lib/thai-text.ts). The DOM text stays the
 * given text: break opportunities are <wbr> elements, bound parts nowrap spans.
 */
export function ThaiText({ text }: { text: string }) {
  const chunks = thaiBreakParts(text);
  return (
    <>
      {chunks.map((parts, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {parts.map((part, j) =>
            part.nowrap ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <span key={j} style={{ whiteSpace: 'nowrap' }}>
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
