import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ Component: module[name] }));

/** Sign-in pages, shown in the default layout. */
export const authRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: page(() => import('./pages/LoginPage'), 'LoginPage') },
  { path: paths.loginSuccess.path, lazy: page(() => import('./pages/LoginSuccessPage'), 'LoginSuccessPage') },
  { path: paths.loginAs.path, lazy: page(() => import('./pages/LoginAsPage'), 'LoginAsPage') },
  { path: paths.loginGoogle.path, lazy: page(() => import('./pages/LoginGooglePage'), 'LoginGooglePage') },
];

/** The signed-in user's own pages, shown in the cabinet layout. */
export const profileRoutes: RouteObject[] = [
  { path: paths.profile.path, lazy: page(() => import('./pages/ProfilePage'), 'ProfilePage') },
];
