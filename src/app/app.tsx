import { useSelector } from '@xstate/react';
import { errorMessage, isClosed, isReady, isUnavailable } from '../../machines/auth/index.ts';
import { initError, th } from '../i18n/th.ts';
import type { AppServices } from '../services/services.ts';
import { ServicesContext } from '../services/services-context.tsx';
import { AppRouter } from './router.tsx';
import { ServiceUnavailable } from './service-unavailable.tsx';
import { APP_FRAME_CLASS, ShellSkeleton } from './shell-skeleton.ts';

/**
 * 'loading' (with the shell's skeleton, as index.html paints it) until sign-in finishes, 'Error: ...'
 * when it fails, a retry on an outage, then the router. Plain elements (src/app/first-screen.css):
 * Chakra loads with the screens that use it (src/components/with-chakra.tsx), not before the first screen.
 */
function AuthGate({ services }: { services: AppServices }) {
  const ready = useSelector(services.auth, isReady);
  const error = useSelector(services.auth, errorMessage);
  const closed = useSelector(services.auth, isClosed);
  const unavailable = useSelector(services.auth, isUnavailable);
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

export function App({ services }: { services: AppServices }) {
  return (
    <ServicesContext.Provider value={services}>
      <div className={APP_FRAME_CLASS}>
        <AuthGate services={services} />
      </div>
    </ServicesContext.Provider>
  );
}
