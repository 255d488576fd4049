import { Box } from '@chakra-ui/react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MainHeader } from '../../components/main-header.tsx';
import { TAB_BAR_SPACE, TabBar } from '../../components/tab-bar.tsx';
import { useCartHasProducts } from '../cart-indicator.ts';
import { activeTab, showsBack } from '../route-meta.ts';

/** Main layout: sticky header, the page, bottom tab bar (spec section 2 "Shell"). */
export default function MainLayout() {
  const { pathname } = useLocation();
  const cartHasProducts = useCartHasProducts();
  const navigate = useNavigate();
  return (
    <Box pb={TAB_BAR_SPACE}>
      <MainHeader
        showBack={showsBack('main', pathname)}
        showLogo={pathname === '/home'}
        cartHasProducts={cartHasProducts}
        // Until the category drawer arrives with the catalogue screens, the button opens the
        // category chooser, which lists the same categories.
        onOpenDrawer={() => navigate('/categories')}
      />
      <Box as="main">
        <Outlet />
      </Box>
      <TabBar active={activeTab(pathname)} />
    </Box>
  );
}
