import { type RouteObject, Navigate } from 'react-router-dom';
import { loadPageTexts } from '../i18n';
import { paths } from '../shared/paths';
import { spaceRoutes } from './built-routes';
import { DefaultLayout } from './layouts/DefaultLayout';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';

const guardedCabinetLayout = () =>
  Promise.all([
    import('./layouts/GuardedCabinetLayout'),
    loadPageTexts('designSystemDomain'),
    loadPageTexts('apiErrors'),
  ]).then(([m]) => ({ Component: m.GuardedCabinetLayout }));
const notFound = () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/** The app's route table: the browser router of the app, and a memory router in tests. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.profile.to()} replace /> },
      { element: <DefaultLayout />, children: spaceRoutes.auth },
      {
        lazy: guardedCabinetLayout,
        // A page that throws shows its error in the layout's page place: the header and menu stay.
        children: [{ errorElement: <RouteErrorBoundary inLayout />, children: spaceRoutes.cabinet }],
      },
      { path: paths.notFound.path, lazy: notFound },
      { path: paths.error404.path, lazy: notFound },
      { path: '*', element: <Navigate to={paths.error404.to()} replace /> },
    ],
  },
];
