import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { th } from '../i18n/th.ts';
import { TABS, type Tab } from '../lib/route-meta.ts';
import { GridIcon, HomeIcon, TagIcon, UserIcon } from './icons.tsx';

const ICONS: Record<Tab, ReactNode> = {
  home: <HomeIcon size={22} />,
  promotions: <TagIcon size={22} />,
  categories: <GridIcon size={22} />,
  profiles: <UserIcon size={22} />,
};

/** Bottom tab bar; the active tab carries aria-current="page". Plain elements (src/app/first-screen.css). */
export function TabBar({ active }: { active: Tab | null }) {
  return (
    <nav aria-label={th.shell.tabBar} className="sf-tabbar">
      {TABS.map(({ tab, to, label }) => (
        <Link key={tab} to={to} className="sf-tab" aria-current={tab === active ? 'page' : undefined}>
          <span>
            {ICONS[tab]}
            {label}
          </span>
        </Link>
      ))}
    </nav>
  );
}

/** Space so content never hides behind the fixed tab bar. */
export const TAB_BAR_SPACE = 'calc(4.5rem + env(safe-area-inset-bottom))';
