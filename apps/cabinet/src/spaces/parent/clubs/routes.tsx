import type { RouteObject } from 'react-router-dom';
import { loadPageTexts } from '../../../i18n';
import { paths } from '../../../shared/paths';

/** The parent's view of each child's clubs (`/parent/clubs`), read-only. */
export const parentClubsRoutes: RouteObject[] = [
  {
    path: paths.parent.clubs.path,
    lazy: () =>
      Promise.all([import('./pages/ParentClubsPage'), loadPageTexts('clubs')]).then(([m]) => ({
        Component: m.GuardedParentClubsPage,
      })),
  },
];
