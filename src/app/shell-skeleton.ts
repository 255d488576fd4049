import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import { th } from '../i18n/th.ts';

/**
 * The first screen before any data (issue 12 "perceived speed"): the green header with the logo,
 * grey boxes where home's banner, promotion strip and shop types will be, the tab bar, and the
 * 'loading' status. The build renders it into index.html (vite.config.ts), so it paints with the
 * page itself before any JavaScript; React then renders the same markup while sign-in runs and
 * while a route's code loads, so nothing blinks or moves. Plain elements with inline styles (no
 * Chakra): it must render without the styling runtime. Sizes follow the real shell (header 56 px,
 * banner 750:300 inside 16 px margins) so the content takes the boxes' places.
 */

const GREY = '#eef0ef';
const box = (style: CSSProperties) => h('div', { style: { background: GREY, borderRadius: 8, ...style } });
const section = (...children: ReactNode[]) => h('div', { style: { padding: '12px 16px' } }, ...children);
const wide = { width: '100%', aspectRatio: '750 / 300' };

export function ShellSkeleton() {
  return h(
    'div',
    { 'data-testid': 'shell-skeleton', 'aria-busy': 'true' },
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          height: 56,
          padding: '8px 8px 8px 56px',
          background: '#0b8a4a',
          color: '#ffffff',
          fontWeight: 700,
          fontSize: '1.125rem',
          whiteSpace: 'nowrap',
        },
      },
      th.shell.logo,
    ),
    section(box(wide)),
    section(box({ width: '80%', aspectRatio: '750 / 300' })),
    section(
      h(
        'div',
        { style: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12 } },
        box({ aspectRatio: '1' }),
        box({ aspectRatio: '1' }),
        box({ aspectRatio: '1' }),
      ),
    ),
    h(
      'p',
      { role: 'status', style: { margin: 0, padding: '8px 16px', textAlign: 'center', color: '#66727f' } },
      th.app.loading,
    ),
  );
}
