import './fonts.css';
// Chakra's reset, page styles and tokens (built from src/components/theme.ts), then the first screen's classes.
import 'virtual:chakra-global.css';
import './app/first-screen.css';
import './app/plain-components.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { isReady } from '../machines/auth/index.ts';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { registerServiceWorkerAfterLoad } from './app/service-worker.ts';
import { BANNER_SLOT } from './app/shell-skeleton.ts';
import { readConfig } from './services/config.ts';
import { createServices } from './services/services.ts';

// Sign-in starts at once (LIFF init first); the router is created only once it is done, but the
// code of the page being opened loads meanwhile.
// Opened on home, the server wrote the first banner into the skeleton: React keeps showing it.
const firstBanner = document.querySelector(`[${BANNER_SLOT}] img`)?.getAttribute('src') ?? null;
const services = createServices(readConfig(), { firstBanner });
preloadRoute(window.location.pathname);

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App services={services} />
  </StrictMode>
);
// The page already shows the app's first render (the skeleton the build wrote, PageSkeleton in
// src/app/shell-skeleton.ts): React takes those elements over instead of painting new ones.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
// The service worker (offline, repeat opens without downloading code) after the page has loaded
// and sign-in has ended.
registerServiceWorkerAfterLoad(
  waitFor(services.auth, (s) => isReady(s) || !s.hasTag('loading'), {
    timeout: 30_000,
  }),
);
