import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import ChakraScope from '../../components/chakra-scope.tsx';
import { TAB_BAR_SPACE, TabBar } from '../../components/tab-bar.tsx';
import { TitleHeader } from '../../components/title-header.tsx';
import { accountTitle, activeTab, showsBack } from '../../lib/route-meta.ts';
import { ScreenLoadBoundary } from '../screen-load-boundary.tsx';

/** Account layout: titled header, the page, and the tab bar (profiles highlighted). */
export default function AccountLayout() {
  const { pathname } = useLocation();
  return (
    <ChakraScope>
      <Box pb={TAB_BAR_SPACE}>
        <TitleHeader title={accountTitle(pathname)} showBack={showsBack('account', pathname)} />
        <Box as="main">
          <ScreenLoadBoundary>
            <Outlet />
          </ScreenLoadBoundary>
        </Box>
        <TabBar active={activeTab(pathname)} />
      </Box>
    </ChakraScope>
  );
}
