import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TeacherPretestPages');
const texts = ['teacherPretests', 'placementTests', 'paidPretests', 'apiErrors'] as const;

/** The teacher's placement test: the entry tests whose speaking interview waits, and one test's interview. */
export const teacherPretestRoutes: RouteObject[] = [
  { path: paths.teacher.placementTests.path, lazy: lazyPage(pages, 'TeacherPretestsPage', texts) },
  { path: paths.teacher.placementTest.path, lazy: lazyPage(pages, 'TeacherPretestPage', texts) },
];
