import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import { errorMessage, isClosed, isReady } from '../../machines/auth/index.ts';
import { initError, th } from '../i18n/th.ts';
import { AppRouter } from './router.tsx';
import type { AppServices } from './services.ts';
import { system } from './theme.ts';

const ServicesContext = createContext<AppServices | null>(null);

/** The app's services (API client, LIFF, auth actor) for feature hooks that provide machines. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <App>');
  return services;
}

/** 'loading' until sign-in finishes, 'Error: ...' when it fails, then the router. */
function AuthGate({ services }: { services: AppServices }) {
  const ready = useSelector(services.auth, isReady);
  const error = useSelector(services.auth, errorMessage);
  const closed = useSelector(services.auth, isClosed);
  if (ready) return <AppRouter />;
  const text = error !== null ? initError(error) : closed ? th.app.closed : th.app.loading;
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
