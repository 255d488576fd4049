import './fonts.css';
// Chakra's reset, page styles and tokens (built from src/components/theme.ts), then the first screen's classes.
import 'virtual:chakra-global.css';
import './app/first-screen.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { readConfig } from './services/config.ts';
import { createServices } from './services/services.ts';

// Sign-in starts at once (LIFF init first); the router is created only once it is done, but the
// code of the page being opened loads meanwhile.
const services = createServices(readConfig());
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
