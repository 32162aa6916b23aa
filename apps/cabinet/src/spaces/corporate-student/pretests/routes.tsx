import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/CorporatePretestPages');
const texts = ['paidPretests', 'placementTests', 'apiErrors', 'designSystemDomain'] as const;
const student = paths.corporateStudent;

/** The corporate student's placement tests: the overview, the assigned tests, their parts and results. */
export const corporateStudentPretestRoutes: RouteObject[] = [
  { path: student.pretests.path, lazy: lazyPage(pages, 'CorporatePretestsPage', texts) },
  { path: student.paidPretests.path, lazy: lazyPage(pages, 'PaidPretestsPage', texts) },
  { path: student.paidPretestStart.path, lazy: lazyPage(pages, 'PaidPretestStartPage', texts) },
  { path: student.paidPretestPart.path, lazy: lazyPage(pages, 'PaidPretestPartPage', texts) },
  { path: student.paidPretestResult.path, lazy: lazyPage(pages, 'PaidPretestResultPage', texts) },
];
