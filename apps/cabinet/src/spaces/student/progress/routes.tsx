import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

/** The student's progress charts. */
export const studentProgressRoutes: RouteObject[] = [
  {
    path: paths.student.progress.path,
    lazy: lazyPage(() => import('./StudentProgressPage'), 'StudentProgressPage', [
      'progress',
      'designSystemDomain',
    ]),
  },
];
