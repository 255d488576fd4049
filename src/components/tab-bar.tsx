import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TABS, type Tab } from '../lib/route-meta.ts';
import { GridIcon, HomeIcon, TagIcon, UserIcon } from './icons.tsx';

const ICONS: Record<Tab, ReactNode> = {
  home: <HomeIcon size={22} />,
  promotions: <TagIcon size={22} />,
  categories: <GridIcon size={22} />,
  profiles: <UserIcon size={22} />,
};

/** Bottom tab bar; the active tab carries aria-current="page". */
export function TabBar({ active }: { active: Tab | null }) {
  return (
    <Flex as="nav" aria-label="tabs" layerStyle="bottomBar">
      {TABS.map(({ tab, to, label }) => {
        const current = tab === active;
        return (
          <Box
            asChild
            key={tab}
            flex="1"
            py="1.5"
            textAlign="center"
            textDecoration="none"
            color={current ? 'brand.600' : 'fg.muted'}
            fontWeight={current ? 'bold' : 'normal'}
          >
            <Link to={to} aria-current={current ? 'page' : undefined}>
              <Flex direction="column" align="center" gap="0.5" fontSize="xs" lineHeight="1.6">
                {ICONS[tab]}
                {label}
              </Flex>
            </Link>
          </Box>
        );
      })}
    </Flex>
  );
}

/** Space so content never hides behind the fixed tab bar. */
export const TAB_BAR_SPACE = 'calc(4.5rem + env(safe-area-inset-bottom))';
