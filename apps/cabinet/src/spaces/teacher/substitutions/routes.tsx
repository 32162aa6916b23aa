import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/SubstitutionsPage');
const texts = ['substitutions'] as const;

/** The teacher's substitutions: groups, individuals, corporate groups and individuals. */
export const teacherSubstitutionsRoutes: RouteObject[] = [
  { path: paths.teacher.substitutions.path, lazy: lazyPage(pages, 'SubstitutionsPage', texts) },
  { path: paths.teacher.substitutionsOf.path, lazy: lazyPage(pages, 'SubstitutionsPage', texts) },
];
