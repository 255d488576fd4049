import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { errorMessage, isClosed, isReady, isUnavailable } from '../../machines/auth/index.ts';
import { initError, th } from '../i18n/th.ts';
import type { AppServices } from '../services/services.ts';
import { ServicesContext } from '../services/services-context.tsx';
import { AppRouter } from './router.tsx';
import { ServiceUnavailable } from './service-unavailable.tsx';
import { ShellSkeleton } from './shell-skeleton.ts';
import { system } from './theme.ts';

/**
 * 'loading' (with the shell's skeleton, as index.html paints it) until sign-in finishes, 'Error: ...'
 * when it fails, a retry on an outage, then the router.
 */
function AuthGate({ services }: { services: AppServices }) {
  const ready = useSelector(services.auth, isReady);
  const error = useSelector(services.auth, errorMessage);
  const closed = useSelector(services.auth, isClosed);
  const unavailable = useSelector(services.auth, isUnavailable);
  if (ready) return <AppRouter />;
  if (unavailable) return <ServiceUnavailable onRetry={() => services.auth.send({ type: 'auth.retry' })} />;
  if (error === null && !closed) return <ShellSkeleton />;
  const text = error !== null ? initError(error) : th.app.closed;
  return (
    <Box role="status" minH="100dvh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Text textAlign="center" color={error !== null ? 'danger' : 'fg.muted'}>
        {text}
      </Text>
    </Box>
  );
}

export function App({ services }: { services: AppServices }) {
  return (
    <ChakraProvider value={system}>
      <ServicesContext.Provider value={services}>
        <Box maxW="column" mx="auto" minH="100dvh" bg="bg.panel" position="relative">
          <AuthGate services={services} />
        </Box>
      </ServicesContext.Provider>
    </ChakraProvider>
  );
}
