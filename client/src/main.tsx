import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app/AppErrorBoundary.tsx';
import { directionOf } from './i18n/locale.ts';
import { routes } from './routing/routes.tsx';
import { currentSession } from './session/session.ts';
import './styles/global.css';

// Set the language and direction before the first paint, so a returning Arabic reader never sees a left-to-right flash.
const { locale } = currentSession().settings;
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>,
);
