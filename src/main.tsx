import './fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readConfig } from './app/config.ts';
import { createServices } from './app/services.ts';

// Sign-in starts at once (LIFF init first); the router is created only once it is done.
const services = createServices(readConfig());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
