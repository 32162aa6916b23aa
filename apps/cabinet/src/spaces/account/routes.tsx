import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths';

/** Sign-in pages, shown in the default layout. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
];

/** The signed-in user's own pages, shown in the cabinet layout. */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.profile.path,
    lazy: () => import('./pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
];
