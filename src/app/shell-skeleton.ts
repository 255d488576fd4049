import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import { th } from '../i18n/th.ts';
import { TABS } from '../lib/route-meta.ts';

/**
 * The first screen before any data (so a slow phone shows the frame at once): the green header with the logo,
 * grey boxes where home's banner, promotion strip and shop types will be, the tab bar, and the
 * 'loading' status. The build renders it into index.html (vite.config.ts), so it paints with the
 * page itself before any JavaScript; React then renders the same markup while sign-in runs and
 * while a route's code loads, so nothing blinks or moves. Plain elements with inline styles (no
 * Chakra): it must render without the styling runtime. Sizes follow the real shell (header 56 px,
 * banner 750:300 inside 16 px margins) so the content takes the boxes' places.
 *
 * Opened on home, the server puts the first banner's image (public, like the page) into the banner
 * box (server/http/preload.ts), and React keeps showing it (`banner`, read from the page at start):
 * the largest image of the first screen paints while sign-in runs instead of after it (LCP).
 */

const GREY = '#eef0ef';
const box = (style: CSSProperties) => h('div', { style: { background: GREY, borderRadius: 8, ...style } });
const section = (...children: ReactNode[]) => h('div', { style: { padding: '12px 16px' } }, ...children);
const wide = { width: '100%', aspectRatio: '750 / 300' };

/** The banner box; the server fills it on home (server/http/preload.ts finds it by the attribute). */
export const BANNER_SLOT = 'data-banner-slot';
/** The image in the banner box, in the same markup the server writes. */
const bannerImageStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '750 / 300',
  borderRadius: 8,
  objectFit: 'cover',
};

const bannerBox = (banner: string | null | undefined) =>
  h(
    'div',
    { [BANNER_SLOT]: '', style: { background: GREY, borderRadius: 8, ...wide } },
    banner
      ? h('img', {
          src: banner,
          alt: '',
          width: 750,
          height: 300,
          fetchPriority: 'high',
          style: bannerImageStyle,
        })
      : null,
  );

/** Where a tab's icon goes (src/components/tab-bar.tsx draws 22 px icons): the bar keeps its height. */
export const TAB_ICON_SPACE: CSSProperties = { display: 'block', width: 22, height: 22 };

/**
 * The bottom tab bar as the page paints it (the real one's classes, src/app/first-screen.css, which
 * the entry's stylesheet in the page's head carries): the tabs show from the first frame (spec
 * section 2: the shell's header and tabs while 'loading' shows). Plain links: before the app runs
 * a tap opens that page.
 */
const tabBar = () =>
  h(
    'nav',
    { 'aria-label': th.shell.tabBar, className: 'sf-tabbar' },
    ...TABS.map(({ tab, to, label }) =>
      h(
        'a',
        { key: tab, href: to, className: 'sf-tab' },
        h('span', null, h('span', { style: TAB_ICON_SPACE }), label),
      ),
    ),
  );

export function ShellSkeleton({ banner }: { banner?: string | null } = {}) {
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
    section(bannerBox(banner)),
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
    tabBar(),
  );
}

/** The app's frame (src/app/app.tsx): the centred column every screen renders in. */
export const APP_FRAME_CLASS = 'sf-app';

/**
 * The page's root before any script runs, exactly as the app first renders it (the frame with the
 * skeleton; on home the server adds the first banner to the slot, and the app reads it from the
 * page): src/main.tsx hydrates these elements instead of replacing them, so what the page painted
 * stays on screen, and nothing paints a second time (LCP, docs/performance.md).
 */
export const PageSkeleton = ({ banner }: { banner?: string | null } = {}) =>
  h('div', { className: APP_FRAME_CLASS }, ShellSkeleton({ banner }));
