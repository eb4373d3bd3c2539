import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app/AppErrorBoundary.tsx';
import { directionOf } from './i18n/locale.ts';
import { basenameOf } from './i18n/urlLocale.ts';
import { routes } from './routing/routes.tsx';
import { currentSession } from './session/session.ts';
import './styles/global.css';

// The server writes the page's language and direction; a page served without them (development) gets them here.
const { locale } = currentSession().settings;
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

// Arabic pages live under /ar: every link and navigation of the router stays in the page's language.
const router = createBrowserRouter(routes, { basename: basenameOf(locale) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>,
);

// The service worker at the root (public/sw.js), once the page has loaded; production builds only.
if (import.meta.env.PROD)
  window.addEventListener(
    'load',
    () => void import('./push/serviceWorker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
