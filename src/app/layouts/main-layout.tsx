import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MainHeader } from '../../components/main-header.tsx';
import { TabBar } from '../../components/tab-bar.tsx';
import { WithChakra } from '../../components/with-chakra.tsx';
import { ApiHeaderSearch } from '../../features/catalogue/header-search.tsx';
import { activeTab, showsBack } from '../../lib/route-meta.ts';
import { useCartHasProducts } from '../../services/cart-indicator.ts';

/**
 * The category drawer, its chart and Ark's dialog load on the first press of the header button
 * (a lazy chunk): /home's JavaScript does not carry them. Once loaded it stays mounted, follows
 * route changes (drawer.routeChanged) and reopens on every press.
 */
const CategoryDrawer = lazy(() => import('../../features/catalogue/category-drawer.tsx'));

/**
 * Main layout: sticky header, the page, bottom tab bar (spec section 2 "Shell"). The header, the
 * tab bar and home are plain elements; the other screens of this layout use Chakra and get it
 * with their code (WithChakra).
 */
export default function MainLayout() {
  const { pathname } = useLocation();
  const cartHasProducts = useCartHasProducts();
  // Presses of the drawer button; 0 until the first one, which loads the drawer.
  const [drawerRequests, setDrawerRequests] = useState(0);
  return (
    <div className="sf-with-tabs">
      <MainHeader
        showBack={showsBack('main', pathname)}
        showLogo={pathname === '/home'}
        cartHasProducts={cartHasProducts}
        onOpenDrawer={() => setDrawerRequests((count) => count + 1)}
        search={<ApiHeaderSearch />}
      />
      <main>
        {pathname === '/home' ? (
          <Outlet />
        ) : (
          <WithChakra>
            <Outlet />
          </WithChakra>
        )}
      </main>
      <TabBar active={activeTab(pathname)} />
      {drawerRequests > 0 && (
        <Suspense fallback={null}>
          <WithChakra>
            <CategoryDrawer openRequest={drawerRequests} />
          </WithChakra>
        </Suspense>
      )}
    </div>
  );
}
