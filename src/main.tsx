// Chakra's reset, page styles and tokens (built from src/components/theme.ts), then the first screen's classes.
import 'virtual:chakra-global.css';
import './app/first-screen.css';
import './app/plain-components.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { isReady } from '../machines/auth/index.ts';
import { claimEarlyAnswers } from './api/early-answers.ts';
import { App } from './app/app.tsx';
import { addSarabunAfter } from './app/fonts.ts';
import { preloadRoute } from './app/router.tsx';
import { afterStart, registerServiceWorkerAfterLoad } from './app/service-worker.ts';
import { BANNER_SLOT } from './app/shell-skeleton.ts';
import { readConfig } from './services/config.ts';
import { createServices } from './services/services.ts';

// Sign-in starts at once (LIFF init first); the router is created only once it is done, but the
// code of the page being opened loads meanwhile.
// Opened on home, the server wrote the first banner into the skeleton: React keeps showing it.
const firstBanner = document.querySelector(`[${BANNER_SLOT}] img`)?.getAttribute('src') ?? null;
// The start-up step (src/api/early-start.ts, ADR 0012) may have signed in while this code downloaded.
const early = claimEarlyAnswers(window as unknown as Record<string, unknown>);
const services = createServices(readConfig(), { firstBanner, early });
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
// After the page has loaded and sign-in has ended: the service worker (offline, repeat opens without
// downloading code) and, on a first open, the Sarabun fonts (src/app/fonts.ts).
const started = afterStart(
  waitFor(services.auth, (s) => isReady(s) || !s.hasTag('loading'), {
    timeout: 30_000,
  }),
);
registerServiceWorkerAfterLoad(started);
addSarabunAfter(started);
