import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import './app.css';
import { configure } from '@facturo/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** Replaced by Vite with `${FACTURO_API_URL}/api/v1` (vite.config.ts). */
declare const __FACTURO_API_BASE__: string;

// Once, before the first widget renders: every widget on the page starts from this.
// The API protects sign-in and sign-up with its self-hosted captcha (ALTCHA) by default.
configure({ apiBaseUrl: __FACTURO_API_BASE__, locale: 'es', captcha: { provider: 'altcha' } });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
