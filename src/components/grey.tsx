import type { CSSProperties } from 'react';

/**
 * A grey box where content will be while its data loads (src/app/first-screen.css `.sf-grey`):
 * home's and the detail pages' skeletons. Hidden from assistive tech: the page marks itself busy
 * (aria-busy). `line` gives a line of text its spacing. Plain element: renders without Chakra.
 */
export function Grey({
  aspectRatio,
  round,
  line,
  flex,
  width,
  height,
}: {
  aspectRatio?: string;
  round?: boolean;
  line?: boolean;
  flex?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}) {
  const className = ['sf-grey', round && 'sf-round', line && 'sf-grey-line'].filter(Boolean).join(' ');
  return <div aria-hidden="true" className={className} style={{ aspectRatio, flex, width, height }} />;
}
