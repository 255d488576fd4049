import { useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  type authMachine,
  errorMessage,
  isClosed,
  isReady,
  isUnavailable,
} from '../../machines/auth/index.ts';
import { initError, th } from '../i18n/th.ts';
import type { AppServices } from '../services/services.ts';
import { ServicesContext } from '../services/services-context.tsx';
import { useOnlineEvent } from '../services/use-online-event.ts';
import { AppRouter } from './router.tsx';
import { ServiceUnavailable } from './service-unavailable.tsx';
import { APP_FRAME_CLASS, ShellSkeleton } from './shell-skeleton.ts';

/**
 * 'loading' (with the shell's skeleton, as index.html paints it) until sign-in finishes, 'Error: ...'
 * when it fails, a retry on an outage (sent by itself when the browser comes back online), then the
 * router. Plain elements (src/app/first-screen.css): Chakra loads with the screens that use it
 * (src/components/with-chakra.tsx), not before the first screen.
 */
function AuthGate({ services }: { services: AppServices }) {
  const ready = useAuth(services, isReady, false);
  const error = useAuth(services, errorMessage, null);
  const closed = useAuth(services, isClosed, false);
  const unavailable = useAuth(services, isUnavailable, false);
  useOnlineEvent(services.auth, { type: 'auth.retry' });
  if (ready) return <AppRouter />;
  if (unavailable) return <ServiceUnavailable onRetry={() => services.auth.send({ type: 'auth.retry' })} />;
  if (error === null && !closed) return <ShellSkeleton banner={services.firstBanner} />;
  const text = error !== null ? initError(error) : th.app.closed;
  return (
    <div role="status" className="sf-status">
      <p data-error={error !== null ? '' : undefined}>{text}</p>
    </div>
  );
}

/**
 * What the auth chart says, as React reads an external store. The page was painted while signing in
 * (the skeleton, src/main.tsx hydrates it): that is the `painted` value the hydrating render reads,
 * so that it matches the page even when sign-in has already ended (the start-up step's answers, the
 * LIFF mock without SDK code); React then renders again with the chart's state. Without it the
 * first render would differ from the page and React would paint the frame anew.
 */
function useAuth<T>(
  services: AppServices,
  select: (state: SnapshotFrom<typeof authMachine>) => T,
  painted: T,
) {
  return useSyncExternalStore(
    (changed) => {
      const subscription = services.auth.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    () => select(services.auth.getSnapshot()),
    () => painted,
  );
}

export function App({ services }: { services: AppServices }) {
  return (
    <ServicesContext.Provider value={services}>
      <div className={APP_FRAME_CLASS}>
        <AuthGate services={services} />
      </div>
    </ServicesContext.Provider>
  );
}
