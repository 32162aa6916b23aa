import { type RouteObject, Navigate } from 'react-router-dom';
import { lazyPage } from '../shared/lazy-page';
import { paths } from '../shared/paths';
import { authRoutes } from '../areas/account/routes';
import { checkoutRoutes } from '../areas/checkout/routes';
import { DefaultLayout } from './layouts/DefaultLayout';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { CABINET_PAGES, routeDiscovery } from './route-discovery';

/** The cabinet layout of every space's and area's page, with the texts it shows. */
export const guardedCabinetLayout = lazyPage(
  () => import('./layouts/GuardedCabinetLayout'),
  'GuardedCabinetLayout',
  ['designSystemDomain', 'apiErrors'],
);
/**
 * The query cache, around every page that asks the school; loaded with the first of them, so the
 * sign-in page paints without the query library (docs/testing.md#budgets).
 */
export const queryLayer = lazyPage(() => import('./layouts/QueryLayer'), 'QueryLayer');
const notFound = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');

/** The sign-in page: its calls are plain ones, it needs no query cache. */
const isSignIn = (route: RouteObject) => route.path === paths.login.path;

/**
 * The app's route table: the browser router of the app, and a memory router in tests. The
 * spaces' and areas' pages are not in it: each manifest's subtree joins the cabinet layout's pages
 * on the first visit to one of its addresses (`routerOptions`). Every page that asks the school
 * stands in the query layer; the sign-in page, the redirects and the 404 page do not.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.profile.to()} replace /> },
      { element: <DefaultLayout />, children: authRoutes.filter(isSignIn) },
      {
        lazy: queryLayer,
        children: [
          {
            element: <DefaultLayout />,
            children: [...authRoutes.filter((route) => !isSignIn(route)), ...checkoutRoutes],
          },
          {
            lazy: guardedCabinetLayout,
            // A page that throws shows its error in the layout's page place: the header and menu stay.
            children: [{ id: CABINET_PAGES, errorElement: <RouteErrorBoundary inLayout />, children: [] }],
          },
        ],
      },
      { path: paths.notFound.path, lazy: notFound },
      { path: paths.error404.path, lazy: notFound },
      { path: '*', element: <Navigate to={paths.error404.to()} replace /> },
    ],
  },
];

/** What every router of the app is created with: the spaces' and areas' subtrees found on navigation. */
export const routerOptions = () => ({ patchRoutesOnNavigation: routeDiscovery() });
