import { useActorRef, useSelector } from '@xstate/react';
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { failedUrlOf, isLoadBusy, showsLoadFailure, showsScreen } from '../../machines/screen-load/index.ts';
import { LoadFailedPanel } from '../components/load-failed-panel.tsx';
import { WithChakra } from '../components/with-chakra.tsx';
import { th } from '../i18n/th.ts';
import { TABS } from '../lib/route-meta.ts';
import { mayReloadForNewBuild, reloadForNewBuild, screenLoadLogic } from '../services/screen-load.ts';
import { loadRoute } from './route-code.ts';
import { TAB_ICON_SPACE } from './shell-skeleton.ts';

/**
 * A layout's or a screen's code that does not arrive never blanks the page: the
 * screen-load chart (machines/screen-load) decides, this renders it. Around a layout's outlet the
 * failure text takes the screen's place under the layout's header and above its tabs; around a
 * layout itself (`shell`, the layout's own code failed) it shows in a plain shell with the header
 * and the tab bar, like the page's skeleton. Errors other than a module that failed to load go on
 * to the boundary above, as before.
 */

const MODULE_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload|error loading dynamically imported/i;

const isModuleLoadError = (error: unknown): boolean =>
  MODULE_LOAD_ERROR.test(error instanceof Error ? error.message : String(error));

class Catcher extends Component<
  { onFailed: (error: unknown) => void; children: ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (isModuleLoadError(error)) this.props.onFailed(error);
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a load failure: the boundary above handles it.
    if (!isModuleLoadError(error)) throw error;
    return null;
  }
}

/** The text that the connection failed, with 'ลองอีกครั้ง', where the screen would be. */
function ScreenLoadFailure({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <LoadFailedPanel
      heading="h1"
      title={th.screenLoad.title}
      note={th.screenLoad.note}
      busy={busy}
      onRetry={onRetry}
    />
  );
}

/** The shell a layout whose own code failed shows instead: the header and the tab bar stay. */
function FailureShell({ children }: { children: ReactNode }) {
  return (
    <div className="sf-with-tabs">
      <header className="sf-header">
        <span className="sf-logo">{th.shell.logo}</span>
      </header>
      <main>{children}</main>
      <nav aria-label={th.shell.tabBar} className="sf-tabbar">
        {TABS.map(({ tab, to, label }) => (
          <Link key={tab} to={to} className="sf-tab">
            <span>
              <span style={TAB_ICON_SPACE} />
              {label}
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}

export function ScreenLoadBoundary({ shell = false, children }: { shell?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const [logic] = useState(() => screenLoadLogic(() => loadRoute(path.current)));
  const actor = useActorRef(logic, { input: { mayReload: mayReloadForNewBuild() } });
  const showing = useSelector(actor, showsScreen);
  const failed = useSelector(actor, showsLoadFailure);
  const busy = useSelector(actor, isLoadBusy);
  useEffect(() => {
    const sub = actor.on('reload', reloadForNewBuild);
    const online = () => actor.send({ type: 'network.online' });
    window.addEventListener('online', online);
    return () => {
      sub.unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [actor]);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    actor.send({ type: 'route.changed' });
  }, [actor, pathname]);

  // The Catcher is unmounted while the failure shows: the screen comes back in a fresh one.
  if (showing)
    return (
      <Catcher onFailed={(error) => actor.send({ type: 'load.failed', url: failedUrlOf(error) })}>
        {children}
      </Catcher>
    );
  const content = failed ? (
    <ScreenLoadFailure busy={busy} onRetry={() => actor.send({ type: 'load.retry' })} />
  ) : (
    <div className="sf-load-failed" aria-busy="true" />
  );
  return shell ? <FailureShell>{content}</FailureShell> : content;
}

/**
 * A layout's screen: the page's `main`, its code's load watched (ScreenLoadBoundary). A `plain`
 * screen renders without Chakra (docs/performance.md: /home, /cart); the others
 * get Chakra with their code (WithChakra).
 */
export function ScreenOutlet({ plain }: { plain: boolean }) {
  return (
    <main>
      <ScreenLoadBoundary>
        {plain ? (
          <Outlet />
        ) : (
          <WithChakra>
            <Outlet />
          </WithChakra>
        )}
      </ScreenLoadBoundary>
    </main>
  );
}
