import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TeacherPretestPages');
const texts = [
  'teacherPretests',
  'paidPretests',
  'placementTests',
  'apiErrors',
  'designSystemDomain',
] as const;
const teacher = paths.corporateTeacher;

/** The corporate teacher's paid tests: the list to check, a test's writing and speaking, their feedback. */
export const corporateTeacherPretestRoutes: RouteObject[] = [
  { path: teacher.paidPlacementTests.path, lazy: lazyPage(pages, 'PaidPretestChecksPage', texts) },
  { path: teacher.paidPlacementTest.path, lazy: lazyPage(pages, 'PaidPretestCheckPage', texts) },
  { path: teacher.paidPlacementTestFeedback.path, lazy: lazyPage(pages, 'PaidPretestFeedbackPage', texts) },
];
