import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { MainHeader } from '../../components/main-header.tsx';
import { QuickAddProvider } from '../../components/quick-add.tsx';
import { TabBar } from '../../components/tab-bar.tsx';
import { WithChakra } from '../../components/with-chakra.tsx';
import type { CategoryDrawerActor } from '../../features/catalogue/category-drawer.tsx';
import { ApiHeaderSearch } from '../../features/catalogue/header-search.tsx';
import { activeTab, showsBack } from '../../lib/route-meta.ts';
import { useCartHasProducts } from '../../services/cart-indicator.ts';
import { useServices } from '../../services/services-context.tsx';
import { ScreenOutlet } from '../screen-load-boundary.tsx';

/**
 * The category drawer, its chart and Ark's dialog load on the first press of the header button
 * (a lazy chunk): /home's JavaScript does not carry them. The first press starts the drawer's chart;
 * every press sends it `drawer.open`. Once loaded the drawer stays mounted and follows route changes
 * (drawer.routeChanged); the chart stops with the layout.
 */
const loadDrawer = () => import('../../features/catalogue/category-drawer.tsx');
const CategoryDrawer = lazy(loadDrawer);

/**
 * Main layout: sticky header, the page, bottom tab bar (spec section 2 "Shell"). The header, the
 * tab bar and home are plain elements; the other screens of this layout use Chakra and get it
 * with their code (WithChakra).
 */
export default function MainLayout() {
  const { pathname } = useLocation();
  const cartHasProducts = useCartHasProducts();
  const services = useServices();
  // The drawer's chart, started by the first press of the header button (null until then).
  const [drawer, setDrawer] = useState<CategoryDrawerActor | null>(null);
  const starting = useRef<Promise<CategoryDrawerActor> | null>(null);
  useEffect(() => () => void starting.current?.then((actor) => actor.stop()), []);
  const openDrawer = () => {
    starting.current ??= loadDrawer().then(({ startCategoryDrawer }) => {
      // The address bar's path: while a lazy screen loads, the router still renders the previous one.
      const actor = startCategoryDrawer(services, window.location.pathname);
      setDrawer(actor);
      return actor;
    });
    void starting.current.then((actor) => actor.send({ type: 'drawer.open' }));
  };
  return (
    <QuickAddProvider>
      <div className="sf-with-tabs">
        <MainHeader
          showBack={showsBack('main', pathname)}
          showLogo={pathname === paths.home()}
          cartHasProducts={cartHasProducts}
          onOpenDrawer={openDrawer}
          search={<ApiHeaderSearch />}
        />
        <ScreenOutlet plain={pathname === paths.home()} />
        <TabBar active={activeTab(pathname)} />
        {drawer && (
          <Suspense fallback={null}>
            <WithChakra>
              <CategoryDrawer actorRef={drawer} />
            </WithChakra>
          </Suspense>
        )}
      </div>
    </QuickAddProvider>
  );
}
