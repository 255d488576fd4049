import { createContext, useContext } from 'react';
import type { AppServices } from './services.ts';

/**
 * The app's long-lived services (API client, LIFF, auth actor) for the feature hooks that provide
 * machines. It lives below the features (src/app renders the provider, features read it), so imports
 * go one way: src/app -> src/features -> src/services and the other shared folders.
 */
export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <App>');
  return services;
}
