import type { RouteObject } from 'react-router-dom';
import { FirstLoad, RootError, RootLayout } from '../app/RootLayout.tsx';
import { RouteErrorContent } from '../components/errors/RouteErrorContent.tsx';
import { happeningDetailLoader } from '../routes/happening/loader.ts';
import { happeningListLoader } from '../routes/happenings/loader.ts';
import { homeLoader } from '../routes/home/loader.ts';
import { notFoundLoader } from '../routes/notFound/loader.ts';

// Loaders and query artifacts are in the entry chunk so a screen's request starts at once; the screen's code is a
// separate chunk fetched in parallel (route `lazy`).
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
const homeScreen = screen(() => import('../routes/home/HomeScreen.tsx'));
const listScreen = screen(() => import('../routes/happenings/HappeningListScreen.tsx'));
const detailScreen = screen(() => import('../routes/happening/HappeningDetailScreen.tsx'));
const notFoundScreen = screen(() => import('../routes/notFound/NotFoundScreen.tsx'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    errorElement: <RootError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        // Pathless: a screen's failure renders inside the layout, which keeps the providers.
        errorElement: <RouteErrorContent />,
        children: [
          { index: true, id: 'home', loader: homeLoader, lazy: homeScreen },
          { path: 'events', id: 'events', loader: happeningListLoader('EVENT'), lazy: listScreen },
          { path: 'experiences', id: 'experiences', loader: happeningListLoader('EXPERIENCE'), lazy: listScreen },
          { path: 'events/:slug', id: 'event', loader: happeningDetailLoader('EVENT'), lazy: detailScreen },
          { path: 'experiences/:slug', id: 'experience', loader: happeningDetailLoader('EXPERIENCE'), lazy: detailScreen },
          { path: '*', id: 'notFound', loader: notFoundLoader, lazy: notFoundScreen },
        ],
      },
    ],
  },
];
