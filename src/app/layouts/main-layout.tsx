import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MainHeader } from '../../components/main-header.tsx';
import { TAB_BAR_SPACE, TabBar } from '../../components/tab-bar.tsx';
import { ApiHeaderSearch } from '../../features/catalogue/header-search.tsx';
import { activeTab, showsBack } from '../../lib/route-meta.ts';
import { useCartHasProducts } from '../../services/cart-indicator.ts';

/**
 * The category drawer, its chart and Ark's dialog load on the first press of the header button
 * (a lazy chunk): /home's JavaScript does not carry them. Once loaded it stays mounted, follows
 * route changes (drawer.routeChanged) and reopens on every press.
 */
const CategoryDrawer = lazy(() => import('../../features/catalogue/category-drawer.tsx'));

/** Main layout: sticky header, the page, bottom tab bar (spec section 2 "Shell"). */
export default function MainLayout() {
  const { pathname } = useLocation();
  const cartHasProducts = useCartHasProducts();
  // Presses of the drawer button; 0 until the first one, which loads the drawer.
  const [drawerRequests, setDrawerRequests] = useState(0);
  return (
    <Box pb={TAB_BAR_SPACE}>
      <MainHeader
        showBack={showsBack('main', pathname)}
        showLogo={pathname === '/home'}
        cartHasProducts={cartHasProducts}
        onOpenDrawer={() => setDrawerRequests((count) => count + 1)}
        search={<ApiHeaderSearch />}
      />
      <Box as="main">
        <Outlet />
      </Box>
      <TabBar active={activeTab(pathname)} />
      {drawerRequests > 0 && (
        <Suspense fallback={null}>
          <CategoryDrawer openRequest={drawerRequests} />
        </Suspense>
      )}
    </Box>
  );
}
