/**
 * The route tree. Every screen is its own chunk (React.lazy through the router's `lazy`), so the
 * login page's first load carries no protected screen. Titles ride on `handle.meta`.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { RouteError } from '../components/RouteError';
import { guestOnly, requireSession } from './guards';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './paths';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-meta';

const meta = (title: string, extra: Partial<RouteHandle['meta']> = {}): RouteHandle => ({ meta: { title, ...extra } });

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      {
        path: LOGIN_PATH,
        loader: guestOnly,
        handle: meta('route.login', { hidden: true }),
        lazy: async () => ({ Component: (await import('../pages/login/LoginPage')).LoginPage }),
      },
      {
        path: NOT_FOUND_PATH,
        handle: meta('route.notFound', { hidden: true }),
        lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage }),
      },
      {
        path: UNAUTHORIZED_PATH,
        handle: meta('route.unauthorized', { hidden: true }),
        lazy: async () => ({ Component: (await import('../pages/errors/UnauthorizedPage')).UnauthorizedPage }),
      },
      {
        id: 'app',
        // Runs before every navigation into the layout; the user is fetched only once per session.
        middleware: [requireSession],
        lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
        children: [
          {
            path: HOME_PATH,
            handle: meta('route.exhibitInfo', { icon: 'info', affix: true }),
            lazy: async () => {
              const [page, data] = await Promise.all([
                import('../pages/exhibit-info/ExhibitInfoPage'),
                import('../pages/exhibit-info/exhibit-info-loader'),
              ]);
              return { Component: page.ExhibitInfoPage, loader: data.exhibitInfoLoader };
            },
          },
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
