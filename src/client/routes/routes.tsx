/**
 * The router's view of the route tree. Every screen is its own chunk (the router's `lazy`), and so
 * is the layout, so the login page's first load carries no protected screen. Titles ride on
 * `handle.meta`.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { RouteError } from '../components/RouteError';
import { completeMessages, guestOnly, requireSession } from './guards';
import { LOGIN_PATH, NOT_FOUND_PATH, TICKET_SHARE_PATH, UNAUTHORIZED_PATH } from './paths';
import { RootLayout } from './RootLayout';
import type { RouteHandle, RouteMeta } from './route-meta';
import { appRouteTree, type AppRouteNode } from './route-tree';

const handle = (title: string, extra: Omit<RouteMeta, 'title'> = {}): RouteHandle => ({ meta: { title, hidden: true, ...extra } });

/** The public account pages (forgotten password, the 11013 flow); each its own chunk. */
const ACCOUNT_PAGES: readonly RouteObject[] = [
  { path: '/forget', handle: handle('route.forget'), lazy: async () => ({ Component: (await import('../pages/account/ForgetPage')).ForgetPage }) },
  { path: '/check', handle: handle('route.check'), lazy: async () => ({ Component: (await import('../pages/account/CheckPage')).CheckPage }) },
  { path: '/bind', handle: handle('route.bind'), lazy: async () => ({ Component: (await import('../pages/account/BindPage')).BindPage }) },
];

function toRouteObject(node: AppRouteNode): RouteObject {
  const common = { id: node.name, path: node.path, handle: { meta: node.meta } satisfies RouteHandle };
  if (node.children) return { ...common, children: node.children.map(toRouteObject) };
  return { ...common, lazy: node.page };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    middleware: [completeMessages],
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: LOGIN_PATH,
        loader: guestOnly,
        handle: handle('route.login'),
        lazy: async () => ({ Component: (await import('../pages/login/LoginPage')).LoginPage }),
      },
      ...ACCOUNT_PAGES,
      {
        // A third-party login window hands its result back to the portal window that opened it.
        path: '/auth-redirect',
        handle: handle('route.authRedirect'),
        lazy: async () => ({ Component: (await import('../pages/public/AuthRedirectPage')).AuthRedirectPage }),
      },
      {
        // A FAQ question shared read-only; the call carries the guest token, never the session.
        path: '/faqShare',
        handle: handle('route.faqShare'),
        lazy: async () => ({ Component: (await import('../pages/public/FaqSharePage')).FaqSharePage }),
      },
      {
        // A booth ticket shared with its holder, who binds it without an account.
        path: TICKET_SHARE_PATH,
        handle: handle('ticketPage.shared.title'),
        lazy: async () => ({ Component: (await import('../pages/public/TicketSharePage')).TicketSharePage }),
      },
      {
        path: NOT_FOUND_PATH,
        handle: handle('route.notFound'),
        lazy: async () => ({ Component: (await import('../pages/errors/ErrorPage')).NotFoundPage }),
      },
      {
        path: UNAUTHORIZED_PATH,
        handle: handle('route.unauthorized'),
        lazy: async () => ({ Component: (await import('../pages/errors/ErrorPage')).UnauthorizedPage }),
      },
      {
        id: 'app',
        // Runs before every navigation into the layout; the session is loaded only once.
        middleware: [requireSession],
        lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
        children: [
          // The guard sends `/` to the account's first screen before anything renders.
          { index: true, element: null },
          {
            path: '/redirect/*',
            lazy: async () => ({ Component: (await import('../pages/redirect/RedirectPage')).RedirectPage }),
          },
          ...appRouteTree.map(toRouteObject),
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
