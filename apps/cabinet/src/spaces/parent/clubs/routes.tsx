import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

/** The parent's view of each child's clubs (`/parent/clubs`), read-only. */
export const parentClubsRoutes: RouteObject[] = [
  {
    path: paths.parent.clubs.path,
    lazy: lazyPage(() => import('./pages/ParentClubsPage'), 'ParentClubsPage', ['clubs']),
  },
];
