import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

/** Each child's progress charts, for a parent. */
export const parentProgressRoutes: RouteObject[] = [
  {
    path: paths.parent.progress.path,
    lazy: lazyPage(() => import('./ParentProgressPage'), 'ParentProgressPage', [
      'progress',
      'designSystemDomain',
    ]),
  },
];
